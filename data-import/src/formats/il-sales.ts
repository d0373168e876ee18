import type { IlSalesRow } from '@cannabis-reports/contracts';
import { requireInteger, RowError } from '../readers/cell-values';
import { daysInMonth, monthOfName, toPeriod } from '../readers/dates';
import { defineFormat } from './define-format';

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
  meta: {
    id: 'il-sales',
    title: 'Illinois adult-use cannabis sales by month, residents and non-residents',
    publisher: 'Illinois Department of Financial and Professional Regulation (IDFPR), transcribed by Cannlytics',
    sourceUrl: 'https://www.idfpr.com/Forms/AUC/2021%2011%2002%20IDFPR%20monthly%20adult%20use%20cannabis%20sales.pdf',
    licence:
      'MIT, "Copyright (c) 2021-2022 Cannlytics" (the transcription); the facts are Illinois public records. Attribute IDFPR.',
    sample: false,
    cadence: 'Monthly (IDFPR, revised later); this copy is the 2021-11-02 edition and is not updated',
    units: 'Items sold as counts; sales in USD (in-state: to Illinois residents; out-of-state: to non-residents)',
  },
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
