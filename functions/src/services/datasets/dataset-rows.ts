/**
 * A dataset's current rows for the data API: the pointer (`datasets/{id}`) is read on every
 * request, the rows of its version once per instance. A version is never rewritten (an import
 * writes a new one and flips the pointer), so rows cached by version can never be stale; the
 * cache holds a bounded number of rows, and concurrent requests for one version share a read.
 */
import {
  DATASETS_COLLECTION,
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
 * The dataset's rows as served now. With `asOf`, only when the current version was already
 * published then: earlier versions are not kept, so an earlier instant cannot be answered.
 */
export async function currentRows(id: DatasetId, asOf?: string): Promise<CurrentRows> {
  const pointer = (await db().collection(DATASETS_COLLECTION).doc(id).get()).data() as
    Partial<StoredDataset & StoredDatasetFreshness> | undefined;
  if (!pointer?.version) throw notFound('no_report_data', `No rows of ${id} are stored yet`);
  if (asOf !== undefined) {
    const publishedAt = pointer.changedAt ? Date.parse(pointer.changedAt) : Number.NaN;
    if (!(publishedAt <= asOfInstant(asOf)) || asOfInstant(asOf) > Date.now() + 60_000)
      throw badRequest(
        'as_of_not_available',
        `Rows of ${id} as of ${asOf} are not kept: the current rows were published at ${pointer.changedAt ?? 'an unknown time'}`,
      );
  }
  return {
    version: pointer.version,
    markets: (pointer.markets ?? []).map((market) => market.state),
    rows: await rowsOf(id, pointer.version, pointer.rowCount ?? 0),
  };
}
