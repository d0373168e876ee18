import type { IlSalesRow } from './rows';
import { requireInteger, RowError } from '../kit/readers/cell-values';
import { daysInMonth, monthOfName, toPeriod } from '../kit/readers/dates';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

const FIGURES = {
  year: 'year',
  month: 'month',
  items: 'items_sold',
  inState: 'in_state_sales',
  outOfState: 'out_of_state_sales',
  total: 'total_sales',
} as const;

const LAYOUTS = [
  // The CSV conversion names the month-end column.
  { monthEnd: 'month_end', ...FIGURES },
  // The workbook leaves its title blank (a pandas index written out).
  { monthEnd: '', ...FIGURES },
] as const;

/** IDFPR monthly adult-use cannabis sales, as Cannlytics transcribed the 2021-11-02 edition. */
export const ilSales = defineFormat({
  name: 'IDFPR monthly adult-use cannabis sales',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const year = requireInteger(cells.text('year'), cells.title('year'), 1900, 2999);
    const month = monthOfName(cells.text('month'));
    if (month === undefined)
      throw new RowError(`${cells.title('month')} is not a month name: "${cells.text('month')}"`);
    const period = toPeriod(year, month);
    const monthEnd = cells.date('monthEnd');
    const title = cells.title('monthEnd') || 'the month-end column';
    if (monthEnd !== `${period}-${daysInMonth(period)}`)
      throw new RowError(`${title} ${monthEnd} is not the last day of ${cells.text('month')} ${year}`);
    const row: IlSalesRow = {
      period,
      items: cells.optionalCount('items'),
      inStateSales: cells.optionalAmount('inState'),
      outOfStateSales: cells.optionalAmount('outOfState'),
      totalSales: cells.amount('total'),
    };
    return { key: period, period, row };
  },
});
