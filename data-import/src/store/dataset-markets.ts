/**
 * The state markets a dataset covers, read from its rows for the public catalogue: one
 * entry per state with the first and last month of that state's rows.
 */
import type { MarketCoverage, StoredDatasetMeta } from '@cannabis-reports/contracts';

/** The fifty states and DC: a dataset id that starts with one of these (lower case) is that state's. */
const STATE_CODES = new Set(
  'AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH OK OR PA RI SC SD TN TX UT VA VT WA WI WV WY'.split(
    ' ',
  ),
);

const MONTH = /^\d{4}-\d{2}/;

/**
 * A row's market is its `state` column when it has one (a multi-state file), else the state
 * the dataset's id begins with ('wa-retail-sales' is Washington's); a row of neither is
 * nobody's. A row's month is its `period` ('YYYY-MM', a week's month for weekly rows); a row
 * without one (a licence list) counts for the dataset's own period range.
 */
export function marketsOf(meta: Pick<StoredDatasetMeta, 'id' | 'periodFrom' | 'periodTo'>, rows: readonly object[]) {
  const prefix = meta.id.slice(0, 3);
  const own = prefix.endsWith('-') && STATE_CODES.has(prefix.slice(0, 2).toUpperCase()) ? prefix.slice(0, 2) : '';
  const ranges = new Map<string, MarketCoverage>();
  for (const row of rows) {
    const { state, period } = row as { state?: unknown; period?: unknown };
    const code = (typeof state === 'string' ? state : own).toUpperCase();
    if (!STATE_CODES.has(code)) continue;
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
