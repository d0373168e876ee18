import { adminAuth } from '@cannabis-reports/test-support/src/admin';
import {
  createTestUser,
  setUserFields,
  uniqueEmail,
  waitForUserRecord,
} from '@cannabis-reports/test-support/src/users';
import { expectToast, signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.describe('sign-in', () => {
  test('shows the form, its links, and maps a wrong password to its toast', async ({ page }) => {
    const user = await createTestUser();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
    await signInThroughUi(page, user.email, 'wrong-password');
    await expectToast(page, 'Invalid email or password. Please try again.');
    await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
  });

  test('toasts sit top-right, newest on top, and close after 3 s', async ({ page }) => {
    const disabled = await createTestUser();
    await adminAuth().updateUser(disabled.uid, { disabled: true });

    await signInThroughUi(page, uniqueEmail('nobody'), 'wrong-password');
    const first = page.locator('.Toastify__toast').filter({ hasText: 'Invalid email or password. Please try again.' });
    await expect(first).toBeVisible();
    // The auto-close delay is the progress bar's animation (3000 ms; the library default is 5000).
    const progress = first.locator('.Toastify__progress-bar');
    expect(await progress.evaluate((bar) => getComputedStyle(bar).animationDuration)).toBe('3s');
    await expect(page.locator('.Toastify__toast-container')).toHaveClass(/Toastify__toast-container--top-right/);

    await page.getByLabel('Email').fill(disabled.email);
    await page.getByLabel('Password').fill(disabled.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('.Toastify__toast').first()).toContainText(
      'This account has been disabled. Please contact support.',
    );

    await expect(first).toBeHidden({ timeout: 10_000 });
  });

  test('a disabled account gets its own message', async ({ page }) => {
    const user = await createTestUser();
    await adminAuth().updateUser(user.uid, { disabled: true });
    await signInThroughUi(page, user.email, user.password);
    await expectToast(page, 'This account has been disabled. Please contact support.');
  });

  test('an unpaid user lands on /demo, with the header menu; logout returns to / and hides it', async ({ page }) => {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    await signInThroughUi(page, user.email, user.password);
    await expect(page).toHaveURL(/\/demo$/);

    await expect(page.getByRole('link', { name: 'Demo' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(user.email) }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
    await expect(page.getByRole('link', { name: 'Demo' })).toHaveCount(0);
    await page.goto('/profile');
    await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
  });

  test('a paid user lands on /reports', async ({ page }) => {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
    await signInThroughUi(page, user.email, user.password);
    await expect(page).toHaveURL(/\/reports$/);
  });

  test('the session survives a reload and reaches a second tab', async ({ page, context }) => {
    const user = await createTestUser();
    await signInThroughUi(page, user.email, user.password);
    await expect(page).toHaveURL(/\/demo$/);
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(user.email) })).toBeVisible();

    const second = await context.newPage();
    await second.goto('/profile');
    await expect(second.getByRole('heading', { name: 'Profile' })).toBeVisible();
  });
});

test.describe('forgot password', () => {
  for (const known of [true, false]) {
    test(`always answers neutrally (${known ? 'known' : 'unknown'} address)`, async ({ page }) => {
      const email = known ? (await createTestUser()).email : uniqueEmail('unknown');
      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
      await expect(
        page.getByText("Enter your email address and we'll send you a link to reset your password."),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/');
      await page.getByPlaceholder('Email address').fill(email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expectToast(page, 'If an account exists with this email, you will receive a password reset link.');
    });
  }
});
