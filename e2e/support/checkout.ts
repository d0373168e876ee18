/** The Stripe emulator's hosted checkout page, filled in as a customer would. */
import type { Page } from '@playwright/test';
import { TEST_CARDS } from '@cannabis-reports/test-support/src/stripe';

export async function fillCheckout(page: Page, card: string = TEST_CARDS.succeeds): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Test Payer');
}

/** A long-format date as the app shows it (en-US, UTC in these tests). */
export function longDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
