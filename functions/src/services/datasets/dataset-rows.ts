/**
 * A dataset's rows for the data API: the pointer is read on every request, a version's rows
 * through the store (`readRowsAt`, which caches them by version within a bound), and, for
 * `asOf`, the version current then by the store's one 'as of' rule. Beside a version's rows it
 * keeps what recent queries' filters matched, with their columns, so a client paging through a
 * query filters the version once, not once a page; they are kept by rows, not by queries, so
 * queries of many old versions cannot pin them all.
 *
 * An 'as of' read of an old version this instance does not hold loads that version whole
 * (Washington's, at ten times today's data, is 211,193 rows): at most VERSION_LOADS_MAX such loads
 * run at once per instance (a read of a version already loading joins it), beyond which the read
 * is answered 503 with Retry-After; and each load is charged to the reader's quota as the pages it
 * reads.
 */
import { ROWS_PAGE_MAX, type DatasetId, type DatasetRow, type MoneyCurrency } from '@cannabis-reports/contracts';
import { moneyOf } from '@cannabis-reports/datasets';
import {
  hasCachedRows,
  readDataset,
  readRowsAt,
  versionAt,
} from '@cannabis-reports/data-import/src/store/dataset-reads';
import { asOfInstant, BoundedCache } from '@cannabis-reports/reports';
import { badRequest, HttpError, notFound } from '../../errors';
import { db } from '../platform/firebase';
import { matchRows, type MatchingRows, type RowFilters } from './row-pages';

/** Rows the queries' matches hold over all versions (the most recent queries'), about a version's worth. */
export const MATCHED_ROWS_KEPT = 300_000;
/**
 * Old versions one instance loads at once. A 211,193-row version holds some 170 MiB as rows,
 * and the caches keep the last one loaded: with two loads at once, 20 reads of 20 versions
 * peaked at 581 MiB of the api function's 512 (the bench's 'as of' section).
 */
export const VERSION_LOADS_MAX = 1;
/** What a read refused for the loads in progress is told to wait, in seconds: about one load's time. */
export const VERSION_LOAD_RETRY_SECONDS = 5;

const matches = new BoundedCache<MatchingRows>(MATCHED_ROWS_KEPT);
const loading = new Map<string, Promise<DatasetRow[]>>();
/** Reads holding a slot while their load is charged. */
let charging = 0;

const filtersKey = ({ state, from, to }: RowFilters) => JSON.stringify([state ?? '', from ?? '', to ?? '']);

export interface CurrentMatches extends MatchingRows {
  version: string;
  /** The currency of every amount of money in the rows (the dataset table's); null when they hold none. */
  money: MoneyCurrency | null;
  /** The units of the dataset's figures in words, as its source states them; null when not stated. */
  units: string | null;
}

export interface RowsRead {
  /** A day or an instant: the rows as published then. */
  asOf?: string;
  /**
   * Charges an old version's load to the reader, `cost` requests more: throws to refuse it.
   * Called before the load, only when this instance must load the version.
   */
  chargeLoad?: (cost: number) => Promise<void>;
}

/** A version loaded whole costs what reading it page by page at the largest page would. */
export const versionLoadCost = (rowCount: number) => Math.max(1, Math.ceil(rowCount / ROWS_PAGE_MAX));

/**
 * Whether an 'as of' is after now: a day after today (today itself reads what was published by
 * now, as the reports read it), or an instant more than a minute ahead.
 */
const stillToCome = (asOf: string, now: number) =>
  asOf.length === 10 ? asOf > new Date(now).toISOString().slice(0, 10) : Date.parse(asOfInstant(asOf)) > now + 60_000;

/**
 * An old version's rows, within the bound of loads at once; a load already under way is joined.
 * The slot is held while the reader is charged, so the bound holds across the charge's wait.
 */
async function loadOldVersion(id: DatasetId, found: { version: string; rowCount: number }, read: RowsRead) {
  const key = `${id}@${found.version}`;
  const joined = loading.get(key);
  if (joined) return joined;
  if (loading.size + charging >= VERSION_LOADS_MAX)
    throw new HttpError(
      503,
      'versions_busy',
      `This server is loading as many older versions as it can at once: try again in ${VERSION_LOAD_RETRY_SECONDS} seconds`,
      VERSION_LOAD_RETRY_SECONDS,
    );
  charging += 1;
  try {
    await read.chargeLoad?.(versionLoadCost(found.rowCount));
  } finally {
    charging -= 1;
  }
  const started = loading.get(key);
  if (started) return started;
  const load = readRowsAt<DatasetRow>(db(), id, found).then((read) => read!.rows);
  loading.set(key, load);
  try {
    return await load;
  } finally {
    loading.delete(key);
  }
}

/**
 * The dataset's rows that the filters match, with their columns, as served now, or with `asOf` as
 * they were published at that date or instant.
 */
export async function currentMatches(id: DatasetId, filters: RowFilters, read: RowsRead = {}): Promise<CurrentMatches> {
  const { asOf } = read;
  const pointer = await readDataset(db(), id);
  if (!pointer?.version) throw notFound('no_report_data', `No rows of ${id} are stored yet`);
  const markets = (pointer.markets ?? []).map((market) => market.state);
  const found =
    asOf === undefined
      ? { version: pointer.version, rowCount: pointer.rowCount ?? 0 }
      : stillToCome(asOf, Date.now())
        ? undefined
        : await versionAt(db(), id, asOf, pointer);
  if (!found)
    throw badRequest(
      'as_of_not_available',
      `No rows of ${id} were published by ${asOf}, or that date is still to come`,
    );
  const key = `${id}@${found.version}:${filtersKey(filters)}`;
  const described = { version: found.version, money: moneyOf(id), units: pointer.units ?? null };
  const kept = matches.get(key);
  if (kept) return { ...described, ...kept };
  // The current version is one a dataset, and read by every reader: it is loaded whatever the bound.
  const rows =
    found.version === pointer.version || hasCachedRows(id, found.version)
      ? (await readRowsAt<DatasetRow>(db(), id, found))!.rows
      : await loadOldVersion(id, found, read);
  const matching = matchRows(rows, markets, filters);
  matches.set(key, matching, matching.rows.length);
  return { ...described, ...matching };
}
