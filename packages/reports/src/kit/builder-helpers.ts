/** What the builders share: sources, month ranges and ranking parts, filters. */
import type { ChoiceFilter, MonthRangeFilter, ReportSource, StoredDatasetMeta } from '@cannabis-reports/contracts';
import { monthPartId } from './view-layout';

/** A report's query string, as strings; each report reads what it understands. */
export type ReportQuery = Record<string, string | undefined>;

export const sourceOf = (meta: StoredDatasetMeta): ReportSource => ({
  title: meta.title,
  publisher: meta.publisher,
  sourceUrl: meta.sourceUrl,
  licence: meta.licence,
  periodFrom: meta.periodFrom,
  periodTo: meta.periodTo,
  sample: meta.sample,
});

/**
 * The month parts a ranking over from..to needs: the first and last months with data in the
 * range (one part when they are the same month); none when the range has no data.
 */
export function rangeParts(
  months: string[],
  from: string,
  to: string,
): { first?: string; last?: string; ids: string[] } {
  const inRange = months.filter((period) => period >= from && period <= to);
  const first = inRange[0];
  const last = inRange[inRange.length - 1];
  if (!first) return { ids: [] };
  return { first, last, ids: first === last ? [monthPartId(first)] : [monthPartId(first), monthPartId(last)] };
}

/** Each key's total over a range: its running total through the last month minus before the first. */
export function rangeTotals(
  firstPart: { before: number[] },
  firstKeys: string[],
  lastPart: { through: number[] },
  lastKeys: string[],
): Map<string, number> {
  const before = new Map(firstKeys.map((key, index) => [key, firstPart.before[index]]));
  return new Map(lastKeys.map((key, index) => [key, lastPart.through[index] - (before.get(key) ?? 0)]));
}

export const listParam = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function periodBounds(months: string[]): { min: string; max: string } {
  return { min: months[0], max: months[months.length - 1] };
}

/** A value per month of `periods` from a series aligned with the view's months; null where the view has no month. */
export function alignTo<T>(months: string[], values: T[], periods: string[]): Array<T | null> {
  const index = new Map(months.map((period, position) => [period, position]));
  return periods.map((period) => {
    const position = index.get(period);
    return position === undefined ? null : values[position];
  });
}

/** The month-range filter of a report, as applied and as bounded by its data. */
export const monthRangeFilter = (
  range: { from: string; to: string },
  bounds: { min: string; max: string },
): MonthRangeFilter => ({
  kind: 'month-range',
  from: range.from,
  to: range.to,
  min: bounds.min,
  max: bounds.max,
});

/** A single-county choice, '' meaning all counties. */
export const countyFilter = (counties: string[], county: string): ChoiceFilter => ({
  kind: 'choice',
  name: 'county',
  label: 'County',
  multiple: false,
  options: [{ value: '', label: 'All counties' }, ...counties.map((name) => ({ value: name, label: name }))],
  value: [county],
});
