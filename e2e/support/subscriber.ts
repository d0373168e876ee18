/**
 * Signed-in subscribers for the paid journeys: a user signed in through the UI, with a Stripe
 * customer on a test clock of its own (so a journey moves only its own time, beside the other
 * worker's), the upgrade page's checkout opened and paid on the Stripe emulator's hosted page.
 */
import { customerOnOwnClock, STRIPE_EMULATOR_URL } from '@cannabis-reports/test-support/src/stripe';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  waitForUserState,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import type { Page } from '@playwright/test';
import { signInThroughUi } from './auth';
import { fillCheckout } from './checkout';
import { expect } from './fixtures';

/** A test user and the Stripe customer (on its own test clock) the product's checkout will use. */
export type PayingUser = TestUser & { customer: string };

export async function signedInUser(page: Page, fields: Record<string, unknown> = {}): Promise<PayingUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  if (Object.keys(fields).length) await setUserFields(user.uid, fields);
  const customer = await customerOnOwnClock(user);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/demo$/);
  return { ...user, customer };
}

export async function openCheckout(page: Page, button: 'Start trial' | 'Pay'): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_EMULATOR_URL}/checkout/cs_test_`));
  await expect(page.getByRole('button', { name: button })).toBeVisible();
}

/** Pays on the checkout page (with `card`, default 4242 4242 4242 4242) and follows /success to /reports. */
export async function payAndConfirm(page: Page, button: 'Start trial' | 'Pay', card?: string): Promise<void> {
  await fillCheckout(page, card);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
  await expect(
    page.getByText('Congratulations! Your payment was successful, and your subscription is now active.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/reports$/, { timeout: 6000 });
}

export async function monthlySubscriber(page: Page): Promise<{ user: PayingUser; customer: string }> {
  const user = await signedInUser(page, { trialAvailed: true });
  await openCheckout(page, 'Pay');
  await payAndConfirm(page, 'Pay');
  await waitForUserState(user.uid, (stored) => stored.stripeSubscriptionStatus === 'active');
  return { user, customer: user.customer };
}
