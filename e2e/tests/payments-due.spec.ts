/**
 * Payments due on a renewal, in Chromium through the Stripe emulator's hosted invoice page and
 * its clock: a renewal that needs 3D Secure confirmed and abandoned, a hard decline, an unpaid
 * subscription paid on its invoice page, past_due beyond the week of access, and an invoice PDF
 * opened from /profile. Each customer is on a Stripe test clock of its own and has failed-payment
 * settings of its own, so the journeys run beside the other worker's.
 */
import { waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import {
  advanceTime,
  configureEmulator,
  type EmulatorSettings,
  setCard,
  STRIPE_EMULATOR_URL,
  TEST_CARDS,
} from '@cannabis-reports/test-support/src/stripe';
import { setUserFields, waitForUserState, type TestUser } from '@cannabis-reports/test-support/src/users';
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { fillCheckout } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { monthlySubscriber, type PayingUser } from '../support/subscriber';

// A due date written again until it holds (dueSince) can take a few tries.
test.describe.configure({ timeout: 120_000 });

const DAY = 86_400;
/** No retries, and the subscription left past_due: a later clock move changes nothing. */
const LEFT_DUE: Partial<EmulatorSettings> = { failed_payment_action: 'past_due', retry_schedule_days: [] };
const INVOICE_PAGE = new RegExp(`^${STRIPE_EMULATOR_URL}/invoice/in_\\w+$`);

/**
 * A monthly subscriber whose card is `card` when the first renewal is charged, and whose failed
 * payments follow `settings` (this customer's own: the emulator's are shared with the other
 * worker's journeys).
 */
async function renewedWith(page: Page, card: string, settings: Partial<EmulatorSettings>): Promise<PayingUser> {
  const { user, customer } = await monthlySubscriber(page);
  await configureEmulator(STRIPE_EMULATOR_URL, settings, customer);
  await setCard(STRIPE_EMULATOR_URL, customer, card);
  await advanceTime(customer, 32 * DAY);
  return user;
}

const banner = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/**
 * Makes the payment due since `days` days ago by the server's clock, which the report gate reads
 * (the emulator's has run ahead of it), and opens /profile until `text` shows. A late webhook for
 * this customer, from the clock move that made the payment due, writes the due date back from
 * Stripe's open invoice, so it is written again until it holds.
 */
async function dueSince(page: Page, user: TestUser, days: number, text: RegExp): Promise<void> {
  await expect(async () => {
    await setUserFields(user.uid, { paymentDueSince: Timestamp.fromMillis(Date.now() - days * DAY * 1000) });
    await page.goto('/profile');
    await expect(banner(page, text)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

test('a renewal that needs 3D Secure: the banner and the mail ask to confirm it, and confirming restores it', async ({
  page,
}) => {
  const user = await renewedWith(page, TEST_CARDS.authentication, LEFT_DUE);
  await waitForUserState(user.uid, (stored) => stored.paymentActionRequired === true);
  await waitForEmail(user.email, { subject: /Confirm your payment/ });

  await page.goto('/profile');
  await expect(banner(page, 'Your bank asks you to confirm your last payment.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update your card' })).toBeHidden();
  const confirm = page.getByRole('link', { name: 'Confirm your payment' });
  await expect(confirm).toHaveAttribute('href', INVOICE_PAGE);
  await confirm.click();

  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText(/^Paid on /)).toBeVisible();
  await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'active');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(banner(page, 'confirm your last payment')).toBeHidden();
});

test('a hard decline: the banner and the mail ask for a new card, and no further attempt is promised', async ({
  page,
}) => {
  const settings: Partial<EmulatorSettings> = { failed_payment_action: 'past_due', retry_schedule_days: [3] };
  const user = await renewedWith(page, TEST_CARDS.stolen, settings);
  await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'past_due');
  const mail = await waitForEmail(user.email, { subject: /^Your payment failed$/ });
  expect(mail.text).toContain('Your bank will not accept this card again, so we will not try it again.');
  expect(mail.text).not.toContain('We will try again');

  await page.goto('/profile');
  const alert = banner(page, 'Your last payment failed. Update your card to keep access.');
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText(/try again|retry/i);
  await expect(alert.getByRole('button', { name: 'Update your card' })).toBeVisible();
});

test('a renewal that needs 3D Secure, abandoned: still due, and the reports close after the week', async ({ page }) => {
  const user = await renewedWith(page, TEST_CARDS.authentication, LEFT_DUE);
  const stored = await waitForUserState(user.uid, (record) => record.paymentActionRequired === true);
  // Abandoned: the subscriber opens the payment's page and leaves without confirming.
  await page.goto(String(stored.openInvoiceUrl));
  await expect(page.getByRole('button', { name: 'Confirm payment' })).toBeVisible();

  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await dueSince(page, user, 8, /Your access to the reports ended on/);
  await expect(page.getByRole('link', { name: 'Confirm your payment' })).toBeVisible();
});

test('past_due left as it is after the last retry: the banner says when access ends, then that it ended', async ({
  page,
}) => {
  const user = await renewedWith(page, TEST_CARDS.chargesFail, {
    failed_payment_action: 'past_due',
    retry_schedule_days: [1],
  });
  await advanceTime(user.customer, 2 * DAY);
  await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'past_due');
  await dueSince(page, user, 2, /Update your card to keep access\. Access ends on/);
  await dueSince(page, user, 8, /Your access to the reports ended on/);
  await expect(page.getByRole('button', { name: 'Update your card' })).toBeVisible();
});

test('unpaid, then paid on the open invoice page: the subscription is active again', async ({ page }) => {
  const user = await renewedWith(page, TEST_CARDS.chargesFail, {
    failed_payment_action: 'unpaid',
    retry_schedule_days: [],
  });
  await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'unpaid');

  await page.goto('/profile');
  await expect(banner(page, 'Your subscription is unpaid')).toBeVisible();
  await page.getByRole('link', { name: 'Pay the open invoice' }).click();
  await expect(page).toHaveURL(INVOICE_PAGE);
  await fillCheckout(page, TEST_CARDS.succeeds);
  await page.getByRole('button', { name: /^Pay \$19\.99$/ }).click();
  await expect(page.getByText(/^Paid on /)).toBeVisible();

  await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'active');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(banner(page, 'Your subscription is unpaid')).toBeHidden();
});

test('an invoice PDF opened from /profile carries the billing name and address from the portal', async ({ page }) => {
  await monthlySubscriber(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_EMULATOR_URL}/portal/`));
  await page.getByLabel('Name', { exact: true }).fill('Acme Dispensary LLC');
  await page.getByLabel('Address line 1').fill('1 Main St');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State or region').fill('CO');
  await page.getByLabel('Postal code').fill('80202');
  await page.getByLabel('Country').fill('US');
  await page.getByRole('button', { name: 'Save billing details' }).click();
  await expect(page.getByText('Your billing details were updated.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to the site' }).click();

  const pdfLink = page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: /as PDF$/ });
  await expect(pdfLink).toHaveAttribute('href', new RegExp(`^${STRIPE_EMULATOR_URL}/invoice/in_\\w+/pdf$`));
  const pdf = await page.request.get(String(await pdfLink.getAttribute('href')));
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = (await pdf.body()).toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text).toContain('Acme Dispensary LLC');
  expect(text).toContain('Denver CO 80202');
});
