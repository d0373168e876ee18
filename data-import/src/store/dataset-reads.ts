/**
 * Every read of the datasets' store (layout in dataset-layout.ts, private to this folder):
 * the pointers, a version's rows as current or 'as of' a date, and the versions' records for
 * a dataset's history and its 'What's new'. A version is never rewritten, so rows cached by
 * version can never be stale; the pointer is read on every request, so a new import is served
 * at once.
 */
import type {
  DatasetVersion,
  FetchRecord,
  MarketCoverage,
  StoredDataset,
  StoredDatasetFreshness,
  StoredDatasetMeta,
} from '@cannabis-reports/contracts';
import { asOfInstant, BoundedCache, versionAt as versionRecordAt, versionsOf } from '@cannabis-reports/reports';
import type { Firestore } from 'firebase-admin/firestore';
import { chunksOf, datasetPointer, datasetPointers, fetchesOf, legacyRowsOf } from './dataset-layout';

/** A dataset's pointer as stored: meta, counts, hash, the current `version`, and its freshness. */
export type DatasetPointer = StoredDataset & Partial<StoredDatasetFreshness>;

/** The pointer of `id`; undefined when nothing is stored yet. */
export async function readDataset(db: Firestore, id: string): Promise<DatasetPointer | undefined> {
  return (await datasetPointer(db, id).get()).data() as DatasetPointer | undefined;
}

/** Every stored dataset's pointer with only the fields asked for (the catalogue reads no counts or hashes). */
export async function listDatasets(
  db: Firestore,
  fields: ReadonlyArray<keyof (StoredDatasetMeta & StoredDatasetFreshness)>,
): Promise<Array<{ id: string; data: Partial<DatasetPointer> }>> {
  const snapshot = await datasetPointers(db)
    .select(...fields)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() as Partial<DatasetPointer> }));
}

/** A publication fetched again with the same bytes was checked: 'last checked' moves, 'last changed' does not. */
export async function markDatasetChecked(db: Firestore, id: string, checkedAt: string): Promise<void> {
  const pointer = datasetPointer(db, id);
  const checked: StoredDatasetFreshness = { checkedAt };
  if ((await pointer.get()).exists) await pointer.update({ ...checked });
}

/** A version's record; undefined for a version the dataset never published. */
export async function readVersion(db: Firestore, id: string, version: string): Promise<DatasetVersion | undefined> {
  return (await versionsOf(datasetPointer(db, id)).doc(version).get()).data() as DatasetVersion | undefined;
}

/**
 * The version of `id` current at `asOf` (a day, by its end, or an instant): the last published
 * by then, by the rule of the reports' 'as of' views. A dataset stored before its versions were
 * recorded has only its pointer's version, current since the pointer's `changedAt`.
 */
export async function versionAt(
  db: Firestore,
  id: string,
  asOf: string,
  pointer?: DatasetPointer,
): Promise<{ version: string; rowCount: number } | undefined> {
  const record = await versionRecordAt(datasetPointer(db, id), asOf);
  if (record) return { version: record.id, rowCount: (record.get('rowCount') as number | undefined) ?? 0 };
  const stored = pointer ?? (await readDataset(db, id));
  const changedAt = stored?.changedAt ? Date.parse(stored.changedAt) : Number.NaN;
  return stored?.version && changedAt <= Date.parse(asOfInstant(asOf))
    ? { version: stored.version, rowCount: stored.rowCount ?? 0 }
    : undefined;
}

/**
 * Chunks read in one call. A document read is held as the store sent it (its encoded fields, several
 * times the size of its rows) until its rows are taken, so a version is read a group at a time:
 * read in one call, a version of 211,193 rows held some 400 MiB at once.
 */
export const CHUNKS_PER_READ = 10;

/** The rows of chunks, in order: those in `known` from memory, the others from the store. */
export async function chunkRows(db: Firestore, id: string, hashes: string[], known = new Map<string, object[]>()) {
  const missing = [...new Set(hashes.filter((hash) => !known.has(hash)))];
  const read = new Map<string, object[]>();
  const chunks = chunksOf(datasetPointer(db, id));
  for (let from = 0; from < missing.length; from += CHUNKS_PER_READ) {
    const docs = await db.getAll(...missing.slice(from, from + CHUNKS_PER_READ).map((hash) => chunks.doc(hash)));
    for (const doc of docs) read.set(doc.id, (doc.get('rows') as object[] | undefined) ?? []);
  }
  return hashes.flatMap((hash) => known.get(hash) ?? read.get(hash) ?? []);
}

/**
 * The rows of a dataset's version, in the order they were written. A version stored before
 * chunks were named by their content has its rows in its own `rows/{00000}` documents.
 */
async function readVersionRows(db: Firestore, id: string, version: string): Promise<object[]> {
  const record = await readVersion(db, id, version);
  if (record?.chunks) return chunkRows(db, id, record.chunks);
  const legacy = await legacyRowsOf(versionsOf(datasetPointer(db, id)).doc(version)).get();
  return legacy.docs.sort((a, b) => a.id.localeCompare(b.id)).flatMap((chunk) => chunk.get('rows') as object[]);
}

/** Rows the cache holds over all versions (about 60 MB at the largest rows'); a larger version is read each time. */
export const CACHED_ROWS_MAX = 300_000;

/** Versions' rows by `id@version`; concurrent reads of one version share one. */
const rowsCache = new BoundedCache<Promise<object[]>>(CACHED_ROWS_MAX);

/** Empties the cache, as on a new instance. */
export const clearRowsCache = () => rowsCache.clear();

/** Whether this instance holds the version's rows (or is reading them already): reading it loads nothing more. */
export const hasCachedRows = (id: string, version: string) => rowsCache.get(`${id}@${version}`) !== undefined;

export type RowsAt = { version: string; rowCount?: number } | { asOf: string };

/**
 * The rows of `id` at a version, or as published at `asOf`; undefined when no version was
 * published by then. Rows of a version whose count is known are cached (within CACHED_ROWS_MAX),
 * and a failed read is not kept.
 */
export async function readRowsAt<Row = object>(
  db: Firestore,
  id: string,
  at: RowsAt,
): Promise<{ version: string; rows: Row[] } | undefined> {
  const found = 'asOf' in at ? await versionAt(db, id, at.asOf) : at;
  if (!found) return undefined;
  const key = `${id}@${found.version}`;
  let rows = rowsCache.get(key);
  if (!rows) {
    rows = readVersionRows(db, id, found.version);
    if (found.rowCount !== undefined) {
      rowsCache.set(key, rows, found.rowCount);
      rows.catch(() => rowsCache.delete(key));
    }
  }
  return { version: found.version, rows: (await rows) as Row[] };
}

/** A dataset's versions, newest first, with their records: at most `versions` of them, and its newest `fetches`. */
export async function history(db: Firestore, id: string, limits: { versions: number; fetches: number }) {
  const [versions, fetches] = await Promise.all([
    versionsOf(datasetPointer(db, id)).orderBy('publishedAt', 'desc').limit(limits.versions).get(),
    // Newest first by the fetch's time (Firestore scans document ids in ascending order only).
    fetchesOf(db, id).orderBy('at', 'desc').limit(limits.fetches).get(),
  ]);
  return {
    versions: versions.docs.map((doc) => ({ version: doc.id, record: doc.data() as DatasetVersion })),
    fetches: fetches.docs.map((doc) => doc.data() as FetchRecord),
  };
}

/**
 * What a dataset's versions say to a returning reader: its title, its latest version and, when
 * `since` is given, the records of the versions published after it (newest first, at most `max`).
 */
export async function whatsNew(db: Firestore, id: string, since: string | undefined, max: number) {
  const pointer = datasetPointer(db, id);
  const versions = versionsOf(pointer);
  const [stored, latest, after] = await Promise.all([
    pointer.get(),
    versions.orderBy('publishedAt', 'desc').limit(1).get(),
    since === undefined
      ? undefined
      : versions.where('publishedAt', '>', since).orderBy('publishedAt', 'desc').limit(max).get(),
  ]);
  const newest = latest.docs[0];
  return {
    title: (stored.get('title') as string | undefined) ?? id,
    markets: ((stored.get('markets') as MarketCoverage[] | undefined) ?? []).map((market) => market.state),
    latest: newest && { version: newest.id, record: newest.data() as DatasetVersion },
    after: (after?.docs ?? []).map((doc) => doc.data() as DatasetVersion),
  };
}
