import type { CadPerUsdRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { defineFormat } from '../kit/define-format';
import type { SourceRow } from '../kit/readers/source-row';
import { source } from './source';

const LAYOUTS = [
  // FRED's own CSV (fredgraph.csv?id=EXCAUS) titles the value column by the series id.
  { date: 'observation_date', rate: 'EXCAUS' },
  // A copy whose script renamed FRED's header.
  { date: 'date', rate: 'value' },
] as const;

/** FRED writes '.' where the Board published no rate for a month. */
const NO_RATE = '.';

/**
 * FRED's CSV of one series is a date and a value, nothing else; 'date' and 'value' are titles
 * other files have too (DC's product sales), so a file with more columns is not this one.
 */
function selectSeriesOnly(rows: SourceRow[]) {
  return rows.length > 0 && rows.every((row) => row.cells.length <= 2)
    ? { rows }
    : { ignored: 'not a FRED series of dates and values alone' };
}

/**
 * FRED's monthly EXCAUS series: one row a month, dated by its first day. A month without a
 * published rate is rejected, with its reason, so it has no row: never a rate of 0.
 */
export const cadPerUsd = defineFormat({
  name: 'FRED EXCAUS, Canadian dollars to one U.S. dollar, monthly',
  source,
  layouts: LAYOUTS,
  select: { layouts: LAYOUTS, rows: selectSeriesOnly },
  read(cells) {
    const period = cells.month('date', 'first');
    const text = cells.text('rate');
    if (text === '' || text === NO_RATE) throw new RowError(`no rate published for ${period} (FRED writes "${text}")`);
    const cadPerUsd = cells.amount('rate');
    if (cadPerUsd === 0) throw new RowError(`${cells.title('rate')} is 0: not an exchange rate`);
    return { key: period, period, row: { period, cadPerUsd } satisfies CadPerUsdRow };
  },
});
