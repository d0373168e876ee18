import { notFound } from '../../errors';
import { dataset } from '../data/dataset-cache';
import type { ChoiceFilter, MonthRangeFilter, ReportSource } from '@cannabis-reports/contracts';
import type { DatasetId, RowsOf } from '@cannabis-reports/contracts';
import type { StoredDataset } from '@cannabis-reports/contracts';
import type { LoadedDataset } from '../data/store';

/** A report's query string, as strings; each report reads what it understands. */
export type ReportQuery = Record<string, string | undefined>;

export const sourceOf = (meta: StoredDataset): ReportSource => ({
  title: meta.title,
  publisher: meta.publisher,
  sourceUrl: meta.sourceUrl,
  licence: meta.licence,
  periodFrom: meta.periodFrom,
  periodTo: meta.periodTo,
  sample: meta.sample,
});

export async function requireDataset<Id extends DatasetId>(id: Id): Promise<LoadedDataset<RowsOf[Id]>> {
  const loaded = await dataset(id);
  if (!loaded || loaded.months.size === 0)
    throw notFound('no_report_data', 'This report has no data yet. Import its dataset first.');
  return loaded;
}

export const listParam = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function periodBounds(months: Map<string, unknown>): { min: string; max: string } {
  const periods = [...months.keys()];
  return { min: periods[0], max: periods[periods.length - 1] };
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
