/**
 * A team end to end: the owner makes a team on /profile and invites a colleague by email; the
 * colleague opens the mailed link, signs in with the invited address, joins, and reads a paid report
 * with the team's subscription; removed by the owner, they are refused the reports on their next visit.
 */
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { Timestamp } from 'firebase-admin/firestore';
import { expectToast, signInAsNewUser, signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('an owner invites a colleague through the inbox, who joins and opens a paid report until removed', async ({
  page,
  browser,
}) => {
  const owner = await signInAsNewUser(page, { emailVerified: true });
  await page.goto('/profile');
  const card = page.getByRole('region', { name: /^Team(: |$)/ });
  await card.getByLabel('Team name').fill('Acme Dispensaries');
  await card.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('heading', { name: 'Team: Acme Dispensaries' })).toBeVisible();
  await expect(card.getByText(/^1 seat\. The team has no active subscription/)).toBeVisible();

  // The team's subscription as the billing sync writes it on the team's record.
  const teamId = String((await waitForUserRecord(owner.uid)).teamId);
  const periodEnd = Timestamp.fromMillis(Date.now() + 30 * 24 * 60 * 60 * 1000);
  await adminDb()
    .doc(`teams/${teamId}`)
    .set({ isPaidUser: true, stripeSubscriptionStatus: 'active', currentPeriodEnd: periodEnd }, { merge: true });

  const colleague = await createTestUser();
  await waitForUserRecord(colleague.uid);
  await setUserFields(colleague.uid, { emailVerified: true });
  await card.getByLabel('Email').fill(colleague.email);
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, `An invitation is on its way to ${colleague.email}.`);
  await expect(card.getByRole('button', { name: `Revoke the invitation to ${colleague.email}` })).toBeVisible();

  const mail = await waitForEmail(colleague.email, { subject: /^You are invited to join Acme Dispensaries/ });
  const link = /(http:\/\/\S+\/team\/accept\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();

  // Opened from the mail on the colleague's own browser: signed out first.
  const mailContext = await browser.newContext();
  const mailPage = await mailContext.newPage();
  await mailPage.goto(link!);
  await expect(mailPage.getByRole('heading', { name: 'Join a team' })).toBeVisible();
  await expect(mailPage.getByText(/Sign in \(or create an account\) with the email address/)).toBeVisible();
  await signInThroughUi(mailPage, colleague.email, colleague.password);
  await expect(mailPage).toHaveURL(/\/demo$/, { timeout: 30_000 });
  await mailPage.goto(link!);
  await mailPage.getByRole('button', { name: 'Join the team' }).click();
  await expect(mailPage.getByRole('heading', { name: 'Welcome to Acme Dispensaries' })).toBeVisible();
  await mailPage.getByRole('link', { name: 'Open the reports' }).click();
  await expect(mailPage).toHaveURL(/\/reports$/);
  const viewer = mailPage.getByRole('region', { name: 'Report' });
  await viewer.getByRole('button', { name: 'Market overview' }).click();
  await expect(viewer.getByRole('figure', { name: 'Monthly sales by state' }).locator('canvas').first()).toBeVisible();

  // The owner sees two seats and removes the colleague.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(card.getByText(/^2 seats\. The team's subscription gives every member the reports/)).toBeVisible();
  await card.getByRole('button', { name: `Remove ${colleague.email}` }).click();
  await expectToast(page, `${colleague.email} is removed.`);
  await expect(card.getByText(/^1 seat\./)).toBeVisible();

  await mailPage.goto(new URL('/reports', link).toString());
  await expect(mailPage.getByText('You need an active subscription to access reports.')).toBeVisible();
  await mailContext.close();
});
