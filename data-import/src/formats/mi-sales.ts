import type { MiSalesRow } from '@cannabis-reports/contracts';
import { defineFormat } from './define-format';

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
  meta: {
    id: 'mi-sales',
    title: 'Michigan medical marijuana sales by month (METRC, MMFLA program)',
    publisher:
      'Michigan Cannabis Regulatory Agency (formerly the Marijuana Regulatory Agency), transcribed by Cannlytics',
    sourceUrl: 'https://www.michigan.gov/cra/resources/reports',
    licence:
      'MIT, "Copyright (c) 2021-2022 Cannlytics" (the transcription); the facts are Michigan public records. Attribute the Michigan CRA.',
    sample: false,
    cadence: 'Monthly (MRA monthly reports); this transcription ends with 2021-05 and is not updated',
    units: 'Sales in USD; pounds (lb) and fluid ounces (fl oz) sold; METRC transfers as counts. Medical program only.',
  },
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
