import type { OrSalesRow } from '@cannabis-reports/contracts';
import { RowError } from '../readers/cell-values';
import { monthOfName, toPeriod } from '../readers/dates';
import { defineFormat } from './define-format';

/** OLCC's Tableau crosstab export of the StatewideSalesTrend view. */
const LAYOUTS = [
  { date: 'Date', measure: 'Measure Names', label: 'Tooltip Date', detail: 'Sales Detail', sales: 'Sales' },
] as const;

/**
 * OLCC Marijuana Market Data, statewide recreational sales by month. The export repeats each
 * figure (Sales Detail, Sales) and names the month twice (Date, Tooltip Date): a row whose
 * copies disagree cannot be trusted, so it is rejected.
 */
export const orSales = defineFormat({
  name: 'OLCC statewide sales trend (Tableau export)',
  meta: {
    id: 'or-sales',
    title: 'Marijuana Market Data: Statewide Sales Trend',
    publisher: 'Oregon Liquor and Cannabis Commission (OLCC)',
    sourceUrl: 'https://www.oregon.gov/olcc/marijuana/Pages/Marijuana-Market-Data.aspx',
    licence: 'MIT, "Copyright (c) 2021-2022 Cannlytics" (the copy); the facts are OLCC public records. Attribute OLCC.',
    sample: false,
    cadence: 'Monthly (OLCC dashboard); this export ends with 2021-03',
    units: 'USD, recreational retail sales',
  },
  layouts: LAYOUTS,
  read(cells) {
    const period = cells.month('date', 'first');
    const measure = cells.text('measure');
    if (measure !== 'Sales') throw new RowError(`${cells.title('measure')} is not "Sales": "${measure}"`);
    const [name, year] = cells.required('label').split(/\s+/);
    const month = monthOfName(name);
    if (month === undefined || !/^\d{4}$/.test(year ?? '') || toPeriod(Number(year), month) !== period)
      throw new RowError(`${cells.title('label')} "${cells.text('label')}" is not the month of ${cells.title('date')}`);
    const sales = cells.amount('sales');
    if (cells.amount('detail') !== sales)
      throw new RowError(
        `${cells.title('detail')} (${cells.text('detail')}) differs from ${cells.title('sales')} (${cells.text('sales')})`,
      );
    const row: OrSalesRow = { period, sales };
    return { key: period, period, row };
  },
});
