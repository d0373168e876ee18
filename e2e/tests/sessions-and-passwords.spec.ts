import { createTestUser, uniqueEmail, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { expectToast, signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test("'Sign out of all devices' on /profile signs out this browser and, on its next call, another one", async ({
  page,
  browser,
}) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  try {
    await signInThroughUi(other, user.email, user.password);
    await expect(other).toHaveURL(/\/demo$/);
    const otherSignedInAt = Date.now();
    await signInThroughUi(page, user.email, user.password);
    await expect(page).toHaveURL(/\/demo$/);
    // Revocation counts in whole seconds: the other device's session must be older than it.
    await page.waitForTimeout(1100);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await expectToast(page, 'You have been signed out on all your devices.');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

    // The other device still holds a valid ID token (no reload, so the SDK does not refresh
    // it): its next API call, the upgrade page's read of the user info, is refused, and it
    // signs out with the reason. The upgrade page reads the user info again only when the
    // sign-in's read is more than 5 s old (FRESH_USER_INFO_MS in web/src/lib/auth.tsx).
    await other.waitForTimeout(Math.max(0, otherSignedInAt + 5_500 - Date.now()));
    await other.getByRole('link', { name: 'Start your 7 day free trial' }).click();
    await expectToast(other, 'Please sign in again.');
    await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(other).toHaveURL(/\/$/);
  } finally {
    await otherDevice.close();
  }
});

test('registration refuses one of the most common passwords with a clear message', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill(uniqueEmail('common'));
  await page.getByLabel('Password').fill('iloveyou1');
  await page.getByRole('checkbox', { name: 'I Agree to the Disclaimer' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expectToast(page, 'Invalid password. This password is one of the most common ones.');
  await expect(page).toHaveURL(/\/register$/);
});
