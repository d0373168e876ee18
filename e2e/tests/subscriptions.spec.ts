/**
 * The paid lifecycle in Chromium, through the Stripe emulator's hosted checkout page and
 * its signed webhooks. Each journey's customer is on a Stripe test clock of its own, so the
 * journeys run on both workers at once.
 */
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import {
  advancePastNextRetry,
  advanceTime,
  DISTINCT_SUCCESSFUL_CARDS,
  failNextRenewal,
  STRIPE_EMULATOR_URL,
  stripeClient,
  TEST_CARDS,
} from '@cannabis-reports/test-support/src/stripe';
import { setUserFields, waitForUserState } from '@cannabis-reports/test-support/src/users';
import type { Page } from '@playwright/test';
import { expectToast } from '../support/auth';
import { fillCheckout, shownDate } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { monthlySubscriber, openCheckout, payAndConfirm, signedInUser } from '../support/subscriber';

/**
 * The product allows one free trial per card: each journey that starts one pays with a card of
 * its own (no other journey starts a trial; the global set-up forgets the integration suites' claims).
 */
const TRIAL_CARDS = {
  lifecycle: DISTINCT_SUCCESSFUL_CARDS[1],
  reminder: DISTINCT_SUCCESSFUL_CARDS[2],
  deletion: DISTINCT_SUCCESSFUL_CARDS[3],
};

const DAY = 86_400;

const acceptDialogs = (page: Page) => page.on('dialog', (dialog) => void dialog.accept());

test('trial: start it, reach the reports, cancel it, and lose access', async ({ page }) => {
  const user = await signedInUser(page);
  await page.goto('/dashboard');
  await expect(page.getByText('7 day free trial for new subscribers only')).toBeVisible();
  await openCheckout(page, 'Start trial');
  await payAndConfirm(page, 'Start trial', TRIAL_CARDS.lifecycle);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText('Active')).toBeVisible();
  const record = await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'trialing');
  const trialEnd = (record.currentPeriodEnd as { seconds: number }).seconds;
  await expect(page.getByText(`Next Billing Date: ${shownDate(trialEnd)}`)).toBeVisible();
  acceptDialogs(page);
  await page.getByRole('button', { name: 'Cancel Trial' }).click();
  await expectToast(page, 'Trial canceled. Subscribe to continue using the service.');
  await expect(page.getByText('No active subscription')).toBeVisible();
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });

  // The trial is used: the upgrade page now offers only the monthly plan.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Upgrade to premium and get reports!' })).toBeVisible();
  await expect(page.getByText('7 day free trial for new subscribers only')).toBeHidden();
  expect((await adminDb().doc(`users/${user.uid}`).get()).get('isPaidUser')).toBe(false);
});

test('monthly: subscribe, cancel at period end (banner and notice), resume, then cancel and let it end', async ({
  page,
}) => {
  const user = await signedInUser(page, { trialAvailed: true });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(page.getByText('7 day free trial for new subscribers only')).toBeHidden();
  await openCheckout(page, 'Pay');
  await payAndConfirm(page, 'Pay');

  await page.goto('/profile');
  acceptDialogs(page);
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const record = await waitForUserState(user.uid, (stored) => stored.subscriptionCancelAtPeriodEnd === true);
  const endsOn = shownDate((record.subscriptionEndsAt as { seconds: number }).seconds);
  await expect(page.getByText(`until the end of the current billing period, on ${endsOn}`)).toBeVisible();

  await page.goto('/dashboard');
  await expect(
    page.getByText(
      `Your subscription is scheduled to end on ${endsOn}. After this date, you will lose access to premium features.`,
    ),
  ).toBeVisible();
  // The plan is still theirs: no Subscribe button that could only fail.
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await page.getByRole('link', { name: /Resume your subscription/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(page.getByText(/Next Billing Date: \w+ \d+, \d{4}/)).toBeVisible();

  // Cancel again and let the period pass: the subscription ends and access goes.
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();
  await advanceTime(user.customer, 32 * DAY);
  await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'canceled');
  await page.goto('/profile');
  await expect(page.getByText('No active subscription')).toBeVisible();
  await page.goto('/reports');
  await expect(page.getByText('You need an active subscription to access reports.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });
});

test('a declined card shows its error and nothing is paid', async ({ page }) => {
  const user = await signedInUser(page);
  await openCheckout(page, 'Start trial');
  await fillCheckout(page, TEST_CARDS.declined);
  await page.getByRole('button', { name: 'Start trial' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.goto('http://127.0.0.1:5000/profile');
  await expect(page.getByText('No active subscription')).toBeVisible();
  expect((await adminDb().doc(`users/${user.uid}`).get()).get('isPaidUser')).toBe(false);
});

test('cancelling on the checkout page leads to /failure, then /dashboard after 3 s', async ({ page }) => {
  await signedInUser(page);
  await openCheckout(page, 'Start trial');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/failure$/);
  await expect(page.getByText('Payment is cancelled. Please try again.')).toBeVisible();
  await expect(page.getByText('Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });
});

test('a reader who became a subscriber elsewhere and clicks Subscribe is told so and sent to /reports', async ({
  page,
}) => {
  const user = await signedInUser(page, { trialAvailed: true });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  // Paid in another tab or device while this page was open.
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  // A listener stops Playwright's automatic dismissal: the alert must be answered, as a reader would.
  const alert = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect(await alert).toBe('You already have an active subscription, click OK to go to reports page');
  await expect(page).toHaveURL(/\/reports$/);
});

test('a paid user who opens the upgrade page goes on to /reports', async ({ page }) => {
  await signedInUser(page, { trialAvailed: true });
  await openCheckout(page, 'Pay');
  await payAndConfirm(page, 'Pay');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/reports$/);
});

// The billing lifecycle: portal, invoices, failed renewals, the trial reminder,
// 3D Secure, decline reasons and account deletion, each on its customer's own clock.

/** A monthly subscriber through the UI; answers their Stripe customer id. */
/** On the emulator's portal page: a new card, then back to /profile. */
async function replaceCardInPortal(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_EMULATOR_URL}/portal/`));
  await expect(page.getByRole('heading', { name: 'Manage billing' })).toBeVisible();
  await fillCheckout(page, TEST_CARDS.succeeds);
  await page.getByRole('button', { name: 'Update card' }).click();
  await expect(page.getByText('Your payment method was updated.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

const PAYMENT_FAILED = 'Your last payment failed. Update your card to keep access.';

test('billing: invoices on /profile, and Manage billing replaces the card in the portal', async ({ page }) => {
  await monthlySubscriber(page);
  await page.goto('/profile');
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row').nth(1)).toContainText('$19.99');
  await expect(invoices.getByRole('row').nth(1)).toContainText('Paid');
  await expect(invoices.getByRole('link', { name: /View invoice/ })).toHaveAttribute(
    'href',
    new RegExp(`^${STRIPE_EMULATOR_URL}/invoice/in_`),
  );
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await replaceCardInPortal(page);
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
});

test('a failed renewal: red banner on every page and a mail, then a new card in the portal brings it back', async ({
  page,
}) => {
  const { user, customer } = await monthlySubscriber(page);
  await failNextRenewal(STRIPE_EMULATOR_URL, customer);
  await advanceTime(customer, 32 * DAY);
  await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'past_due');
  await waitForEmail(user.email, { subject: /Your payment failed/ });

  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: PAYMENT_FAILED })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('alert').filter({ hasText: PAYMENT_FAILED })).toBeVisible();
  await page.getByRole('button', { name: 'Update your card' }).click();
  await replaceCardInPortal(page);

  await advancePastNextRetry(customer);
  await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'active');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText(PAYMENT_FAILED)).toBeHidden();
});

test('a failed renewal that is never paid ends in cancellation, and access goes', async ({ page }) => {
  const { user, customer } = await monthlySubscriber(page);
  await failNextRenewal(STRIPE_EMULATOR_URL, customer);
  await advanceTime(customer, 32 * DAY);
  await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'past_due');
  await page.goto('/profile');
  await expect(page.getByText(PAYMENT_FAILED)).toBeVisible();

  await advanceTime(customer, 16 * DAY);
  await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'canceled');
  await page.goto('/profile');
  await expect(page.getByText('No active subscription')).toBeVisible();
  await expect(page.getByText(PAYMENT_FAILED)).toBeHidden();
  await page.goto('/reports');
  await expect(page.getByText('You need an active subscription to access reports.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });
});

test('the trial reminder reaches the local inbox three days before the trial ends', async ({ page }) => {
  const user = await signedInUser(page);
  await openCheckout(page, 'Start trial');
  await payAndConfirm(page, 'Start trial', TRIAL_CARDS.reminder);
  const record = await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'trialing');
  await advanceTime(user.customer, 4 * DAY + 60);
  const trialEnd = shownDate((record.currentPeriodEnd as { seconds: number }).seconds);
  const mail = await waitForEmail(user.email, { subject: /Your free trial ends on/ });
  expect(mail.subject).toBe(`Your free trial ends on ${trialEnd}`);
  expect(mail.text).toContain('your card will be charged $19.99/month');
  expect(mail.text).toContain('choose Cancel Trial');
});

test('3D Secure: completing the authentication starts the subscription', async ({ page }) => {
  const user = await signedInUser(page, { trialAvailed: true });
  await openCheckout(page, 'Pay');
  await fillCheckout(page, TEST_CARDS.authentication);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
  await expect(page).toHaveURL(/\/reports$/, { timeout: 6000 });
  expect((await adminDb().doc(`users/${user.uid}`).get()).get('isPaidUser')).toBe(true);
});

test('3D Secure: a failed authentication leads back to the upgrade page, which says nothing was charged', async ({
  page,
}) => {
  const user = await signedInUser(page, { trialAvailed: true });
  await openCheckout(page, 'Pay');
  await fillCheckout(page, TEST_CARDS.authentication);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.getByRole('alert')).toContainText('We are unable to authenticate your payment method');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/failure$/);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });
  await expect(page.getByText(/Your payment was not completed and you have not been charged/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect((await adminDb().doc(`users/${user.uid}`).get()).get('isPaidUser')).toBe(false);
});

test('a card with insufficient funds shows its decline reason', async ({ page }) => {
  await signedInUser(page, { trialAvailed: true });
  await openCheckout(page, 'Pay');
  await fillCheckout(page, TEST_CARDS.insufficientFunds);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card has insufficient funds.');
});

test('account deletion: the subscription is cancelled, the records go, the same e-mail registers clean', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await openCheckout(page, 'Start trial');
  await payAndConfirm(page, 'Start trial', TRIAL_CARDS.deletion);
  const record = await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'trialing');

  await page.goto('/profile');
  await expect(page.getByText(/cancels your subscription at once, with no refund/)).toBeVisible();
  await page.getByLabel('Your password').fill(user.password);
  const dialog = page.waitForEvent('dialog');
  const click = page.getByRole('button', { name: 'Delete account' }).click();
  const confirmation = await dialog;
  expect(confirmation.message()).toContain('Delete your account? Deleting your account cancels your subscription');
  await confirmation.accept();
  await click;
  await expectToast(page, 'Your account has been deleted.');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  const subscription = await stripeClient().subscriptions.retrieve(String(record.stripeSubscriptionId));
  expect(subscription.status).toBe('canceled');
  expect((await adminDb().doc(`users/${user.uid}`).get()).exists).toBe(false);

  await page.goto('/register');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('another-password-1');
  await page.getByRole('checkbox', { name: 'I Agree to the Disclaimer' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('7 day free trial for new subscribers only')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('No active subscription')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeHidden();
});
