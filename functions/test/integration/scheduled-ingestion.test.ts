/**
 * One ingestion task's work (in process) against a local HTTP server that serves the
 * regulators' files: a new file is imported, the same file again changes nothing, and a 404
 * (which asks the queue to retry), a truncated download, garbage or more records than an import
 * holds leave the served version exactly as it was, with the reason recorded.
 */
import type { IngestOutcome } from '@cannabis-reports/data-import';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { SHARED_DATA } from '@cannabis-reports/test-support/src/report-data';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFetches } from '@cannabis-reports/data-import';
import { ingestOneSource, RetryLater } from '../../src/ingestion/ingest-one-source';

const CT_FILE = path.join(SHARED_DATA, 'ct-dcp', 'ct-cannabis-retail-sales-by-week.csv');
const original = readFileSync(CT_FILE);
const originalRows = original.toString('utf8').trim().split('\n').length - 1;

/** What the server answers for /ct-cannabis-retail-sales-by-week.csv, switched by each test. */
let served: { status: number; body: Buffer } = { status: 200, body: original };
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(served.status, { 'content-type': 'text/csv' });
    res.end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ct-cannabis-retail-sales-by-week.csv`;
  await adminDb().doc('datasets/ct-weekly-sales').delete();
  await adminDb().doc('ingestion/ct-weekly-sales').delete();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The task's outcome; a failed fetch, which the task hands back to the queue to retry, as recorded. */
async function ingest(): Promise<IngestOutcome> {
  try {
    return await ingestOneSource({ datasetId: 'ct-weekly-sales', url });
  } catch (error) {
    if (!(error instanceof RetryLater)) throw error;
    const { lastStatus, lastReason } = await record();
    return {
      datasetId: 'ct-weekly-sales',
      status: lastStatus as IngestOutcome['status'],
      reason: lastReason as string,
    };
  }
}
const servedDataset = async () => {
  const snapshot = await adminDb().doc('datasets/ct-weekly-sales').get();
  return {
    hash: snapshot.get('contentHash') as string,
    rows: snapshot.get('rowCount') as number,
    version: snapshot.get('version') as string,
    /** ISO times: the last fetch, and the last one whose content differed. */
    checkedAt: snapshot.get('checkedAt') as string,
    changedAt: snapshot.get('changedAt') as string,
    at: snapshot.updateTime,
  };
};
const record = async () => (await adminDb().doc('ingestion/ct-weekly-sales').get()).data() ?? {};
/** The dataset's record of its latest fetch. */
const lastFetch = async () => (await readFetches(adminDb(), 'ct-weekly-sales')).at(-1);

describe('scheduled ingestion', () => {
  it('imports a new publication', async () => {
    served = { status: 200, body: original };
    expect(await ingest()).toMatchObject({ status: 'imported', rows: originalRows, rejected: 0 });
    expect((await servedDataset()).rows).toBe(originalRows);
    expect(await record()).toMatchObject({ lastStatus: 'imported', lastReason: null, url });
  });

  it('changes nothing but the time it was last checked when the publication is unchanged', async () => {
    const before = await servedDataset();
    expect(await ingest()).toMatchObject({ status: 'unchanged' });
    const after = await servedDataset();
    expect({ ...after, checkedAt: undefined, at: undefined }).toEqual({
      ...before,
      checkedAt: undefined,
      at: undefined,
    });
    expect(after.checkedAt > before.checkedAt).toBe(true);
  });

  it('records a file over the byte cap as a failed fetch and asks for no retry, which would meet it again', async () => {
    served = { status: 200, body: original };
    const outcome = await ingestOneSource({ datasetId: 'ct-weekly-sales', url }, { maxBytes: 1_000 });
    expect(outcome).toMatchObject({ status: 'fetch_failed', retryable: false });
    expect(outcome.reason).toMatch(/larger than 1000 bytes/);
    expect(await record()).toMatchObject({ lastStatus: 'fetch_failed', lastReason: outcome.reason });
    served = { status: 503, body: Buffer.from('Busy') };
    await expect(ingestOneSource({ datasetId: 'ct-weekly-sales', url })).rejects.toBeInstanceOf(RetryLater);
  });

  it.each([
    ['a 404', () => ({ status: 404, body: Buffer.from('Not found') }), 'fetch_failed', /HTTP 404/],
    [
      'a download cut mid-row',
      () => ({ status: 200, body: original.subarray(0, Math.floor(original.length * 0.7)) }),
      'malformed',
      /cut short|incomplete/,
    ],
    [
      'a download cut at a row boundary',
      () => {
        const text = original.toString('utf8');
        return { status: 200, body: Buffer.from(text.slice(0, text.lastIndexOf('\n', text.length / 2) + 1)) };
      },
      'malformed',
      /cut short/,
    ],
    [
      'garbage',
      () => ({ status: 200, body: Buffer.from('\u0000\u0001PK garbage \u00ff'.repeat(200)) }),
      'malformed',
      /./,
    ],
    [
      'more records than an import holds (under the byte cap)',
      () => {
        const [header, ...lines] = original.toString('utf8').trim().split('\n');
        const many = Array.from({ length: 200_001 }, (_, index) => lines[index % lines.length]);
        return { status: 200, body: Buffer.from(`${header}\n${many.join('\n')}\n`) };
      },
      'malformed',
      /more than 200,000 records/,
    ],
    ['an empty answer', () => ({ status: 200, body: Buffer.alloc(0) }), 'malformed', /empty/],
  ])('changes nothing on %s and records why', async (_what, answer, status, reason) => {
    const before = await servedDataset();
    served = answer();
    const outcome = await ingest();
    expect(outcome).toMatchObject({ status });
    expect(outcome.reason).toMatch(reason);
    const after = await servedDataset();
    expect(after.hash).toBe(before.hash);
    expect(after.at?.isEqual(before.at!)).toBe(true);
    expect(await record()).toMatchObject({ lastStatus: status, lastReason: outcome.reason });
    // The dataset's history keeps the refused fetch, with the hash of what was received.
    const received = served.status === 200 ? served.body : undefined;
    expect(await lastFetch()).toEqual({
      datasetId: 'ct-weekly-sales',
      source: url,
      via: 'fetch',
      at: expect.any(String),
      outcome: status,
      reason: outcome.reason,
      ...(received
        ? { contentSha256: createHash('sha256').update(received).digest('hex'), bytes: received.length }
        : {}),
    });
  });

  it('imports a changed publication (a corrected figure) after failures', async () => {
    const before = await servedDataset();
    const corrected = original.toString('utf8').replace('1485019.32', '1485119.32');
    served = { status: 200, body: Buffer.from(corrected) };
    expect(await ingest()).toMatchObject({ status: 'imported', rows: originalRows });
    const after = await servedDataset();
    expect(after.hash).not.toBe(before.hash);
    expect(await record()).toMatchObject({ lastStatus: 'imported', lastReason: null });
    expect(await lastFetch()).toMatchObject({ outcome: 'imported', version: after.version, rows: originalRows });
    // The new version keeps the one before, and its revision names the corrected figure, old and new.
    const version = (await adminDb().doc(`datasets/ct-weekly-sales/versions/${after.version}`).get()).data();
    expect(version).toMatchObject({ previous: before.version, revision: { rowsAdded: 0, rowsRemoved: 0 } });
    expect(version?.revision.largest).toContainEqual(expect.objectContaining({ old: 1485019.32, new: 1485119.32 }));
  });
});
