/**
 * Reads the report views the importer writes (layout in view-layout.ts): the view's pointer
 * on every request, then only the parts of that version the request shows. A version's parts
 * never change, so they are cached in a bounded LRU (part-cache.ts); the pointer is never
 * cached, so a new import is served at once. The Firestore handle is the caller's.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { PartCache } from './part-cache';
import { countReads } from './read-counter';
import { ReportError, StaleVersionError } from './report-error';
import { PARTS_COLLECTION, REPORT_VIEWS_COLLECTION, VERSIONS_COLLECTION, type ReportViewPointer } from './view-layout';

/**
 * At most 32 MB of parts (JSON size) per instance: the largest part at ten times today's
 * data, a month of Washington stores, is about 400 KB, so a few dozen requests' parts fit.
 */
const cache = new PartCache(32 * 1024 * 1024);

/** Empties the cache, as on a new instance (tests and the benchmark's cold figures). */
export const clearPartCache = () => cache.clear();

/** What a report's builder reads its view through. */
export interface ReportReader {
  /** The view's pointer; a `ReportError` when the view has no data yet. */
  requireView<Summary>(view: string): Promise<ReportViewPointer<Summary>>;
  /** The parts a report needs; a missing one means the version was replaced meanwhile (the catalogue retries). */
  requireParts(pointer: ReportViewPointer, ids: string[]): Promise<Map<string, object>>;
}

export function createReportReader(db: Firestore): ReportReader {
  return {
    async requireView<Summary>(view: string) {
      const doc = await db.collection(REPORT_VIEWS_COLLECTION).doc(view).get();
      countReads(1);
      const pointer = doc.exists ? (doc.data() as ReportViewPointer<Summary>) : undefined;
      if (!pointer || pointer.months.length === 0)
        throw new ReportError('no_report_data', 'This report has no data yet. Import its dataset first.');
      return pointer;
    },
    async requireParts(pointer, ids) {
      const parts = await readParts(db, pointer, ids);
      for (const id of ids)
        if (!parts.get(id)) throw new StaleVersionError(`${pointer.view} ${pointer.version} has no ${id}`);
      return parts as Map<string, object>;
    },
  };
}

/** The parts by id (undefined for an id the version does not have), in one round trip for those not cached. */
async function readParts(
  db: Firestore,
  pointer: ReportViewPointer,
  ids: string[],
): Promise<Map<string, object | undefined>> {
  const key = (id: string) => `${pointer.view}/${pointer.version}/${id}`;
  const found = new Map<string, object | undefined>();
  const missing = [...new Set(ids)].filter((id) => {
    const cached = cache.get(key(id));
    if (cached) found.set(id, cached);
    return !cached;
  });
  if (missing.length > 0) {
    const parts = db
      .collection(REPORT_VIEWS_COLLECTION)
      .doc(pointer.view)
      .collection(VERSIONS_COLLECTION)
      .doc(pointer.version)
      .collection(PARTS_COLLECTION);
    const docs = await db.getAll(...missing.map((id) => parts.doc(id)));
    countReads(docs.length);
    for (const doc of docs) {
      const data = doc.data();
      found.set(doc.id, data);
      if (data) cache.set(key(doc.id), data, JSON.stringify(data).length);
    }
  }
  return found;
}
