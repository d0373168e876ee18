/** How the public pages write figures: money as published (to the cent), axes in short, months in words. */
import { formatMonth, formatPercent, type Unit } from '@cannabis-reports/contracts';

const SYMBOLS: Partial<Record<Unit, string>> = { usd: '$', 'usd-price': '$', cad: 'C$', 'cad-price': 'C$' };

const FULL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const PRICE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const SHORT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A figure in full, with its currency symbol: '$97,123,456.5', 'C$12.34' (a price always to the cent). */
export function formatFigure(value: number, unit: Unit): string {
  const symbol = SYMBOLS[unit] ?? '';
  const digits = unit.endsWith('-price') ? PRICE.format(Math.abs(value)) : FULL.format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${symbol}${digits}`;
}

/** An axis label: '$120M', '$1.2B', 'C$15', '0'. */
export function formatAxis(value: number, unit: Unit): string {
  const symbol = SYMBOLS[unit] ?? '';
  const [divisor, suffix] = value >= 1e9 ? [1e9, 'B'] : value >= 1e6 ? [1e6, 'M'] : value >= 1e4 ? [1e3, 'K'] : [1, ''];
  return `${symbol}${SHORT.format(value / divisor)}${suffix}`;
}

/** '+1.23 %' or 'not compared' where the report gives no change. */
export const formatChange = (change: number | null) => (change === null ? 'not compared' : formatPercent(change));

/** A month in words ('November 2025'); a year's label ('CY2023', 'FY2024') as it is. */
export const formatPeriodInWords = (period: string) => (/^\d{4}-\d{2}$/.test(period) ? formatMonth(period) : period);

export { formatMonth };
