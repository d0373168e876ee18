/**
 * The paid lifecycle in Chromium, through the Stripe emulator's hosted checkout page and
 * its signed webhooks. The emulator's clock is shared, so these journeys run one after
 * another in one worker.
 */
import { adminDb, forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { advanceClock, STRIPE_EMULATOR_URL, TEST_CARDS } from '@cannabis-reports/test-support/src/stripe';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  waitForUserState,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import type { Page } from '@playwright/test';
import { expectToast, signInThroughUi } from '../support/auth';
import { fillCheckout, longDate } from '../support/checkout';
import { expect, test } from '../support/fixtures';

// Every journey pays with the same test cards; the product allows one trial per card.
test.beforeEach(forgetTrialCards);

test.describe.configure({ mode: 'default' });

const DAY = 86_400;

async function signedInUser(page: Page, fields: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  if (Object.keys(fields).length) await setUserFields(user.uid, fields);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/demo$/);
  return user;
}

async function openCheckout(page: Page, button: 'Start trial' | 'Pay'): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_EMULATOR_URL}/checkout/cs_test_`));
  await expect(page.getByRole('button', { name: button })).toBeVisible();
}

/** Pays on the checkout page and follows /success to /reports. */
async function payAndConfirm(page: Page, button: 'Start trial' | 'Pay'): Promise<void> {
  await fillCheckout(page);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
  await expect(
    page.getByText('Congratulations! Your payment was successful, and your subscription is now active.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/reports$/, { timeout: 6000 });
}

const acceptDialogs = (page: Page) => page.on('dialog', (dialog) => void dialog.accept());

test('trial: start it, reach the reports, cancel it, and lose access', async ({ page }) => {
  const user = await signedInUser(page);
  await page.goto('/dashboard');
  await expect(page.getByText('7 day free trial for new subscribers only')).toBeVisible();
  await openCheckout(page, 'Start trial');
  await payAndConfirm(page, 'Start trial');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText('Active')).toBeVisible();
  const record = await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'trialing');
  const trialEnd = (record.currentPeriodEnd as { seconds: number }).seconds;
  await expect(page.getByText(`Next Billing Date: ${longDate(trialEnd)}`)).toBeVisible();
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
  const endsOn = longDate((record.subscriptionEndsAt as { seconds: number }).seconds);
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
  await advanceClock(STRIPE_EMULATOR_URL, 32 * DAY);
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
  const alert = page.waitForEvent('dialog');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect((await alert).message()).toBe('You already have an active subscription, click OK to go to reports page');
  await expect(page).toHaveURL(/\/reports$/);
});

test('a paid user who opens the upgrade page goes on to /reports', async ({ page }) => {
  await signedInUser(page, { trialAvailed: true });
  await openCheckout(page, 'Pay');
  await payAndConfirm(page, 'Pay');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/reports$/);
});
