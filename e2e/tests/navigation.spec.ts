/**
 * The header leads to the reports: a paying or trialing user's Reports (and logo) open them, a
 * free user's Reports opens the upgrade page; the page shown is marked in the navigation.
 */
import type { Page } from '@playwright/test';
import { signInAsNewUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

const navigation = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

async function expectCurrent(page: Page, name: string) {
  await expect(navigation(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(navigation(page).locator('[aria-current="page"]')).toHaveCount(1);
}

for (const status of ['active', 'trialing']) {
  test(`a ${status} subscriber reaches the reports from the header and from the logo`, async ({ page }) => {
    await signInAsNewUser(page, { isPaidUser: true, trialAvailed: true, stripeSubscriptionStatus: status });
    await expect(page).toHaveURL(/\/reports$/);
    await expectCurrent(page, 'Reports');

    await navigation(page).getByRole('link', { name: 'Demo', exact: true }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expectCurrent(page, 'Demo');

    await navigation(page).getByRole('link', { name: /home/ }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await navigation(page).getByRole('link', { name: 'Demo', exact: true }).click();
    await navigation(page).getByRole('link', { name: 'Reports', exact: true }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  });
}

test("a free user's Reports leads to the upgrade page, marked as the page shown", async ({ page }) => {
  await signInAsNewUser(page);
  await expect(page).toHaveURL(/\/demo$/);
  await expectCurrent(page, 'Demo');
  await navigation(page).getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to premium and get reports!' })).toBeVisible();
  await expectCurrent(page, 'Reports');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header keeps Reports, Demo and the user menu on one line, inside the screen', async ({ page }) => {
    const user = await signInAsNewUser(page, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
    await expect(page).toHaveURL(/\/reports$/);
    const header = navigation(page);
    const boxes = await Promise.all(
      [
        header.getByRole('link', { name: /home/ }),
        header.getByRole('link', { name: 'Reports', exact: true }),
        header.getByRole('link', { name: 'Demo', exact: true }),
        header.getByRole('button', { name: user.email }),
      ].map(async (element) => (await element.boundingBox())!),
    );
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(390);
    const top = boxes[0].y + boxes[0].height / 2;
    for (const box of boxes) expect(Math.abs(box.y + box.height / 2 - top)).toBeLessThan(4);
  });
});
