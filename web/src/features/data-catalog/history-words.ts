/** How a dataset's history says revised figures and the rows they belong to. */
import { formatPeriod } from '@cannabis-reports/contracts';
import type { RevisedFigure } from '@cannabis-reports/contracts';

const numberText = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** A revised value as written: a number with its thousands separated, text as is, 'none' for a blank. */
export function valueText(value: RevisedFigure['old']): string {
  if (value === null) return 'none';
  return typeof value === 'number' ? numberText(value) : String(value);
}

/** The change from the old value to the new one, signed: '+1,250', '-310.5'; empty unless both are numbers. */
export function changeText({ old, new: next }: RevisedFigure): string {
  if (typeof old !== 'number' || typeof next !== 'number') return '';
  const change = next - old;
  return `${change >= 0 ? '+' : '-'}${numberText(Math.abs(change))}`;
}

/** The row a figure belongs to: its period and what names it besides ('Oct 2025, county Denver'). */
export function rowText({ period, key }: RevisedFigure): string {
  const names = key
    .split(', ')
    .filter(Boolean)
    .map((pair) => pair.replace('=', ' '));
  return [period ? formatPeriod(period) : '', ...names].filter(Boolean).join(', ');
}
