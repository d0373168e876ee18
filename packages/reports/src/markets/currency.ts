/**
 * How a market's money is named: US dollars for the US states, Canadian dollars for Statistics
 * Canada's markets. A page is in one currency, and says which in every title, axis, header and
 * note; a Canadian figure is never shown under a bare '$' (decision 0126).
 */
import type { Unit } from '@cannabis-reports/contracts';
import type { Currency } from './facts';

export const MONEY: Record<Currency, { unit: Unit; price: Unit; symbol: string; words: string }> = {
  USD: { unit: 'usd', price: 'usd-price', symbol: '$', words: 'US dollars' },
  CAD: { unit: 'cad', price: 'cad-price', symbol: 'C$', words: 'Canadian dollars' },
};

/** The monthly sales chart's title: 'Monthly sales, USD'. */
export const salesTitleOf = (currency: Currency) => `Monthly sales, ${currency}`;
