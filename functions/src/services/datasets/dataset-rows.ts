/**
 * A dataset's rows for the data API: the pointer (`datasets/{id}`) is read on every request
 * (with `asOf`, the version record current then too), the rows of a version once per instance. A version is never rewritten (an import
 * writes a new one and flips the pointer), so rows cached by version can never be stale; the
 * cache holds a bounded number of rows, and concurrent requests for one version share a read.
 * Beside a version's rows it keeps what recent queries' filters matched, with their columns, so
 * a client paging through a query filters the version once, not once a page.
 */
import {
  DATASETS_COLLECTION,
  VERSIONS_COLLECTION,
  type DatasetId,
  type DatasetRow,
  type StoredDataset,
  type StoredDatasetFreshness,
} from '@cannabis-reports/contracts';
import { readDatasetRows } from '@cannabis-reports/data-import/src/store/dataset-store';
import { badRequest, notFound } from '../../errors';
import { db } from '../platform/firebase';
import { matchRows, type MatchingRows, type RowFilters } from './row-pages';

/** Rows the cache holds over all versions (about 60 MB at the largest rows'); a larger version is read each time. */
export const CACHED_ROWS_MAX = 300_000;

/** The queries' matches a version keeps (the most recent ones). */
export const MATCHES_KEPT = 16;

interface Cached {
  rows: Promise<DatasetRow[]>;
  count: number;
  /** What recent filters matched, by filters; evicted with the version. */
  matches: Map<string, MatchingRows>;
}

const cache = new Map<string, Cached>();

/** The version's rows as the importer stored them (its chunks, shared with other versions). */
const readVersionRows = (id: DatasetId, version: string) => readDatasetRows<DatasetRow>(db(), id, version);

/** Keeps the newest entries within CACHED_ROWS_MAX rows (a Map iterates oldest first). */
function trimCache(): void {
  let total = [...cache.values()].reduce((sum, entry) => sum + entry.count, 0);
  for (const [key, entry] of cache) {
    if (total <= CACHED_ROWS_MAX) return;
    cache.delete(key);
    total -= entry.count;
  }
}

function cachedVersion(id: DatasetId, version: string, rowCount: number): Cached {
  const key = `${id}@${version}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rows = readVersionRows(id, version);
  const entry: Cached = { rows, count: rowCount, matches: new Map() };
  if (rowCount > CACHED_ROWS_MAX) return entry;
  cache.set(key, entry);
  // A failed read is not kept: the next request reads again.
  rows.catch(() => cache.delete(key));
  trimCache();
  return entry;
}

const filtersKey = ({ state, from, to }: RowFilters) => JSON.stringify([state ?? '', from ?? '', to ?? '']);

/** The rows the filters match and their columns, from the version's recent matches when kept. */
async function matchesOf(entry: Cached, markets: readonly string[], filters: RowFilters): Promise<MatchingRows> {
  const rows = await entry.rows;
  const key = filtersKey(filters);
  const kept = entry.matches.get(key);
  if (kept) {
    // Most recent last: the oldest is the one let go.
    entry.matches.delete(key);
    entry.matches.set(key, kept);
    return kept;
  }
  const matching = matchRows(rows, markets, filters);
  entry.matches.set(key, matching);
  if (entry.matches.size > MATCHES_KEPT) entry.matches.delete(entry.matches.keys().next().value!);
  return matching;
}

export interface CurrentMatches extends MatchingRows {
  version: string;
}

/**
 * The instant an 'as of' reads at: the end of a day given as 'YYYY-MM-DD', or now for today (as
 * the reports read a day: what was published by then), or the instant given.
 */
const asOfInstant = (asOf: string, now: number) =>
  asOf.length === 10 ? Math.min(Date.parse(`${asOf}T23:59:59.999Z`), now) : Date.parse(asOf);

/**
 * The version current at `instant`: the last published by then (the rule of the reports' 'as of'
 * views). A dataset stored before its versions were recorded has only its pointer's version,
 * current since the pointer's `changedAt`.
 */
async function versionAt(
  id: DatasetId,
  pointer: Partial<StoredDataset & StoredDatasetFreshness>,
  instant: number,
): Promise<{ version: string; rowCount: number } | undefined> {
  const found = await db()
    .collection(DATASETS_COLLECTION)
    .doc(id)
    .collection(VERSIONS_COLLECTION)
    .where('publishedAt', '<=', new Date(instant).toISOString())
    .orderBy('publishedAt', 'desc')
    .limit(1)
    .get();
  const record = found.docs[0];
  if (record) return { version: record.id, rowCount: (record.get('rowCount') as number | undefined) ?? 0 };
  const changedAt = pointer.changedAt ? Date.parse(pointer.changedAt) : Number.NaN;
  return pointer.version && changedAt <= instant
    ? { version: pointer.version, rowCount: pointer.rowCount ?? 0 }
    : undefined;
}

/**
 * The dataset's rows that the filters match, with their columns, as served now, or with `asOf` as
 * they were published at that date or instant.
 */
export async function currentMatches(id: DatasetId, filters: RowFilters, asOf?: string): Promise<CurrentMatches> {
  const pointer = (await db().collection(DATASETS_COLLECTION).doc(id).get()).data() as
    Partial<StoredDataset & StoredDatasetFreshness> | undefined;
  if (!pointer?.version) throw notFound('no_report_data', `No rows of ${id} are stored yet`);
  const markets = (pointer.markets ?? []).map((market) => market.state);
  const now = Date.now();
  const instant = asOf === undefined ? undefined : asOfInstant(asOf, now);
  const found =
    instant === undefined
      ? { version: pointer.version, rowCount: pointer.rowCount ?? 0 }
      : instant > now + 60_000
        ? undefined
        : await versionAt(id, pointer, instant);
  if (!found)
    throw badRequest(
      'as_of_not_available',
      `No rows of ${id} were published by ${asOf}, or that date is still to come`,
    );
  const matching = await matchesOf(cachedVersion(id, found.version, found.rowCount), markets, filters);
  return { version: found.version, ...matching };
}
