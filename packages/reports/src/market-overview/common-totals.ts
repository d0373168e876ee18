/**
 * The market overview's total sales per state: each state's sum over the same months, those of
 * the range in which every state shown has a figure, so that a state whose series starts later
 * or ends sooner is not set against months it never had. The chart's title and note name those
 * months; the line chart shows each state's every month. A total that includes a month the
 * source marks as incomplete, or a market's partial opening month, is flagged partial.
 */
import { formatMonth, monthsBetween, type FigureFlag, type ReportSection } from '@cannabis-reports/contracts';
import { roundCents } from '../kit/periods';

export interface StateMonths {
  state: string;
  /** The month's figure, or null where the source has none. */
  value(period: string): number | null;
  /** An incomplete month or the market's partial opening month. */
  partial(period: string): boolean;
}

/** The months of `periods` in which every state has a figure. */
export function commonMonths(periods: string[], states: StateMonths[]): string[] {
  return periods.filter((period) => states.every((entry) => entry.value(period) !== null));
}

/** The first to the last of the months, in words. */
const spanOf = (months: string[]) =>
  months.length === 1 ? formatMonth(months[0]) : `${formatMonth(months[0])} to ${formatMonth(months.at(-1)!)}`;

function totalsNote(months: string[]): string {
  const span = spanOf(months);
  return monthsBetween(months[0], months.at(-1)!).length === months.length
    ? `Totals cover ${span}, the months of the range every state shown published.`
    : `Totals cover the ${months.length} months from ${span} that every state shown published; a month one of them did not publish is left out of every total.`;
}

export function totalsChart(periods: string[], states: StateMonths[]): ReportSection {
  const months = commonMonths(periods, states);
  const x = states.map((entry) => entry.state);
  if (months.length === 0)
    return {
      kind: 'bar-chart',
      title: 'Total sales: no month every state shown published',
      unit: 'usd',
      x,
      series: [{ label: 'Sales', values: x.map(() => null), flags: x.map((): FigureFlag => 'not-published') }],
      notes: [
        'No month of the range has a figure for every state shown, so no totals are compared: choose fewer states or another range.',
      ],
    };
  return {
    kind: 'bar-chart',
    title: `Total sales, ${spanOf(months)}`,
    unit: 'usd',
    x,
    series: [
      {
        label: 'Sales',
        values: states.map((entry) => roundCents(months.reduce((sum, period) => sum + entry.value(period)!, 0))),
        flags: states.map((entry) => (months.some((period) => entry.partial(period)) ? 'partial' : null)),
      },
    ],
    notes: [totalsNote(months)],
  };
}
