/** Prices as people read them: "$19.99 / month", "$50.00 / 3 months". */
import type { Price } from './types';

const SYMBOLS: Record<string, string> = { usd: '$', eur: '€', gbp: '£' };

export function formatAmount(amount: number, currency: string): string {
  const symbol = SYMBOLS[currency] ?? `${currency.toUpperCase()} `;
  return `${symbol}${(amount / 100).toFixed(2)}`;
}

export function formatPrice(price: Price): string {
  const { interval, interval_count: count } = price.recurring;
  const per = count === 1 ? interval : `${count} ${interval}s`;
  return `${formatAmount(price.unit_amount, price.currency)} / ${per}`;
}
