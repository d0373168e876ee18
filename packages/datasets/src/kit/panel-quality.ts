/**
 * What the multi-state panel says about its own months beyond the sales figure: months it
 * compiled before a state's figures were complete, and breaks in a state's series.
 */
import { formatMonth } from '@cannabis-reports/contracts';
import { MARKET_EVENTS } from '../market-events';
import type { StateMonthlyRow } from '../state-monthly-sales/rows';

/** A measure given every month for at least this long is part of the state's regular compilation. */
const REGULAR_RUN = 6;

/** The panel's columns as a reader names them; another column is named by its title. */
const MEASURE_NAMES: Record<string, string> = {
  total_sales: 'sales total',
  total_retailers: 'retailer count',
  population: 'population',
  retailers_per_capita: 'retailers per capita',
  sales_per_retailer: 'sales per retailer',
  avg_price_per_item: 'average price per item',
  // The compiled panel spells "eighth" "eigth".
  avg_price_per_eigth: 'average price per eighth ounce',
  avg_price_per_eighth: 'average price per eighth ounce',
  avg_price_per_gram: 'average price per gram',
  flower_sales: 'flower sales',
  concentrate_sales: 'concentrate sales',
  edible_sales: 'edible sales',
  flower_quantity: 'flower quantity',
  infused_products_ea: 'infused product count',
  vape_products_ea: 'vape product count',
  total_quantity_ea: 'product count',
  patients: 'patient count',
};

const measureName = (title: string) => MEASURE_NAMES[title] ?? `"${title}"`;

/**
 * Incomplete months. The panel gives a state's measures from one compilation per month; a
 * measure the state had every month for a while and that stops for good before the state's
 * last month shows months compiled before the state's figures for them were out (MA's
 * monthly prices stop with 2021-11, the two months whose sales are a fraction of the months
 * before). `filled` holds the measures each row gives.
 */
export function markIncompleteMonths(rows: StateMonthlyRow[], filled: Map<StateMonthlyRow, Set<string>>): void {
  for (const stateRows of byState(rows).values()) {
    const measures = new Set(stateRows.flatMap((row) => [...(filled.get(row) ?? [])]));
    for (const measure of measures) {
      const has = stateRows.map((row) => filled.get(row)?.has(measure) ?? false);
      const first = has.indexOf(true);
      const last = has.lastIndexOf(true);
      const regular = has.slice(first, last + 1).every(Boolean) && last - first + 1 >= REGULAR_RUN;
      if (!regular || last === stateRows.length - 1) continue;
      for (const row of stateRows.slice(last + 1)) {
        row.incomplete ??= `The compilation gives no ${measureName(measure)} for this month, though it gave one every month from ${formatMonth(stateRows[first].period)} to ${formatMonth(stateRows[last].period)}: the month was compiled before the state's figures were complete.`;
      }
    }
  }
}

/**
 * Breaks the panel's rows cannot show: where the compilation's source for a state changes, as
 * the market events table records them. Each is checked against the figures before it is
 * applied, so another edition without the break gets no note.
 */
const KNOWN_BREAKS = MARKET_EVENTS.filter(
  (event) => event.kind === 'series-break' && event.dataset === 'state-monthly-sales',
);

/** A level change of more than this share between the three months before and the three from the break. */
const BREAK_SHIFT = 0.15;

export function markSeriesBreaks(rows: StateMonthlyRow[]): void {
  const states = byState(rows);
  for (const known of KNOWN_BREAKS) {
    const series = states.get(known.market) ?? [];
    const at = series.findIndex((row) => row.period === known.from);
    if (at < 3 || at + 3 > series.length) continue;
    const mean = (part: StateMonthlyRow[]) => part.reduce((sum, row) => sum + row.sales, 0) / part.length;
    const shift = mean(series.slice(at, at + 3)) / mean(series.slice(at - 3, at)) - 1;
    if (Math.abs(shift) > BREAK_SHIFT)
      series[at].seriesBreak = `${known.label}: ${known.text.charAt(0).toLowerCase()}${known.text.slice(1)}`;
  }
}

/** Each state's rows in month order. */
function byState(rows: StateMonthlyRow[]): Map<string, StateMonthlyRow[]> {
  const states = new Map<string, StateMonthlyRow[]>();
  for (const row of rows) states.set(row.state, [...(states.get(row.state) ?? []), row]);
  for (const series of states.values()) series.sort((a, b) => a.period.localeCompare(b.period));
  return states;
}
