/**
 * A forgotten password: the product mails a reset link to the local inbox, and its page sets a new
 * password under the same rule as the sign-up (a common one is refused by the page and by the server).
 */
import { waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import { createTestUser } from '@cannabis-reports/test-support/src/users';
import { expectToast, signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('a password reset mail arrives in the local inbox, and its page sets a new password', async ({ page }) => {
  const user = await createTestUser();
  await page.goto('/forgot-password');
  await page.getByPlaceholder('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'If an account exists with this email, you will receive a password reset link.');

  const mail = await waitForEmail(user.email, { subject: /^Reset your password for / });
  const link = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New Password', { exact: true }).fill('a-new-password-42');
  await page.getByLabel('Confirm New Password').fill('a-new-password-42');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expectToast(page, 'Your password has been reset. Please sign in with it.');

  await signInThroughUi(page, user.email, 'a-new-password-42');
  await expect(page).toHaveURL(/\/demo$/);
});
