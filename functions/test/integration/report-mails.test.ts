/**
 * Scheduled report mails end to end against the Firestore emulator and the local SMTP inbox, on
 * the repository's snapshot of the regulators' data: a paid reader's monthly view of Maryland and a
 * team's view are mailed once per run however many runs there are, two of them at once included; a
 * free reader, an unverified address and an unverified team member get nothing. The mail's figures
 * are MCA's file summed here, its workbook is read back, and its one-click link (served by the API
 * in this process) stops the mails. A view mailed 'when published' goes out once when an import run
 * publishes the data it draws. The data and the readers sit in an emulator project of their own,
 * so the product's project, which other suites import into, is left alone.
 */
import { loadSnapshot } from '@cannabis-reports/data-import';
import { openXlsx } from '@cannabis-reports/datasets/src/kit/readers/xlsx';
import { readCsv } from '@cannabis-reports/reports/src/markets/markets-test-files';
import { emailsTo, waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import { uniqueEmail } from '@cannabis-reports/test-support/src/users';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { startInProcessApi } from './in-process-api';

// The functions' own Admin SDK (services/platform/firebase) and the in-process API take the default app: this suite's project.
initializeApp({ projectId: 'demo-report-mails' });
const db = () => getFirestore();

Object.assign(process.env, {
  SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_INBOX_SMTP_PORT ?? 1025}`,
  MAIL_FROM: 'Cannabis Market Reports <no-reply@reports.local>',
  PUBLIC_SITE_URL: 'http://127.0.0.1:5000',
  FUNCTIONS_EMULATOR: 'true',
});

type Runs = typeof import('../../src/services/report-mails/report-mail-runs');
let runs: Runs;
let deps: import('../../src/services/report-mails/report-mail-runs').ReportMailDeps;

/** A reader's record: paid or not, the address verified or not. */
async function reader(label: string, { paid = true, verified = true } = {}) {
  const user = { uid: `${label}-${randomUUID().slice(0, 8)}`, email: uniqueEmail(label) };
  await db()
    .doc(`users/${user.uid}`)
    .set({
      email: user.email,
      emailVerified: verified,
      isPaidUser: paid,
      stripeSubscriptionStatus: paid ? 'active' : null,
    });
  return user;
}

async function saveView(owner: string, name: string, schedule: string, query: Record<string, string>) {
  const ref = db().collection(`${owner}/savedViews`).doc();
  await ref.set({ name, reportId: 'markets', query, createdAt: new Date(), schedule });
  return ref;
}

/** Each month's total of MCA's rows, to the cent. */
function mcaTotal(period: string): number {
  const rows = readCsv('md-mca/md-sales-by-category-by-month.csv').filter((row) => row.period === period);
  return Math.round(rows.reduce((sum, row) => sum + Number(row.total_price_usd), 0) * 100) / 100;
}

/** The report mails to `email`. */
const REPORT_MAIL = /data as of/;
const reportMails = (email: string) => emailsTo(email, REPORT_MAIL);
const waitForReportMail = (email: string) => waitForEmail(email, { subject: REPORT_MAIL });

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

// Each run of this file is its own month, so the ledger of an earlier run in the same emulators does not interfere.
const MONTH = Date.UTC(2100 + Math.floor(Math.random() * 800), 0, 15);
const NEXT_MONTH = MONTH + 31 * 86_400_000;

let owner: Awaited<ReturnType<typeof reader>>;
let free: Awaited<ReturnType<typeof reader>>;
let unverified: Awaited<ReturnType<typeof reader>>;
let member: Awaited<ReturnType<typeof reader>>;
let unverifiedMember: Awaited<ReturnType<typeof reader>>;
let teamId: string;
let api: Awaited<ReturnType<typeof startInProcessApi>>;

beforeAll(async () => {
  api = await startInProcessApi();
  await loadSnapshot(db(), path.resolve(__dirname, '../../../data-snapshot'));
  runs = await import('../../src/services/report-mails/report-mail-runs');
  const { signUnsubscribeToken } = await import('../../src/services/alerts/unsubscribe-token');
  const { sendEmail } = await import('../../src/services/mail/transport');
  deps = {
    send: sendEmail,
    site: 'http://127.0.0.1:5000',
    unsubscribeUrl: (uid, viewPath) =>
      `${api.base}/api/report-mails/unsubscribe?token=${signUnsubscribeToken(
        process.env.ALERT_LINK_SECRET ?? '',
        `${uid}/${viewPath}`,
        'report-mails',
      )}`,
    now: () => MONTH,
  };
  [owner, free, unverified, member, unverifiedMember] = await Promise.all([
    reader('report-owner'),
    reader('report-free', { paid: false }),
    reader('report-unverified', { verified: false }),
    // Team members: the team's subscription gives them paid access, not their own records.
    reader('report-member', { paid: false }),
    reader('report-member-unverified', { paid: false, verified: false }),
  ]);
  await saveView(`users/${owner.uid}`, 'Maryland monthly', 'monthly', { state: 'MD' });
  await saveView(`users/${free.uid}`, 'Maryland, free', 'monthly', { state: 'MD' });
  await saveView(`users/${unverified.uid}`, 'Maryland, unverified', 'monthly', { state: 'MD' });
  // A team as the teams' model keeps it: its subscription fields on the team, its members beside it.
  teamId = `team-${randomUUID().slice(0, 8)}`;
  await db().doc(`teams/${teamId}`).set({ name: 'Acme', ownerUid: member.uid, seats: 2, isPaidUser: true });
  for (const [user, role] of [
    [member, 'owner'],
    [unverifiedMember, 'member'],
  ] as const)
    await db().doc(`teams/${teamId}/members/${user.uid}`).set({ role, email: user.email, joinedAt: new Date() });
  await saveView(`teams/${teamId}`, 'Team Maryland', 'monthly', { state: 'MD' });
}, 240_000);

it('mails each paid, verified recipient once for the month, however many runs, two at once included', async () => {
  await Promise.all([runs.sendScheduledReportMails('monthly', deps), runs.sendScheduledReportMails('monthly', deps)]);
  const again = await runs.sendScheduledReportMails('monthly', deps);
  expect(again.sent).toBe(0);

  await waitForReportMail(owner.email);
  await waitForReportMail(member.email);
  await settle();
  expect((await reportMails(owner.email)).length).toBe(1);
  expect((await reportMails(member.email)).length).toBe(1);
  for (const user of [free, unverified, unverifiedMember]) expect(await reportMails(user.email)).toEqual([]);
}, 120_000);

it("gives Maryland's figures as MCA's file adds up, its workbook, and the one-click headers", async () => {
  const [mail] = await reportMails(owner.email);
  expect(mail.subject).toBe('Maryland monthly: Maryland cannabis market, data as of Nov 2025');
  const dollars = (period: string) => `$${Math.round(mcaTotal(period)).toLocaleString('en-US')}`;
  expect(mail.text).toContain(`Total sales (USD), November 2025: ${dollars('2025-11')}.`);
  expect(mail.text).toContain(`Month before (October 2025): ${dollars('2025-10')}`);
  expect(mail.text).toContain(`A year before (November 2024): ${dollars('2024-11')}`);
  expect(mail.text).toContain('http://127.0.0.1:5000/reports?report=markets&state=MD');
  expect(mail.listHeaders?.['list-unsubscribe']).toMatch(/^<http:\/\/\S+\/api\/report-mails\/unsubscribe\?token=\S+>$/);
  expect(mail.listHeaders?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  const [attachment] = mail.attachments ?? [];
  expect(attachment?.filename).toBe('maryland-monthly.xlsx');
  const workbook = openXlsx(Buffer.from(attachment.content, 'base64'));
  expect(workbook.sheetNames).toContain('Latest month compared');
  const total = workbook.readSheet('Latest month compared').find((row) => row.cells[0] === 'Total sales (USD)');
  expect(Number(total?.cells[1])).toBeCloseTo(mcaTotal('2025-11'), 2);
}, 30_000);

it("stops the owner's and a team member's mails with the mail's link, and refuses a forged one", async () => {
  for (const user of [owner, member]) {
    const [mail] = await reportMails(user.email);
    const link = /(https?:\/\/\S+\/report-mails\/unsubscribe\?token=[A-Za-z0-9_.-]+)/.exec(mail.text)?.[1] ?? '';
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe from this saved view’s e-mails');
    const token = new URL(link).searchParams.get('token') ?? '';
    const forged = `${Buffer.from(`${free.uid}/users/${free.uid}/savedViews/abc`).toString('base64url')}.${token.split('.')[1]}`;
    expect((await fetch(`${api.base}/api/report-mails/unsubscribe?token=${forged}`, { method: 'POST' })).status).toBe(
      400,
    );
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
  }
  const next = await runs.sendScheduledReportMails('monthly', { ...deps, now: () => NEXT_MONTH });
  await settle();
  expect((await reportMails(owner.email)).length).toBe(1);
  expect((await reportMails(member.email)).length).toBe(1);
  // The free reader's and the unverified views are still scheduled, and still not mailed.
  expect(next.sent).toBe(0);
}, 60_000);

it("mails a view 'when published' once for the run that publishes its data, and not for another market's", async () => {
  const publishedReader = await reader('report-published');
  await saveView(`users/${publishedReader.uid}`, 'Maryland when published', 'published', { state: 'MD' });
  await saveView(`users/${publishedReader.uid}`, 'Colorado when published', 'published', { state: 'CO' });
  const runId = `${new Date(MONTH).toISOString().slice(0, 10)}`;
  const maryland = { datasetId: 'md-sales', markets: ['MD'] };
  await Promise.all([
    runs.sendPublishedReportMails(runId, [maryland], deps),
    runs.sendPublishedReportMails(runId, [maryland, { datasetId: 'md-dashboard-metrics', markets: ['MD'] }], deps),
  ]);
  await runs.sendPublishedReportMails(runId, [maryland], deps);
  await waitForReportMail(publishedReader.email);
  await settle();
  const mails = await reportMails(publishedReader.email);
  expect(mails.map((mail) => mail.subject)).toEqual([
    'Maryland when published: Maryland cannabis market, data as of Nov 2025',
  ]);
}, 60_000);

afterAll(() => api.close());
