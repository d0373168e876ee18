/**
 * On a phone the signed-in header shows only the avatar, but the menu button keeps its name; the
 * report tabs keep one row, scrolled sideways.
 */
import { createTestUser, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { signInAsPaidUser, signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('the user menu button is named by the e-mail address at phone width', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/demo$/);
  const button = page.getByRole('button', { name: user.email });
  await expect(button).toBeVisible();
  await expect(page.locator('.user-menu-email')).toHaveCSS('position', 'absolute');
});

test('the report tabs keep one row on a phone, the open one in sight', async ({ page }) => {
  await signInAsPaidUser(page);
  const tabs = page.getByRole('navigation', { name: 'Reports' }).getByRole('button');
  await expect(tabs.first()).toBeEnabled();
  const tops = await tabs.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);

  // The last tab, opened by a link: scrolled into the row's sight, the page left at its top.
  await page.goto('/reports?report=market-overview');
  const last = tabs.last();
  await expect(last).toHaveAttribute('aria-current', 'page');
  await expect(last).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
