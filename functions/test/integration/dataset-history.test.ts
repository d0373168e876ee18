/**
 * What readers are told of a dataset's history. Three publications of one weekly file (the
 * second revises two weeks' figures, the third adds four weeks) and a failed fetch, in an
 * emulator project of their own: the history lists each version newest first with its revision
 * and 'What's new' line, and the failure with its reason; a reader's visits say what was revised
 * since the one before, once, and tell as news only the versions after the first import. Then the public route and the visit route through Hosting.
 */
import { type DatasetHistoryAnswer, type ReportVisitAnswer } from '@cannabis-reports/contracts';
import { importPath, recordFetch, writeDataset } from '@cannabis-reports/data-import';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { SHARED_DATA } from '@cannabis-reports/test-support/src/report-data';
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import path from 'node:path';
import { readDatasetHistory } from '../../src/services/datasets/dataset-history';
import { recordReportVisit } from '../../src/services/report-visits/report-visits';
import { expectErrorBody } from './error-body';
import { weeklyInput } from './weekly-input';

const db = getFirestore(initializeApp({ projectId: 'demo-dataset-history' }, 'dataset-history'));
const DATASET = 'ct-weekly-sales';
const REPORT = 'connecticut-weekly';

const publication = (weeks: number, revised: Record<number, number> = {}) =>
  weeklyInput('History test', weeks, (index) => revised[index] ?? 100_000 + index * 1_000);

const at = (day: string) => new Date(`${day}T06:00:00.000Z`);
const visit = (uid: string, day: string) => recordReportVisit(uid, REPORT, [DATASET], { db, now: at(day) });

describe("a dataset's history and the reports' news, in a project of their own", () => {
  const uid = `reader-${Date.now()}`;
  const visits: ReportVisitAnswer[] = [];

  beforeAll(async () => {
    await writeDataset(db, publication(8), at('2025-03-03'));
    visits.push(await visit(uid, '2025-03-04'));
    visits.push(await visit(uid, '2025-03-05'));
    await writeDataset(db, publication(8, { 5: 150_000, 6: 90_000 }), at('2025-04-07'));
    await recordFetch(db, {
      datasetId: DATASET,
      source: 'https://example.com/weekly.csv',
      at: '2025-04-20T06:00:00.000Z',
      contentSha256: 'f'.repeat(64),
      bytes: 120,
      outcome: 'malformed',
      reason: 'The file is cut short',
    });
    await writeDataset(db, publication(12, { 5: 150_000, 6: 90_000 }), at('2025-05-05'));
    visits.push(await visit(uid, '2025-05-06'));
    visits.push(await visit(uid, '2025-05-07'));
  }, 60_000);

  it('lists each version newest first with its revision and line, and the failed fetch with its reason', async () => {
    const history = await readDatasetHistory(DATASET, db, at('2025-05-08'));
    expect(history.dataset).toMatchObject({ id: DATASET, title: 'History test', overdue: false });
    expect(history.revisions.map((revision) => revision.publishedAt.slice(0, 10))).toEqual([
      '2025-05-05',
      '2025-04-07',
      '2025-03-03',
    ]);
    const [third, second, first] = history.revisions;
    expect(first).toMatchObject({ first: true, rowsAdded: 8, figuresRevised: 0 });
    expect(second).toMatchObject({
      first: false,
      periodsAdded: [],
      periodsRevised: ['2025-02'],
      rowsAdded: 0,
      rowsRemoved: 0,
    });
    expect(second.largest[0]).toMatchObject({ field: 'adultUseSales', old: 105_000, new: 150_000 });
    expect(second.whatsNew).toBe('Connecticut: 6 figures revised in Feb 2025');
    expect(third).toMatchObject({ periodsAdded: ['2025-03'], rowsAdded: 4, figuresRevised: 0 });
    // Its weeks stop at Mar 29: the month so far, compared with nothing.
    expect(third.whatsNew).toMatch(/^Connecticut, Mar 2025 \(through Mar 29, 2025\) published: \$[\d.]+K$/);
    expect(history.moreRevisions).toBe(false);
    // Recorded without `via`, as before it was: a fetch by its address.
    expect(history.failedFetches).toEqual([
      { at: '2025-04-20T06:00:00.000Z', outcome: 'malformed', reason: 'The file is cut short', via: 'fetch' },
    ]);
  });

  it('says nothing revised on a first visit, tells a revision on the next visit after it, then clears', async () => {
    const [firstVisit, unchanged, afterRevision, seen] = visits;
    expect(firstVisit.revisedSince).toBeNull();
    // The dataset's first import is the data arriving, not news.
    expect(firstVisit.whatsNew).toEqual([]);
    expect(unchanged.revisedSince).toBeNull();
    expect(afterRevision.revisedSince).toEqual({
      since: '2025-03-05T06:00:00.000Z',
      datasets: [{ id: DATASET, title: 'History test', periods: ['2025-02'], figures: 6 }],
    });
    expect(afterRevision.whatsNew).toEqual([
      {
        datasetId: DATASET,
        text: expect.stringMatching(/^Connecticut, Mar 2025 \(through Mar 29, 2025\) published/),
        publishedAt: '2025-05-05T06:00:00.000Z',
        markets: ['CT'],
      },
    ]);
    expect(seen.revisedSince).toBeNull();
    const stored = await db.doc(`users/${uid}/reportVisits/${REPORT}`).get();
    expect(stored.data()).toEqual({ seenAt: '2025-05-07T06:00:00.000Z' });
  });
});

describe('GET /api/datasets/:datasetId/history and POST /api/reports/:reportId/visits', () => {
  beforeAll(async () => {
    await importPath(adminDb(), path.join(SHARED_DATA, 'ct-dcp', 'ct-cannabis-retail-sales-by-week.csv'));
  }, 60_000);

  it("answers a dataset's history without signing in, and 404 { error, code } for an unknown dataset", async () => {
    const response = await fetch(apiUrl(`/datasets/${DATASET}/history`));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
    const history = (await response.json()) as DatasetHistoryAnswer;
    expect(history.dataset.id).toBe(DATASET);
    expect(history.revisions.length).toBeGreaterThan(0);
    for (const unknown of ['no-such-dataset', 'users']) {
      const refused = await fetch(apiUrl(`/datasets/${unknown}/history`));
      expect(refused.status).toBe(404);
      expect(expectErrorBody(await refused.text()).code).toBe('not_found');
    }
  });

  it('records a paid reader’s visit and refuses one signed out, by a free reader, or of an unknown report', async () => {
    const post = (route: string, token?: string) =>
      fetch(apiUrl(route), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: '{}',
      });
    expect((await post(`/reports/${REPORT}/visits`)).status).toBe(401);
    const reader = await createTestUser();
    await waitForUserRecord(reader.uid);
    expect((await post(`/reports/${REPORT}/visits`, reader.idToken)).status).toBe(403);
    // The public demo is for everyone signed in.
    expect((await post('/reports/demo/visits', reader.idToken)).status).toBe(200);
    await setUserFields(reader.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
    const first = await post(`/reports/${REPORT}/visits`, reader.idToken);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as ReportVisitAnswer;
    expect(answer.revisedSince).toBeNull();
    // A line only where the dataset has a version after its first import (another suite's), with its markets.
    for (const line of answer.whatsNew) expect(line).toMatchObject({ datasetId: DATASET, markets: ['CT'] });
    expect((await adminDb().doc(`users/${reader.uid}/reportVisits/${REPORT}`).get()).exists).toBe(true);
    const unknown = await post('/reports/no-such-report/visits', reader.idToken);
    expect(unknown.status).toBe(404);
    expect(expectErrorBody(await unknown.text()).code).toBe('not_found');
  });
});
