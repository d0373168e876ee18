import type { StateMonthlyRow } from './datasets';
import { DatasetBuilder, type FixedMeta } from './dataset';
import { markIncompleteMonths, markSeriesBreaks } from './panel-quality';
import { readRows, type Format, type Source } from './format';
import { Columns, type SourceRow } from './table';
import { optionalAmount, periodOfExcelSerial, periodOfIsoDate, requireAmount, RowError } from './values';

const META: FixedMeta<'state-monthly-sales'> = {
  id: 'state-monthly-sales',
  title: 'State cannabis sales by month',
  publisher: 'State regulators, compiled by Cannlytics',
  sourceUrl: 'https://github.com/cannlytics/cannabis-data-science',
  licence: 'MIT, "Copyright (c) 2021-2022 Cannlytics" (the compilation); the facts come from state public records.',
  cadence: "One-off compilation of the states' monthly reports (to December 2021)",
  sample: false,
};

const LAYOUTS = [{ date: 'date', state: 'state', sales: 'total_sales', retailers: 'total_retailers' }] as const;

type Field = keyof (typeof LAYOUTS)[number];

/** The month of the `date` column: a month end 'YYYY-MM-DD', or in the workbook a date cell. */
function readPeriod(text: string, title: string, source: Source): string {
  const period = periodOfIsoDate(text) ?? (source.spreadsheet ? periodOfExcelSerial(text) : undefined);
  if (period === undefined)
    throw new RowError(text === '' ? `${title} is missing` : `${title} is not a date YYYY-MM-DD: "${text}"`);
  return period;
}

/** The columns besides month and state: the measures a row may give or leave blank. */
const IDENTITY = new Set(['date', 'state']);

function parseRows(columns: Columns<Field>, header: string[], rows: SourceRow[], source: Source) {
  const builder = new DatasetBuilder(META, source.file);
  const filled = new Map<StateMonthlyRow, Set<string>>();
  const outcome = readRows(builder, header, rows, source, (row) => {
    const period = readPeriod(columns.text(row, 'date'), columns.title('date'), source);
    const state = columns.text(row, 'state');
    if (!/^[A-Z]{2}$/.test(state))
      throw new RowError(`${columns.title('state')} is not a two-letter state code: "${state}"`);
    // Retailer counts can be fractional: for MA the compilation gives a monthly average.
    const value: StateMonthlyRow = {
      period,
      state,
      sales: requireAmount(columns.text(row, 'sales'), columns.title('sales')),
      retailers: optionalAmount(columns.text(row, 'retailers'), columns.title('retailers')),
    };
    const measures = header
      .map((title) => title.trim())
      .filter((title, index) => !IDENTITY.has(title.toLowerCase()) && (row.cells[index] ?? '').trim() !== '');
    filled.set(value, new Set(measures));
    return { key: `${period}|${state}`, period, row: value };
  });
  const parsed = outcome.dataset.dataset.rows as StateMonthlyRow[];
  markIncompleteMonths(parsed, filled);
  markSeriesBreaks(parsed);
  return outcome;
}

/** The Cannlytics multi-state monthly panel: one state's month per row. */
export const stateMonthlySales: Format = {
  name: 'multi-state monthly panel',
  forHeader(header) {
    const columns = Columns.find<Field>(header, LAYOUTS);
    return columns && ((rows, source) => parseRows(columns, header, rows, source));
  },
};

/** The panel's companion list of source URLs: recognised so that a folder import does not report it as unknown. */
export const statePanelSources: Format = {
  name: 'multi-state panel source list',
  forHeader(header) {
    const isSourceList = header.length === 2 && header[0].trim() === 'name' && header[1].trim() === 'url';
    return isSourceList
      ? () => ({ ignored: 'the source list of the multi-state panel (name,url), not data' })
      : undefined;
  },
};
