/** A built-in report's answer for component tests: Washington retail, two months, one county filter. */
import type { ChartSection, ReportData, ReportSection } from '@cannabis-reports/contracts';

export function washingtonReport(applied: { from?: string; to?: string; county?: string } = {}): ReportData {
  const from = applied.from ?? '2021-09';
  const to = applied.to ?? '2021-10';
  return {
    reportId: 'washington-retail',
    title: 'Washington retail',
    description: 'Monthly retail sales.',
    sample: false,
    dataAsOf: '2021-10',
    sources: [
      {
        title: 'Sales activity',
        publisher: 'WSLCB',
        sourceUrl: 'https://lcb.wa.gov/',
        licence: 'Public record',
        periodFrom: '2017-11',
        periodTo: '2021-10',
        sample: false,
      },
    ],
    filters: [
      { kind: 'month-range', from, to, min: '2017-11', max: '2021-10' },
      {
        kind: 'choice',
        name: 'county',
        label: 'County',
        multiple: false,
        options: [
          { value: '', label: 'All counties' },
          { value: 'King', label: 'King' },
        ],
        value: [applied.county ?? ''],
      },
    ],
    sections: [
      {
        kind: 'line-chart',
        title: 'Monthly sales',
        unit: 'usd',
        x: [from, to],
        series: [{ label: 'Sales', values: [1234567.8, 115931747.87] }],
      },
      {
        kind: 'table',
        title: 'Top stores',
        columns: [{ label: 'Store' }, { label: 'Sales', unit: 'usd' }],
        rows: [[applied.county ? `${applied.county} store` : 'Main St', 5000]],
      },
    ],
    notes: [],
  };
}

/** Compare's change on a year before for Arizona, Connecticut and Maryland, as its builder gives it: two falls, one rise. */
export const yearOnYearChart: Extract<ReportSection, { kind: 'line-chart' | 'bar-chart' }> = {
  kind: 'bar-chart',
  title: 'Change on a year before, August 2025 against August 2024, %',
  unit: 'percent',
  x: ['Arizona', 'Connecticut', 'Maryland'],
  series: [{ label: 'Total sales, change on a year before', values: [-16.77, -3.79, 0.64] }],
};

/** A monthly total with a two-month forecast made through Feb 2025, whose Mar 2025 is flagged. */
export const forecastChart: ChartSection = {
  kind: 'line-chart',
  title: 'Total sales',
  unit: 'usd',
  x: ['2025-01', '2025-02', '2025-03'],
  series: [{ label: 'Total sales', values: [100, 110, 120], flags: [null, null, 'incomplete'] }],
  forecast: {
    x: ['2025-03', '2025-04'],
    mean: [115, 118],
    lo80: [105, 104],
    hi80: [125, 132],
    lo95: [99, 96],
    hi95: [131, 140],
    calibratedFrom: [0, 0],
    from: '2022-01',
    through: '2025-02',
    record: {
      origins: 12,
      comparisons: 57,
      mape: 4.4,
      coverage80: 0.9,
      coverage95: 1,
      modelCoverage80: 0.9,
      modelCoverage95: 1,
      calibrated: 0,
    },
    undercovers: false,
  },
};
