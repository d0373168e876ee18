/**
 * A team's follows mailed end to end against the Firestore emulator and the local SMTP inbox: the
 * team follows Connecticut, a revision is imported, and the run's fan-out mails each member with a
 * verified address exactly once, a member who also follows it (or its dataset) on their own too;
 * a removed member, an unverified one and another team's member get nothing, and running the run
 * again sends nothing. The run's data sits in its own emulator project.
 */
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { emailsTo, waitForEmails } from '@cannabis-reports/test-support/src/inbox';
import { uniqueEmail } from '@cannabis-reports/test-support/src/users';
import { importDatasets } from '@cannabis-reports/data-import';
import { initializeApp } from 'firebase-admin/app';
import { weeklyInput } from './weekly-input';

// The functions' own Admin SDK (services/platform/firebase) takes the default app: this suite's project.
initializeApp({ projectId: 'demo-team-alerts' });

Object.assign(process.env, {
  SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_INBOX_SMTP_PORT ?? 1025}`,
  MAIL_FROM: 'Cannabis Market Reports <no-reply@reports.local>',
  PUBLIC_SITE_URL: 'http://127.0.0.1:5000',
  FUNCTIONS_EMULATOR: 'true',
});

const RUN = '2099-02-02';
const publication = (weeks: number, revised = false) =>
  weeklyInput('Connecticut weekly sales', weeks, (index) => (revised && index === 5 ? 150_000 : 100_000 + index));

interface Reader {
  team?: 'acme' | 'other';
  role?: 'owner' | 'admin' | 'member';
  /** Their own follows, beside the team's. */
  targets?: string[];
  verified?: boolean;
  /** The record still names the team, but the member document is gone (removed). */
  removed?: boolean;
}

const readers: Record<string, Reader & { email: string }> = {
  owner: { email: uniqueEmail('team-owner'), team: 'acme', role: 'owner', targets: ['market:CT'] },
  admin: { email: uniqueEmail('team-admin'), team: 'acme', role: 'admin' },
  alsoOwn: { email: uniqueEmail('team-also'), team: 'acme', role: 'member', targets: ['dataset:ct-weekly-sales'] },
  unverified: { email: uniqueEmail('team-unverified'), team: 'acme', role: 'member', verified: false },
  removed: { email: uniqueEmail('team-removed'), team: 'acme', role: 'member', removed: true },
  otherTeam: { email: uniqueEmail('team-other'), team: 'other', role: 'owner' },
};
const mailed = ['owner', 'admin', 'alsoOwn'];
const notMailed = ['unverified', 'removed', 'otherTeam'];

let run: typeof import('../../src/services/alerts/alert-delivery');
let deps: import('../../src/services/alerts/alert-fan-out').FanOutDeps;
let db: typeof import('../../src/services/platform/firebase').db;

beforeAll(async () => {
  ({ db } = await import('../../src/services/platform/firebase'));
  const { recordPublication } = await import('../../src/services/alerts/alert-runs');
  const { sendEmail } = await import('../../src/services/mail/transport');
  run = await import('../../src/services/alerts/alert-delivery');
  deps = { send: sendEmail, linksFor: (uid) => ({ site: 'http://127.0.0.1:5000', unsubscribe: apiUrl(`/u/${uid}`) }) };
  await db()
    .doc('teamFollows/acme')
    .set({ targets: ['market:CT'] });
  await db()
    .doc('teamFollows/other')
    .set({ targets: ['market:WA'] });
  for (const [uid, reader] of Object.entries(readers)) {
    await db()
      .doc(`users/${uid}`)
      .set({ email: reader.email, emailVerified: reader.verified !== false, isPaidUser: true, teamId: reader.team });
    if (!reader.removed) await db().doc(`teams/${reader.team}/members/${uid}`).set({ role: reader.role });
    if (reader.targets) await db().doc(`follows/${uid}`).set({ targets: reader.targets, alertMode: 'instant' });
  }
  await importDatasets(db(), [publication(8)], new Date('2025-03-03T06:00:00Z'));
  const { versions } = await importDatasets(db(), [publication(9, true)], new Date('2099-02-02T06:00:00Z'));
  await recordPublication(RUN, { datasetId: 'ct-weekly-sales', version: versions[0] });
}, 60_000);

it('mails each member of a following team once, with their own follows in the same mail, and nobody else', async () => {
  expect(await run.runFanOutTask({ runId: RUN }, deps)).toMatchObject({ sent: mailed.length, failed: 0 });
  expect(await run.runFanOutTask({ runId: RUN }, deps)).toMatchObject({ sent: 0, failed: 0 });

  for (const name of mailed) await waitForEmails(readers[name].email, 1);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const name of mailed)
    expect({ name, mails: (await emailsTo(readers[name].email)).length }).toEqual({ name, mails: 1 });
  for (const name of notMailed)
    expect({ name, mails: await emailsTo(readers[name].email) }).toEqual({ name, mails: [] });

  const alerts = await db().collection('alerts').where('status', '==', 'sent').get();
  expect(alerts.docs.map((doc) => doc.get('uid')).sort()).toEqual([...mailed].sort());
}, 60_000);

it("turns a member's alerts off, the team's included, when they unsubscribe without follows of their own", async () => {
  const { unsubscribeAll } = await import('../../src/services/alerts/follow-store');
  await unsubscribeAll('admin');
  expect((await db().doc('follows/admin').get()).data()).toMatchObject({ targets: [], alertMode: 'off' });
  await unsubscribeAll('no-such-account');
  expect((await db().doc('follows/no-such-account').get()).exists).toBe(false);
}, 60_000);
