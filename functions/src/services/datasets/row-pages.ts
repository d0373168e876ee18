/**
 * A dataset's rows as the data API pages them: filtered by market and months, then cut into
 * pages by an opaque cursor that holds the version it was made on, its offset and a digest of
 * the filters, so a page is never read from another version or with other filters than the
 * page before it. Pure.
 */
import { createHash } from 'node:crypto';
import { marketOfRow, ROWS_PAGE_DEFAULT, type DatasetRow } from '@cannabis-reports/contracts';
import { badRequest, conflict } from '../../errors';

export interface RowFilters {
  state?: string;
  from?: string;
  to?: string;
}

interface Cursor {
  v: string;
  o: number;
  f: string;
}

const filtersDigest = ({ state, from, to }: RowFilters) =>
  createHash('sha256')
    .update(`${state ?? ''}|${from ?? ''}|${to ?? ''}`)
    .digest('base64url')
    .slice(0, 8);

/**
 * The market a row belongs to: the one it names (its `state`, or Statistics Canada's province or
 * Canada), or the dataset's one market when its rows name none (a single state's dataset). A row
 * of a dataset of several markets that names none belongs to no market.
 */
function stateOf(row: DatasetRow, markets: readonly string[]): string | undefined {
  return marketOfRow(row) ?? (markets.length === 1 ? markets[0] : undefined);
}

/** Rows without a month (licence lists, a snapshot of one day) are not filtered by months. */
function inMonths(row: DatasetRow, { from, to }: RowFilters): boolean {
  if (typeof row.period !== 'string') return true;
  const month = row.period.slice(0, 7);
  return (!from || month >= from) && (!to || month <= to);
}

const unfiltered = ({ state, from, to }: RowFilters) => !state && !from && !to;

/** The rows that pass the filters (the rows themselves, uncopied, when there are none). */
export function filterRows(
  rows: readonly DatasetRow[],
  markets: readonly string[],
  filters: RowFilters,
): readonly DatasetRow[] {
  if (unfiltered(filters)) return rows;
  return rows.filter((row) => (!filters.state || stateOf(row, markets) === filters.state) && inMonths(row, filters));
}

/**
 * Every field any of the rows has, in the order they first appear: the CSV's columns, the same
 * on every page. A loop over each row's own keys, without the arrays `Object.keys` would make:
 * a version can hold 200,000 rows.
 */
export function columnsOf(rows: readonly DatasetRow[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key in row) if (Object.hasOwn(row, key)) columns.add(key);
  return [...columns];
}

export interface MatchingRows {
  rows: readonly DatasetRow[];
  columns: string[];
}

/** The rows a query's filters match and their columns. */
export const matchRows = (
  rows: readonly DatasetRow[],
  markets: readonly string[],
  filters: RowFilters,
): MatchingRows => {
  const matching = filterRows(rows, markets, filters);
  return { rows: matching, columns: columnsOf(matching) };
};

const INVALID_CURSOR = 'The cursor is not one this API answered for these filters: start again without it';

function readCursor(text: string, version: string, filters: RowFilters): number {
  let cursor: Partial<Cursor>;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    throw badRequest('invalid_cursor', INVALID_CURSOR);
  }
  const { v, o, f } = cursor ?? {};
  if (typeof v !== 'string' || !Number.isSafeInteger(o) || (o as number) < 0 || f !== filtersDigest(filters))
    throw badRequest('invalid_cursor', INVALID_CURSOR);
  if (v !== version)
    throw conflict('cursor_stale', 'The dataset was updated since this cursor was made: start again without it');
  return o as number;
}

const writeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export interface RowPage {
  rows: DatasetRow[];
  nextCursor: string | null;
}

/** One page of the filtered rows, from the cursor's offset (the first page without one). */
export function pageOf(
  rows: readonly DatasetRow[],
  version: string,
  filters: RowFilters,
  cursor: string | undefined,
  limit = ROWS_PAGE_DEFAULT,
): RowPage {
  const offset = cursor === undefined ? 0 : readCursor(cursor, version, filters);
  const end = offset + limit;
  return {
    rows: rows.slice(offset, end),
    nextCursor: end < rows.length ? writeCursor({ v: version, o: end, f: filtersDigest(filters) }) : null,
  };
}
