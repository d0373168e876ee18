/**
 * Reads the report views the importer writes (layout in the contracts' datasets.ts): the
 * view's pointer on every request, then only the parts of that version the request shows.
 * A version's parts never change, so they are cached in a bounded LRU (part-cache.ts); the
 * pointer is never cached, so a new import is served at once.
 */
import {
  PARTS_COLLECTION,
  REPORT_VIEWS_COLLECTION,
  VERSIONS_COLLECTION,
  type ReportViewPointer,
  type ViewId,
} from '@cannabis-reports/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { PartCache } from './part-cache';
import { countReads } from './read-counter';

/**
 * At most 32 MB of parts (JSON size) per instance: the largest part at ten times today's
 * data, a month of Washington stores, is about 400 KB, so a few dozen requests' parts fit.
 */
const cache = new PartCache(32 * 1024 * 1024);

/** Empties the cache, as on a new instance (tests and the benchmark's cold figures). */
export const clearPartCache = () => cache.clear();

export async function readView<Summary>(db: Firestore, view: ViewId): Promise<ReportViewPointer<Summary> | undefined> {
  const doc = await db.collection(REPORT_VIEWS_COLLECTION).doc(view).get();
  countReads(1);
  return doc.exists ? (doc.data() as ReportViewPointer<Summary>) : undefined;
}

/** A version's parts were deleted after a newer import flipped the pointer: the caller reads the pointer again. */
export class StaleVersionError extends Error {}

/** The parts by id (undefined for an id the version does not have), in one round trip for those not cached. */
export async function readParts(
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
