/**
 * Washington retail as its report reads it: statewide and per-county monthly series, and per
 * month every store's running sales total before and through that month (the top-stores
 * ranking of any month range is the difference of two running totals). Stores are named and placed by
 * the licence list when it is imported.
 */
import { type WaLicense, type WaRetailRow } from '@cannabis-reports/datasets';
import { monthPartId, seriesPartId } from '../kit/view-layout';
import { type WashingtonMonthPart, type WashingtonSeriesPart, type WashingtonSummary } from './parts';
import { byMonth, monthsOf, roundMills, type BuiltView } from '../kit/built-view';
import type { ViewDefinition } from '../kit/definitions';

/** Stores the licence list does not place. */
export const UNKNOWN_COUNTY = 'Unknown';

function seriesOf(months: string[], rowsByMonth: Map<string, WaRetailRow[]>, keep: (row: WaRetailRow) => boolean) {
  const series: WashingtonSeriesPart = { sales: [], excise: [], stores: [] };
  for (const period of months) {
    const rows = (rowsByMonth.get(period) ?? []).filter(keep);
    series.sales.push(roundMills(rows.reduce((sum, row) => sum + row.sales, 0)));
    series.excise.push(roundMills(rows.reduce((sum, row) => sum + row.excise, 0)));
    series.stores.push(rows.filter((row) => row.sales > 0).length);
  }
  return series;
}

export function buildWashingtonView(sales: WaRetailRow[], licences?: WaLicense[]): BuiltView<WashingtonSummary> {
  const directory = new Map((licences ?? []).map((licence) => [licence.license, licence]));
  const countyOf = (license: string) => directory.get(license)?.county || UNKNOWN_COUNTY;
  const months = monthsOf(sales);
  const rowsByMonth = byMonth(sales);
  const counties = [...new Set(sales.map((row) => countyOf(row.license)))].sort();

  const parts = new Map<string, object>([[seriesPartId(), seriesOf(months, rowsByMonth, () => true)]]);
  for (const county of counties) {
    parts.set(
      seriesPartId(county),
      seriesOf(months, rowsByMonth, (row) => countyOf(row.license) === county),
    );
  }

  const cumulative = new Map<string, number>();
  for (const period of months) {
    const before = new Map(cumulative);
    for (const row of rowsByMonth.get(period) ?? []) {
      cumulative.set(row.license, roundMills((cumulative.get(row.license) ?? 0) + row.sales));
    }
    const licenses = [...cumulative.keys()].sort();
    const part: WashingtonMonthPart = {
      licenses,
      names: licenses.map((license) => directory.get(license)?.name ?? ''),
      cities: licenses.map((license) => directory.get(license)?.city ?? ''),
      counties: licenses.map(countyOf),
      before: licenses.map((license) => before.get(license) ?? 0),
      through: licenses.map((license) => cumulative.get(license)!),
    };
    parts.set(monthPartId(period), part);
  }
  return { months, summary: { counties, hasLicences: directory.size > 0 }, parts };
}

/** The view as the importer runs it: built from wa-retail-sales and wa-licenses. */
export const washingtonView: ViewDefinition = {
  id: 'washington-retail',
  main: 'wa-retail-sales',
  extra: ['wa-licenses'],
  build: (rows) => buildWashingtonView(rows['wa-retail-sales']!, rows['wa-licenses']),
};
