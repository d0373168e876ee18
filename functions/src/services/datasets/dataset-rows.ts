/**
 * A dataset's rows for the data API: the pointer (`datasets/{id}`) is read on every request
 * (with `asOf`, the version record current then too), the rows of a version once per instance. A version is never rewritten (an import
 * writes a new one and flips the pointer), so rows cached by version can never be stale; the
 * cache holds a bounded number of rows, and concurrent requests for one version share a read.
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

/** Rows the cache holds over all versions (about 60 MB at the largest rows'); a larger version is read each time. */
export const CACHED_ROWS_MAX = 300_000;

interface Cached {
  rows: Promise<DatasetRow[]>;
  count: number;
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

function rowsOf(id: DatasetId, version: string, rowCount: number): Promise<DatasetRow[]> {
  const key = `${id}@${version}`;
  const cached = cache.get(key);
  if (cached) return cached.rows;
  const rows = readVersionRows(id, version);
  if (rowCount > CACHED_ROWS_MAX) return rows;
  cache.set(key, { rows, count: rowCount });
  // A failed read is not kept: the next request reads again.
  rows.catch(() => cache.delete(key));
  trimCache();
  return rows;
}

export interface CurrentRows {
  version: string;
  markets: string[];
  rows: DatasetRow[];
}

/** The end of a day given as 'YYYY-MM-DD', or the instant given. */
const asOfInstant = (asOf: string) => Date.parse(asOf.length === 10 ? `${asOf}T23:59:59.999Z` : asOf);

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

/** The dataset's rows as served now, or with `asOf` as they were published at that date or instant. */
export async function currentRows(id: DatasetId, asOf?: string): Promise<CurrentRows> {
  const pointer = (await db().collection(DATASETS_COLLECTION).doc(id).get()).data() as
    Partial<StoredDataset & StoredDatasetFreshness> | undefined;
  if (!pointer?.version) throw notFound('no_report_data', `No rows of ${id} are stored yet`);
  const markets = (pointer.markets ?? []).map((market) => market.state);
  if (asOf === undefined)
    return { version: pointer.version, markets, rows: await rowsOf(id, pointer.version, pointer.rowCount ?? 0) };
  const instant = asOfInstant(asOf);
  const found = instant > Date.now() + 60_000 ? undefined : await versionAt(id, pointer, instant);
  if (!found)
    throw badRequest(
      'as_of_not_available',
      `No rows of ${id} were published by ${asOf}, or that date is still to come`,
    );
  return { version: found.version, markets, rows: await rowsOf(id, found.version, found.rowCount) };
}
