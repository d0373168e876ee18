/**
 * Every mail the product causes reaches the local inbox: Firebase Auth's password-reset
 * mail (which the Auth emulator only records) arrives there with a working link.
 */
import { AUTH_EMULATOR } from '@cannabis-reports/test-support/src/emulators';
import { waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import { createTestUser } from '@cannabis-reports/test-support/src/users';
import { expectToast, signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('a password reset mail arrives in the local inbox, and its link sets a new password', async ({ page }) => {
  const user = await createTestUser();
  await page.goto('/forgot-password');
  await page.getByPlaceholder('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'If an account exists with this email, you will receive a password reset link.');

  const mail = await waitForEmail(user.email, { subject: /^Reset your password/ });
  const link = /(http:\/\/\S+mode=resetPassword\S*)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  const oobCode = new URL(link!).searchParams.get('oobCode');
  // What the link's page does when the user submits a new password.
  const reset = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword: 'a-new-password-42' }),
  });
  expect(reset.status).toBe(200);

  await signInThroughUi(page, user.email, 'a-new-password-42');
  await expect(page).toHaveURL(/\/demo$/);
});
