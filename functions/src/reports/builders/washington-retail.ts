/** Washington retail: monthly sales and excise tax, store count, and the top stores. */
import type { ReportData } from '@cannabis-reports/contracts';
import type { WaLicense } from '@cannabis-reports/contracts';
import { dataset } from '../data/dataset-cache';
import { clampRange, monthsBetween, roundCents } from './periods';
import { countyFilter, monthRangeFilter, periodBounds, requireDataset, sourceOf, type ReportQuery } from './common';

const UNKNOWN_COUNTY = 'Unknown';
const TOP_STORES = 10;

export async function washingtonRetail(query: ReportQuery): Promise<ReportData> {
  const sales = await requireDataset('wa-retail-sales');
  const licenceList = await dataset('wa-licenses');
  const licenses = new Map<string, WaLicense>(
    (licenceList?.months.get('all') ?? []).map((licence) => [licence.license, licence]),
  );
  const countyOf = (license: string) => licenses.get(license)?.county || UNKNOWN_COUNTY;

  const bounds = periodBounds(sales.months);
  const range = clampRange(query, bounds);
  const periods = monthsBetween(range.from, range.to);
  const counties = [...new Set([...sales.months.values()].flat().map((row) => countyOf(row.license)))].sort();
  const county = query.county && counties.includes(query.county) ? query.county : '';

  const monthly = periods.map((period) => {
    const rows = (sales.months.get(period) ?? []).filter((row) => !county || countyOf(row.license) === county);
    return {
      period,
      sales: roundCents(rows.reduce((sum, row) => sum + row.sales, 0)),
      excise: roundCents(rows.reduce((sum, row) => sum + row.excise, 0)),
      stores: rows.filter((row) => row.sales > 0).length,
    };
  });
  const byStore = new Map<string, number>();
  for (const period of periods) {
    for (const row of sales.months.get(period) ?? []) {
      if (county && countyOf(row.license) !== county) continue;
      byStore.set(row.license, (byStore.get(row.license) ?? 0) + row.sales);
    }
  }
  const top = [...byStore].sort(([, a], [, b]) => b - a).slice(0, TOP_STORES);

  return {
    reportId: 'washington-retail',
    title: 'Washington retail',
    description: 'Monthly retail sales and excise tax reported by Washington licensed stores.',
    sample: sales.meta.sample || Boolean(licenceList?.meta.sample),
    dataAsOf: range.to,
    sources: [sourceOf(sales.meta), ...(licenceList ? [sourceOf(licenceList.meta)] : [])],
    filters: [monthRangeFilter(range, bounds), countyFilter(counties, county)],
    sections: [
      {
        kind: 'line-chart',
        title: 'Monthly sales and excise tax',
        unit: 'usd',
        x: periods,
        series: [
          { label: 'Sales', values: monthly.map((month) => month.sales) },
          { label: 'Excise tax due', values: monthly.map((month) => month.excise) },
        ],
      },
      {
        kind: 'bar-chart',
        title: 'Stores reporting sales',
        unit: 'count',
        x: periods,
        series: [{ label: 'Stores', values: monthly.map((month) => month.stores) }],
      },
      {
        kind: 'table',
        title: `Top ${TOP_STORES} stores by sales`,
        columns: [
          { label: 'Store' },
          { label: 'License' },
          { label: 'City' },
          { label: 'County' },
          { label: 'Sales', unit: 'usd' },
        ],
        rows: top.map(([license, total]) => {
          const licence = licenses.get(license);
          return [
            licence?.name ?? `License ${license}`,
            license,
            licence?.city ?? '',
            countyOf(license),
            roundCents(total),
          ];
        }),
      },
    ],
    notes: [
      'Net sales self-reported by retail licensees; subject to change due to late reports, corrections or audit findings.',
      ...(licenceList ? [] : ['Store names and counties appear once the WSLCB licensee list is imported.']),
    ],
  };
}
