import type { StateMonthlyRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { periodOfExcelSerial, periodOfIsoDate } from '../kit/readers/dates';
import type { Source } from '../kit/readers/source-row';
import { defineFormat, defineLeftOutFile } from '../kit/define-format';
import { markIncompleteMonths, markSeriesBreaks } from '../kit/panel-quality';
import { source } from './source';

const LAYOUTS = [{ date: 'date', state: 'state', sales: 'total_sales', retailers: 'total_retailers' }] as const;

/** The month of the `date` column: a month end 'YYYY-MM-DD', or in the workbook a date cell. */
function readPeriod(text: string, title: string, source: Source): string {
  const period = periodOfIsoDate(text) ?? (source.spreadsheet ? periodOfExcelSerial(text) : undefined);
  if (period === undefined)
    throw new RowError(text === '' ? `${title} is missing` : `${title} is not a date YYYY-MM-DD: "${text}"`);
  return period;
}

/** The columns besides month and state: the measures a row may give or leave blank. */
const IDENTITY = new Set(['date', 'state']);

/** The Cannlytics multi-state monthly panel: one state's month per row. */
export const stateMonthlySales = defineFormat({
  name: 'multi-state monthly panel',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const period = readPeriod(cells.text('date'), cells.title('date'), cells.source);
    const state = cells.text('state');
    if (!/^[A-Z]{2}$/.test(state))
      throw new RowError(`${cells.title('state')} is not a two-letter state code: "${state}"`);
    // Retailer counts can be fractional: for MA the compilation gives a monthly average.
    const row: StateMonthlyRow = {
      period,
      state,
      sales: cells.amount('sales'),
      retailers: cells.optionalAmount('retailers'),
    };
    return { key: `${period}|${state}`, period, row };
  },
  finish(rows, cellsOf) {
    const filled = new Map<StateMonthlyRow, Set<string>>();
    for (const [row, cells] of cellsOf) {
      const titles = cells.filledTitles().filter((title) => !IDENTITY.has(title.toLowerCase()));
      filled.set(row, new Set(titles));
    }
    markIncompleteMonths(rows, filled);
    markSeriesBreaks(rows);
  },
});

/** The panel's companion list of source URLs: recognised so that a folder import does not report it as unknown. */
export const statePanelSources = defineLeftOutFile({
  name: 'multi-state panel source list',
  matches: (header) => header.length === 2 && header[0].trim() === 'name' && header[1].trim() === 'url',
  reason: 'the source list of the multi-state panel (name,url), not data',
});
