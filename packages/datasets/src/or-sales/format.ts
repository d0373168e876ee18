import type { OrSalesRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { monthOfName, toPeriod } from '../kit/readers/dates';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

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
  source,
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
