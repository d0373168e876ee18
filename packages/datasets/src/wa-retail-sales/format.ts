import type { WaRetailRow } from './rows';
import { requireWaLicense, RowError } from '../kit/readers/cell-values';
import { parsePeriod, periodOfExcelSerial } from '../kit/readers/dates';
import type { Source } from '../kit/readers/source-row';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

const LAYOUTS = [
  // The workbook as WSLCB publishes it (sheet 'Retailers', under title rows).
  { license: 'License Number', period: 'Reporting Period', sales: 'Total Sales', excise: 'Excise Tax Due' },
  // Its CSV conversion.
  { license: 'license_number', period: 'reporting_period', sales: 'total_sales_usd', excise: 'excise_tax_due_usd' },
] as const;

/** The period as text 'YYYY-MM'; in a workbook also as a date cell, in case Excel turned the text into a date. */
function readPeriod(text: string, title: string, source: Source): string {
  const period = parsePeriod(text) ?? (source.spreadsheet ? periodOfExcelSerial(text) : undefined);
  if (period === undefined)
    throw new RowError(text === '' ? `${title} is missing` : `${title} is not YYYY-MM: "${text}"`);
  return period;
}

/**
 * WSLCB lists some licence-months twice: a licensee's late or supplementary report is a row of
 * its own. The month's sales are the sum of the licensee's rows, as the publication's totals are.
 */
function addLateReport(earlier: WaRetailRow, later: WaRetailRow): WaRetailRow {
  return {
    ...earlier,
    sales: addAmounts(earlier.sales, later.sales),
    excise: addAmounts(earlier.excise, later.excise),
  };
}

/** Amounts carry up to three decimals (one row has 12702.101); sums keep that precision, without floating-point dust. */
const addAmounts = (a: number, b: number) => Math.round((a + b) * 1000) / 1000;

/** WSLCB "Sales Activity by License Number": one retail store's month per row. */
export const waRetailSales = defineFormat({
  name: 'WSLCB sales activity by license number',
  source,
  layouts: LAYOUTS,
  combine: addLateReport,
  read(cells) {
    const license = requireWaLicense(cells.text('license'), cells.title('license'));
    const period = readPeriod(cells.text('period'), cells.title('period'), cells.source);
    const row: WaRetailRow = { period, license, sales: cells.amount('sales'), excise: cells.amount('excise') };
    return { key: `${period}|${license}`, period, row };
  },
});
