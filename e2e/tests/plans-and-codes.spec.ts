/**
 * The annual plan and promotion codes in Chromium, through the Stripe emulator's hosted
 * checkout and portal pages: a code applied on the checkout page shows on /profile, and an
 * annual purchase is switched to monthly in the portal. Each customer is on a Stripe test clock
 * of its own, so a clock moved by the other worker's journeys never reaches these.
 */
import { customerOnOwnClock, STRIPE_EMULATOR_URL, stripeClient } from '@cannabis-reports/test-support/src/stripe';
import { waitForUserState } from '@cannabis-reports/test-support/src/users';
import type { Page } from '@playwright/test';
import { signInAsNewUser } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { payAndConfirm } from '../support/subscriber';

/** A signed-in new user; with `trialAvailed` the plans are charged at once, else Subscribe starts the trial. */
async function payingUser(page: Page, fields: Record<string, unknown> = {}) {
  const user = await signInAsNewUser(page, fields);
  await customerOnOwnClock(user);
  await expect(page).toHaveURL(/\/demo$/);
  return user;
}

test('a promotion code applied on the checkout page shows its discount on /profile', async ({ page }) => {
  const code = `E2E${Date.now()}`;
  const coupon = await stripeClient().coupons.create({ percent_off: 20, duration: 'forever' });
  await stripeClient().promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code });
  const user = await payingUser(page, { trialAvailed: true });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_EMULATOR_URL}/checkout/cs_test_`));

  await page.getByLabel('Promotion code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('This code is invalid.');
  await page.getByLabel('Promotion code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${code}: 20% off forever`)).toBeVisible();
  await payAndConfirm(page, 'Pay');
  await waitForUserState(user.uid, (record) => record.isPaidUser === true);

  await page.goto('/profile');
  await expect(page.getByText(`${code}: 20% off every payment`)).toBeVisible();
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1);
  await expect(row).toContainText(`$15.99 (monthly) (${code} discount −$4.00)`);

  // The invoice's own page: its line's period and interval, the discount by name, the totals.
  await page.goto(String(await row.getByRole('link', { name: /^View invoice/ }).getAttribute('href')));
  await expect(page.getByText('(Monthly plan, $19.99 a month)')).toBeVisible();
  await expect(page.getByText(`Discount: ${code} (20% off forever)`)).toBeVisible();
  await expect(page.locator('main')).toContainText('Subtotal$19.99');
  await expect(page.locator('main')).toContainText('Total$15.99');
});

test('an annual purchase, then a switch to monthly in the portal', async ({ page }) => {
  // Trial used: the first invoice is the year's price. (Eligible, the reader's card would decide:
  // whether another journey had claimed the same test card for its trial.)
  const user = await payingUser(page, { trialAvailed: true });
  await page.goto('/dashboard');
  const annual = page.getByRole('article', { name: 'Annual' });
  await expect(annual.getByText('$199.99')).toBeVisible();
  await expect(annual.getByText('Two months free')).toBeVisible();
  await annual.getByRole('button', { name: 'Choose annual' }).click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_EMULATOR_URL}/checkout/cs_test_`));
  await expect(page.getByRole('heading', { name: 'Annual plan' })).toBeVisible();
  await expect(page.getByText('$199.99 a year').first()).toBeVisible();
  await payAndConfirm(page, 'Pay');
  await waitForUserState(user.uid, (record) => record.isPaidUser === true);

  await page.goto('/profile');
  await expect(page.getByText('Annual ($199.99 a year)')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toContainText('$199.99 (annual)');
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_EMULATOR_URL}/portal/`));
  await page.getByRole('button', { name: /^Switch to monthly/ }).click();
  await expect(page.getByText('Your plan was updated.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Monthly ($19.99 a month)')).toBeVisible();
});
