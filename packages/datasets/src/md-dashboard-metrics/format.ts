import type { MdDashboardMetric, MdDashboardMetricRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { parsePeriod, periodOfIsoDate } from '../kit/readers/dates';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

type Unit = MdDashboardMetricRow['unit'];

/**
 * The metrics the dashboard gives, by sheet and metric name as published. 'Year to Date
 * Market Sales' is the dashboard's running total for the calendar year; it is not always the
 * sum of the months of `md-sales` (2025-03: $208.6 M against $280.6 M), which is the measure
 * for monthly totals. The median price per gram is MCA's median across sales, not an average.
 */
const METRICS: Record<string, Record<string, { metric: MdDashboardMetric; unit: Unit }>> = {
  'Dispensary Transactions': {
    'Dispensary Transactions - Medical': { metric: 'transactions-medical', unit: 'count' },
    'Dispensary Transactions - Adult-Use': { metric: 'transactions-adult-use', unit: 'count' },
  },
  'Market Sales Summary Metrics': {
    'Year to Date Market Sales': { metric: 'year-to-date-sales', unit: 'USD' },
    'Median Price Per Gram': { metric: 'median-price-per-gram', unit: 'USD per gram' },
    'Median Patient Annual Spend': { metric: 'median-patient-annual-spend', unit: 'USD' },
    'Median Caregiver Annual Spend': { metric: 'median-caregiver-annual-spend', unit: 'USD' },
  },
  'Total Weight Sold': { 'Total Weight Sold (lbs)': { metric: 'weight-sold', unit: 'pounds' } },
  'Total Weight Harvested': { 'Total Weight Harvested (lbs)': { metric: 'weight-harvested', unit: 'pounds' } },
  'Plants Harvested': { 'Plants Harvested': { metric: 'plants-harvested', unit: 'count' } },
  'People Summary Metrics': {
    'Number of Patients': { metric: 'patients', unit: 'persons' },
    'Number of Registered Caregivers': { metric: 'caregivers', unit: 'persons' },
    'Number of Certifying Providers': { metric: 'certifying-providers', unit: 'persons' },
  },
};

/** The day of the month to which the dashboard keys some months' transactions instead of the 1st. */
const MID_MONTH_DAY = '25';

/** The long-format conversion of the dashboard's metric sheets: one figure a line. */
const LAYOUTS = [{ period: 'period', sheet: 'sheet', metric: 'metric', value: 'value' }] as const;

/**
 * MCA dashboard metrics by month. Every month is keyed to its first day, except three months
 * of dispensary transactions keyed to the 25th (2025-02 to 2025-04), which have no other row:
 * they are those months' figures, stored under the month with the published date beside them.
 * Another day is a date we cannot place, and a second figure of a metric in a month is a duplicate.
 */
export const mdDashboardMetrics = defineFormat({
  name: 'MCA data dashboard: monthly metrics (long format)',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const published = cells.required('period');
    const midMonth = published.length === 10 && published.endsWith(`-${MID_MONTH_DAY}`);
    const period = midMonth ? periodOfIsoDate(published) : parsePeriod(published);
    if (period === undefined)
      throw new RowError(
        `${cells.title('period')} is neither a month 'YYYY-MM' nor the ${MID_MONTH_DAY}th of one: "${published}"`,
      );
    const sheet = cells.required('sheet');
    const sourceMetric = cells.required('metric');
    const known = METRICS[sheet]?.[sourceMetric];
    if (known === undefined) throw new RowError(`no known metric "${sourceMetric}" in sheet "${sheet}"`);
    const value = cells.amount('value');
    if ((known.unit === 'count' || known.unit === 'persons') && !Number.isInteger(value))
      throw new RowError(
        `${cells.title('value')} of "${sourceMetric}" is not a whole number: "${cells.text('value')}"`,
      );
    const row: MdDashboardMetricRow = { period, metric: known.metric, sheet, sourceMetric, value, unit: known.unit };
    if (midMonth) row.publishedDate = published;
    return { key: `${period}|${known.metric}`, period, row };
  },
});
