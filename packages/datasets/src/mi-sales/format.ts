import type { MiSalesRow } from './rows';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

/**
 * Sheet1 of the workbook and its CSV conversion: the same titles. The per-transfer ratios
 * Cannlytics added are not read: a report computes them from the figures.
 */
const LAYOUTS = [
  {
    date: 'date',
    transfersYearToDate: 'completed_transfers_year_to_date',
    transfers: 'completed_transfers',
    pounds: 'total_pounds_sold',
    fluidOunces: 'total_fluid_ounces_sold',
    sales: 'total_sales',
  },
] as const;

/** The METRC general figures of the MRA monthly reports: the medical (MMFLA) program only. */
export const miSales = defineFormat({
  name: 'Michigan MRA monthly report METRC figures',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const period = cells.month('date', 'first');
    const row: MiSalesRow = {
      period,
      sales: cells.amount('sales'),
      pounds: cells.optionalAmount('pounds'),
      fluidOunces: cells.optionalAmount('fluidOunces'),
      transfers: cells.optionalCount('transfers'),
      transfersYearToDate: cells.optionalCount('transfersYearToDate'),
    };
    return { key: period, period, row };
  },
});
