/** Colorado: medical and retail sales by county and month. */
import type { ReportData } from '@cannabis-reports/contracts';
import { clampRange, monthsBetween } from './periods';
import { countyFilter, monthRangeFilter, periodBounds, requireDataset, sourceOf, type ReportQuery } from './common';

/** Withheld counties' row: its meaning changes over time (see the data README), so never summed. */
export const NR_COUNTIES_ROW = 'Sum of NR Counties';
const TYPES = ['all', 'medical', 'retail'] as const;

export async function coloradoCounties(query: ReportQuery): Promise<ReportData> {
  const data = await requireDataset('co-county-sales');
  const bounds = periodBounds(data.months);
  const range = clampRange(query, bounds);
  const periods = monthsBetween(range.from, range.to);
  const counties = [...new Set([...data.months.values()].flat().map((row) => row.county))]
    .filter((name) => name !== NR_COUNTIES_ROW)
    .sort();
  const county = query.county && counties.includes(query.county) ? query.county : '';
  const type = (TYPES as readonly string[]).includes(query.type ?? '') ? (query.type as (typeof TYPES)[number]) : 'all';

  const rowsOf = (period: string) =>
    (data.months.get(period) ?? []).filter(
      (row) => row.county !== NR_COUNTIES_ROW && (!county || row.county === county),
    );
  const sum = (values: Array<number | null>) => values.reduce<number>((total, value) => total + (value ?? 0), 0);
  const present = periods.filter((period) => data.months.has(period));

  const byCounty = new Map<string, { medical: number; retail: number; withheld: number }>();
  for (const period of present) {
    for (const row of rowsOf(period)) {
      const entry = byCounty.get(row.county) ?? { medical: 0, retail: 0, withheld: 0 };
      entry.medical += row.medical ?? 0;
      entry.retail += row.retail ?? 0;
      if (row.medicalCode === 'NR' || row.retailCode === 'NR') entry.withheld++;
      byCounty.set(row.county, entry);
    }
  }
  const ranked = [...byCounty].sort(([, a], [, b]) => b.medical + b.retail - (a.medical + a.retail));
  const series = [
    ...(type !== 'retail'
      ? [{ label: 'Medical', values: present.map((period) => sum(rowsOf(period).map((row) => row.medical))) }]
      : []),
    ...(type !== 'medical'
      ? [{ label: 'Retail', values: present.map((period) => sum(rowsOf(period).map((row) => row.retail))) }]
      : []),
  ];

  return {
    reportId: 'colorado-counties',
    title: 'Colorado medical and retail by county',
    description: 'Monthly medical and retail marijuana sales by Colorado county.',
    sample: data.meta.sample,
    dataAsOf: present[present.length - 1] ?? range.to,
    sources: [sourceOf(data.meta)],
    filters: [
      monthRangeFilter(range, bounds),
      countyFilter(counties, county),
      {
        kind: 'choice',
        name: 'type',
        label: 'Sales type',
        multiple: false,
        options: [
          { value: 'all', label: 'Medical and retail' },
          { value: 'medical', label: 'Medical' },
          { value: 'retail', label: 'Retail' },
        ],
        value: [type],
      },
    ],
    sections: [
      { kind: 'line-chart', title: 'Monthly sales', unit: 'usd', x: present, series },
      {
        kind: 'table',
        title: 'Sales by county in the selected months',
        columns: [
          { label: 'County' },
          { label: 'Medical', unit: 'usd' },
          { label: 'Retail', unit: 'usd' },
          { label: 'Months with a figure withheld', unit: 'count' },
        ],
        rows: ranked.map(([name, entry]) => [name, entry.medical, entry.retail, entry.withheld]),
      },
    ],
    notes: [
      'Figures for counties with too few licensees are withheld by the Department of Revenue (NR), so county sums can fall short of the statewide total.',
      ...(periods.length !== present.length
        ? ['Some months in the range are missing from the source (for example 2018-12 and 2019-01).']
        : []),
    ],
  };
}
