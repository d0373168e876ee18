/**
 * A chart's value axis in a reader's terms: one magnitude for the whole axis ($K, $M or $B
 * for dollars), named with the unit in the axis title, so the tick labels are short plain
 * numbers ('0', '2.5', '5') that a phone's narrow chart has room for.
 */
import type { Unit } from '../api/report-data';

export interface ValueScale {
  /** What each tick is divided by: 1, a thousand, a million or a billion. */
  divisor: number;
  /** The axis title, e.g. 'Millions of US dollars ($M)'. */
  title: string;
}

const MAGNITUDES = [
  { divisor: 1e9, suffix: 'B', words: 'Billions' },
  { divisor: 1e6, suffix: 'M', words: 'Millions' },
  // Below ten thousand, figures read well in full ('2,500').
  { divisor: 1e3, suffix: 'K', words: 'Thousands', from: 1e4 },
];

/** The money units' names on an axis: Canadian dollars as 'C$', never a bare '$'. */
const CURRENCIES: Partial<Record<Unit, { name: string; symbol: string }>> = {
  usd: { name: 'US dollars', symbol: '$' },
  'usd-price': { name: 'US dollars', symbol: '$' },
  cad: { name: 'Canadian dollars', symbol: 'C$' },
  'cad-price': { name: 'Canadian dollars', symbol: 'C$' },
};

/**
 * The span of the value axis for figures from `min` to `max`: it always holds zero, so
 * heights compare honestly and a fall (a negative change) is drawn below the zero line, and
 * keeps 5 % of room beyond the figures on the side or sides that have them.
 */
export function valueRange(min: number, max: number): [number, number] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (low === 0 && high === 0) return [0, 1];
  return [low * 1.05, high * 1.05];
}

/** The scale for an axis whose largest figure, in size, is `max`. Percentages and indexes are never scaled. */
export function valueScale(max: number, unit: Unit): ValueScale {
  if (unit === 'percent') return { divisor: 1, title: 'Percent (%)' };
  // An index is read against its base of 100: never scaled to thousands.
  if (unit === 'index') return { divisor: 1, title: 'Index (base month = 100)' };
  const currency = CURRENCIES[unit];
  const magnitude = MAGNITUDES.find((entry) => Math.abs(max) >= (entry.from ?? entry.divisor));
  if (!magnitude) return { divisor: 1, title: currency ? `${currency.name} (${currency.symbol})` : 'Count' };
  return {
    divisor: magnitude.divisor,
    title: currency
      ? `${magnitude.words} of ${currency.name} (${currency.symbol}${magnitude.suffix})`
      : `Count, ${magnitude.words.toLowerCase()} (${magnitude.suffix})`,
  };
}

/** The tick labels: as few decimals as tell the ticks apart exactly (at most three). */
export function formatValueTicks(ticks: number[], scale: ValueScale): string[] {
  const scaled = ticks.map((tick) => tick / scale.divisor);
  const exact = (decimals: number) =>
    scaled.every((value) => Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) < 1e-6);
  const decimals = [0, 1, 2].find(exact) ?? 3;
  const format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return scaled.map((value) => format.format(value));
}
