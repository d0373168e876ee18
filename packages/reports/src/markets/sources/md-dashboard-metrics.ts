/**
 * The MCA dashboard's monthly metrics (md-dashboard-metrics): transactions, the median price
 * of a gram, weights, plants and people registered. Only figures of one month are shown: the
 * year-to-date market sales and the median annual spends run from January to the month (they
 * restart each January), so they are never read as a month's figure; Maryland's monthly
 * sales come from MCA's sales by month (md-sales).
 */
import { formatMonth } from '@cannabis-reports/contracts';
import { type MdDashboardMetric, type MdDashboardMetricRow } from '@cannabis-reports/datasets';
import { roundCents } from '../../kit/periods';
import { defineSource, figuresOf, type ChartFact } from '../facts';

/** The metrics running from January to the month: never a month's figure, so never shown. */
const YEAR_TO_DATE: MdDashboardMetric[] = [
  'year-to-date-sales',
  'median-patient-annual-spend',
  'median-caregiver-annual-spend',
];

export const mdDashboardMetrics = defineSource({
  dataset: 'md-dashboard-metrics',
  from: 'MCA’s Data Dashboard metrics',
  rank: 1,
  contribute: (rows) => {
    if (rows.length === 0) return [];
    const series = (label: string, metric: MdDashboardMetric, round = (value: number) => value) => ({
      label,
      figures: figuresOf(
        rows.filter((row) => row.metric === metric),
        (row) => row.period,
        (row) => round(row.value),
      ),
    });
    const redated = rows.filter(
      (row): row is MdDashboardMetricRow & { publishedDate: string } =>
        row.metric.startsWith('transactions') && row.publishedDate !== undefined,
    );
    const facts: ChartFact[] = [
      {
        key: 'median-price-per-gram',
        topic: 'prices',
        kind: 'line-chart',
        unit: 'usd-price',
        title: 'Median price, USD per gram',
        series: [series('Median price per gram', 'median-price-per-gram', roundCents)],
        notes: [
          'MCA’s median price of a gram sold in the month: a median, not an average, so it is not comparable with average prices per gram.',
        ],
      },
      {
        key: 'transactions',
        topic: 'other',
        kind: 'line-chart',
        unit: 'count',
        title: 'Dispensary transactions, count',
        series: [series('Medical', 'transactions-medical'), series('Adult-use', 'transactions-adult-use')],
        notes: redated.length
          ? [
              `MCA dates ${[...new Set(redated.map((row) => row.publishedDate))].join(', ')}: each is shown as its month (${[...new Set(redated.map((row) => formatMonth(row.period)))].join(', ')}).`,
            ]
          : [],
      },
      {
        key: 'quantity-sold',
        topic: 'other',
        kind: 'line-chart',
        unit: 'count',
        title: 'Cannabis sold and harvested, pounds',
        series: [series('Sold', 'weight-sold', roundCents), series('Harvested', 'weight-harvested', roundCents)],
      },
      {
        key: 'plants-harvested',
        topic: 'other',
        kind: 'bar-chart',
        unit: 'count',
        title: 'Plants harvested, count',
        series: [series('Plants harvested', 'plants-harvested')],
      },
      {
        key: 'patients',
        topic: 'other',
        kind: 'line-chart',
        unit: 'count',
        title: 'Registered patients, caregivers and certifying providers, count',
        series: [
          series('Patients', 'patients'),
          series('Caregivers', 'caregivers'),
          series('Certifying providers', 'certifying-providers'),
        ],
      },
    ];
    const leftOut = [
      ...new Set(rows.filter((row) => YEAR_TO_DATE.includes(row.metric)).map((row) => row.sourceMetric)),
    ];
    return [
      {
        state: 'MD',
        facts: facts
          .map((fact) => ({ ...fact, series: fact.series.filter((entry) => entry.figures.size > 0) }))
          .filter((fact) => fact.series.length > 0),
        notes: leftOut.length
          ? [
              `Not shown: MCA’s ${leftOut.join(', ')}. They run from January to the month (they restart each January), so none is a month’s figure; monthly sales are MCA’s sales by month.`,
            ]
          : [],
      },
    ];
  },
});
