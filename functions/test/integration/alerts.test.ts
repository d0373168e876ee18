/**
 * Alert mails end to end against the Firestore emulator and the local SMTP inbox: readers follow
 * Connecticut or its weekly dataset, a revision is imported (a week added, a week's figure revised),
 * and the run's fan-out mails each follower exactly once, the first send failing at the SMTP server
 * and sent by the retry; running the run again sends nothing. The mail's unsubscribe link works
 * against the API and a forged one is refused. The run's data sits in its own emulator project,
 * so the real data the other suites read is left alone.
 */
import { PROJECT_ID, INBOX_URL, apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { emailsTo, waitForEmails } from '@cannabis-reports/test-support/src/inbox';
import { uniqueEmail } from '@cannabis-reports/test-support/src/users';
import { importDatasets } from '@cannabis-reports/data-import';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { weeklyInput } from './weekly-input';

// The functions' own Admin SDK (services/platform/firebase) takes the default app: this suite's project.
initializeApp({ projectId: 'demo-alerts' });
const productDb = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'product'));

Object.assign(process.env, {
  SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_INBOX_SMTP_PORT ?? 1025}`,
  MAIL_FROM: 'Cannabis Market Reports <no-reply@reports.local>',
  PUBLIC_SITE_URL: 'http://127.0.0.1:5000',
  // Plain SMTP to the local inbox, as in the emulator's workers (services/mail/transport.ts).
  FUNCTIONS_EMULATOR: 'true',
});

/** The emulated API's link secret, from the local settings it reads. */
const LINK_SECRET = /^ALERT_LINK_SECRET=(.*)$/m.exec(
  readFileSync(path.join(__dirname, '..', '..', '.secret.local'), 'utf8'),
)?.[1];

const RUN = '2099-01-05';

/** `weeks` weeks of Connecticut; week 5's sales revised when asked. */
const publication = (weeks: number, revised = false) =>
  weeklyInput('Connecticut weekly sales', weeks, (index) => (revised && index === 5 ? 150_000 : 100_000 + index));

async function failNextSends(count: number) {
  await fetch(`${INBOX_URL}/api/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ failNext: count }),
  });
}

const readers = {
  market: { email: uniqueEmail('alerts-market'), targets: ['market:CT'], paid: true, mode: 'instant' },
  both: {
    email: uniqueEmail('alerts-both'),
    targets: ['dataset:ct-weekly-sales', 'market:CT'],
    paid: true,
    mode: 'instant',
  },
  free: { email: uniqueEmail('alerts-free'), targets: ['market:CT'], paid: false, mode: 'instant' },
  weekly: { email: uniqueEmail('alerts-weekly'), targets: ['market:CT'], paid: true, mode: 'weekly' },
  elsewhere: { email: uniqueEmail('alerts-elsewhere'), targets: ['market:WA'], paid: true, mode: 'instant' },
  off: { email: uniqueEmail('alerts-off'), targets: ['market:CT'], paid: true, mode: 'off' },
  // An account made with someone else's address: never verified, so never mailed.
  unverified: {
    email: uniqueEmail('alerts-unverified'),
    targets: ['market:CT'],
    paid: true,
    mode: 'instant',
    verified: false,
  },
};

let run: typeof import('../../src/services/alerts/alert-delivery');
let deps: import('../../src/services/alerts/alert-fan-out').FanOutDeps;

beforeAll(async () => {
  const { db } = await import('../../src/services/platform/firebase');
  const { recordPublication } = await import('../../src/services/alerts/alert-runs');
  const { signUnsubscribeToken } = await import('../../src/services/alerts/unsubscribe-token');
  const { sendEmail } = await import('../../src/services/mail/transport');
  run = await import('../../src/services/alerts/alert-delivery');
  deps = {
    send: sendEmail,
    linksFor: (uid) => ({
      site: 'http://127.0.0.1:5000',
      unsubscribe: apiUrl(`/alerts/unsubscribe?token=${signUnsubscribeToken(LINK_SECRET ?? '', uid)}`),
    }),
  };
  for (const [uid, reader] of Object.entries(readers)) {
    const emailVerified = !('verified' in reader) || reader.verified;
    await db().doc(`users/${uid}`).set({ email: reader.email, emailVerified, isPaidUser: reader.paid });
    await db().doc(`follows/${uid}`).set({ targets: reader.targets, alertMode: reader.mode });
  }
  await importDatasets(db(), [publication(8)], new Date('2025-03-03T06:00:00Z'));
  const { versions } = await importDatasets(db(), [publication(9, true)], new Date('2099-01-05T06:00:00Z'));
  await recordPublication(RUN, { datasetId: 'ct-weekly-sales', version: versions[0] });
}, 60_000);

afterAll(() => failNextSends(0));

it('mails each follower once for the run, the send that failed at the SMTP server on the retry', async () => {
  await failNextSends(1);
  await expect(run.runFanOutTask({ runId: RUN }, deps)).rejects.toThrow(/1 alert mails were not sent/);
  // The queue's retry, then the run once more (an import re-run, a second instance): nothing twice.
  expect(await run.runFanOutTask({ runId: RUN }, deps)).toMatchObject({ sent: 1, failed: 0 });
  expect(await run.runFanOutTask({ runId: RUN }, deps)).toMatchObject({ sent: 0, failed: 0 });

  for (const reader of [readers.market, readers.both, readers.free]) await waitForEmails(reader.email, 1);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const reader of [readers.market, readers.both, readers.free])
    expect({ to: reader.email, mails: (await emailsTo(reader.email)).length }).toEqual({ to: reader.email, mails: 1 });
  for (const reader of [readers.weekly, readers.elsewhere, readers.off, readers.unverified])
    expect(await emailsTo(reader.email)).toEqual([]);

  const [mail] = await emailsTo(readers.market.email);
  expect(mail.subject).toBe('Connecticut weekly sales updated');
  // The revision's periods are months; the week published leaves March a month so far, said so.
  expect(mail.text).toContain('Connecticut weekly sales: Mar 2025 published');
  expect(mail.text).toMatch(/Connecticut, Mar 2025 \(through Mar 8, 2025\) published: total sales \$\d/);
  expect(mail.text).toContain('http://127.0.0.1:5000/data/ct-weekly-sales');
  expect(mail.listHeaders?.['list-unsubscribe']).toMatch(/^<http:\/\/\S+\/api\/alerts\/unsubscribe\?token=\S+>$/);
  expect(mail.listHeaders?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const [teaser] = await emailsTo(readers.free.email);
  expect(teaser.text).not.toMatch(/total sales \$/);
}, 60_000);

it("unsubscribes with the mail's link and refuses a forged one", async () => {
  const [mail] = await emailsTo(readers.market.email);
  const link = /(https?:\/\/\S+\/alerts\/unsubscribe\?token=[A-Za-z0-9_.-]+)/.exec(mail.text)?.[1] ?? '';
  expect(link).not.toBe('');
  const page = await fetch(link);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Unsubscribe from alert e-mails');
  // The emulated API keeps its follows in the product's project: the link names the reader by uid there.
  await productDb.doc('follows/market').set({ targets: readers.market.targets });
  expect((await productDb.doc('follows/market').get()).get('alertMode')).toBeUndefined();

  const token = new URL(link).searchParams.get('token') ?? '';
  const forged = `${Buffer.from('both').toString('base64url')}.${token.split('.')[1]}`;
  const refused = await fetch(apiUrl(`/alerts/unsubscribe?token=${forged}`), { method: 'POST' });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { code: string }).code).toBe('unsubscribe_link_invalid');

  const oneClick = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status).toBe(200);
  expect((await productDb.doc('follows/market').get()).get('alertMode')).toBe('off');
  expect((await productDb.doc('follows/both').get()).exists).toBe(false);
});

it("answers a deleted account's link without making its follows again", async () => {
  const { signUnsubscribeToken } = await import('../../src/services/alerts/unsubscribe-token');
  const link = apiUrl(`/alerts/unsubscribe?token=${signUnsubscribeToken(LINK_SECRET ?? '', 'deleted-reader')}`);
  await productDb.doc('follows/deleted-reader').delete();
  expect((await fetch(link, { method: 'POST' })).status).toBe(200);
  expect((await productDb.doc('follows/deleted-reader').get()).exists).toBe(false);
});
