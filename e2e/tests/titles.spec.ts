/** Each route has its own document title, read out after a navigation inside the app. */
import { signInAsNewUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

const SITE = 'Cannabis Market Reports';

test('signed-out routes have their own titles, and a navigation announces the new one', async ({ page }) => {
  const announcer = page.locator('[aria-live="polite"].visually-hidden');
  for (const [route, name] of [
    ['/register', 'Create your account'],
    ['/forgot-password', 'Reset password'],
    ['/verify', 'Email verification'],
    ['/failure', 'Payment cancelled'],
    ['/success', 'Payment'],
    ['/no/such/page', 'Page not found'],
    ['/', 'Sign in'],
  ]) {
    await page.goto(route);
    await expect(page).toHaveTitle(`${name} · ${SITE}`);
  }
  // The first page of a visit is not announced: the browser reads its title as it loads.
  await expect(announcer).toHaveText('');
  await page.getByRole('link', { name: 'Register here' }).click();
  await expect(page).toHaveTitle(`Create your account · ${SITE}`);
  await expect(announcer).toHaveText(`Create your account · ${SITE}`);
  await page.getByRole('link', { name: /Sign in here/ }).click();
  await expect(announcer).toHaveText(`Sign in · ${SITE}`);
});

test('signed-in routes have their own titles', async ({ page }) => {
  await signInAsNewUser(page);
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page).toHaveTitle(`Demo · ${SITE}`);
  await expect(page.locator('[aria-live="polite"].visually-hidden')).toHaveText(`Demo · ${SITE}`);
  for (const [route, name] of [
    ['/dashboard', 'Upgrade'],
    ['/profile', 'Profile'],
    ['/reports', 'Reports'],
  ]) {
    await page.goto(route);
    await expect(page).toHaveTitle(`${name} · ${SITE}`);
  }
});
