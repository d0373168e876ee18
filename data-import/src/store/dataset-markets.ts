/**
 * The markets a dataset covers, read from its rows for the public catalogue: one entry per
 * market (a US state, a Canadian province or territory, Canada) with the first and last month
 * of that market's rows.
 */
import {
  MARKET_CODES,
  marketOfRow,
  STATE_CODES,
  type MarketCoverage,
  type StoredDatasetMeta,
} from '@cannabis-reports/contracts';

const STATES: ReadonlySet<string> = new Set(STATE_CODES);
const MARKETS: ReadonlySet<string> = new Set(MARKET_CODES);

const MONTH = /^\d{4}-\d{2}/;

/**
 * A row's market is the one it names (`marketOfRow`: its `state`, or Statistics Canada's
 * province, or Canada), else the state the dataset's id begins with ('wa-retail-sales' is
 * Washington's); a row of neither is nobody's. A row's month is its `period` ('YYYY-MM', a
 * week's month for weekly rows); a row without one (a licence list) counts for the dataset's
 * own period range.
 */
export function marketsOf(meta: Pick<StoredDatasetMeta, 'id' | 'periodFrom' | 'periodTo'>, rows: readonly object[]) {
  const prefix = meta.id.slice(0, 3);
  const own = prefix.endsWith('-') && STATES.has(prefix.slice(0, 2).toUpperCase()) ? prefix.slice(0, 2) : '';
  const ranges = new Map<string, MarketCoverage>();
  for (const row of rows as ReadonlyArray<Record<string, unknown>>) {
    const code = (marketOfRow(row) ?? own).toUpperCase();
    if (!MARKETS.has(code)) continue;
    const { period } = row;
    const month = typeof period === 'string' && MONTH.test(period) ? period.slice(0, 7) : undefined;
    const from = month ?? meta.periodFrom.slice(0, 7);
    const to = month ?? meta.periodTo.slice(0, 7);
    if (!MONTH.test(from) || !MONTH.test(to)) continue;
    const known = ranges.get(code);
    ranges.set(code, {
      state: code,
      periodFrom: known && known.periodFrom < from ? known.periodFrom : from,
      periodTo: known && known.periodTo > to ? known.periodTo : to,
    });
  }
  return [...ranges.values()].sort((a, b) => a.state.localeCompare(b.state));
}
