/** Prices as people read them: "$19.99 / month", "$50.00 / 3 months", "$199.99 a year", "Annual plan". */
import type { Price } from './types';

const SYMBOLS: Record<string, string> = { usd: '$', eur: '€', gbp: '£' };

export function formatAmount(amount: number, currency: string): string {
  const symbol = SYMBOLS[currency] ?? `${currency.toUpperCase()} `;
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbol}${(Math.abs(amount) / 100).toFixed(2)}`;
}

export function formatPrice(price: Price): string {
  const { interval, interval_count: count } = price.recurring;
  const per = count === 1 ? interval : `${count} ${interval}s`;
  return `${formatAmount(price.unit_amount, price.currency)} / ${per}`;
}

const EVERY: Record<string, string> = { day: 'a day', week: 'a week', month: 'a month', year: 'a year' };
const PLAN_NAMES: Record<string, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly', year: 'Annual' };

/** "$199.99 a year", "$50.00 every 3 months": the price with its interval in words. */
export function formatPricePerInterval(price: Price): string {
  const { interval, interval_count: count } = price.recurring;
  const every = count === 1 ? EVERY[interval] : `every ${count} ${interval}s`;
  return `${formatAmount(price.unit_amount, price.currency)} ${every}`;
}

/** "Annual plan", "Every 3 months plan": the plan a price bills, named by its interval. */
export function planName(price: Price): string {
  const { interval, interval_count: count } = price.recurring;
  return count === 1 ? `${PLAN_NAMES[interval]} plan` : `Every ${count} ${interval}s plan`;
}
