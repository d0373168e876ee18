/** The Stripe emulator's hosted checkout page, filled in as a customer would. */
import type { Page } from '@playwright/test';
import { formatPeriod } from '@cannabis-reports/contracts';
import { TEST_CARDS } from '@cannabis-reports/test-support/src/stripe';

export async function fillCheckout(page: Page, card: string = TEST_CARDS.succeeds): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Test Payer');
}

/** A day as the app shows it ('Mar 15, 2027', decision 0143), in the tests' time zone, UTC. */
export const shownDate = (seconds: number): string => formatPeriod(new Date(seconds * 1000).toISOString().slice(0, 10));
