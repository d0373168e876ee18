/**
 * Reads the report views the importer writes (layout in view-layout.ts): the view's pointer
 * on every request (or, for an 'as of' view, the last version published by the end of that
 * day: one read either way), then only the parts that version names. Parts are named by
 * their content and never change, so they are cached in the store's bounded LRU (bounded-cache.ts); the
 * pointer is never cached, so a new import is served at once. The Firestore handle is the caller's.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { BoundedCache } from './bounded-cache';
import { countReads } from './read-counter';
import { ReportError, StaleVersionError } from './report-error';
import { versionAt, versionsOf } from './versions';
import { partsOf, viewPointer, type ReportViewPointer } from './view-layout';

/**
 * At most 32 MB of parts (JSON size) per instance: the largest part at ten times today's
 * data, a month of Washington stores, is about 400 KB, so a few dozen requests' parts fit.
 */
const cache = new BoundedCache<object>(32 * 1024 * 1024);

/** Empties the cache, as on a new instance (tests and the benchmark's cold figures). */
export const clearPartCache = () => cache.clear();

/** What a builder reads its view through. */
export interface ReportReader {
  /** The view's pointer; a `ReportError` when the view has no data yet (or none as of the date asked). */
  requireView<Summary>(view: string): Promise<ReportViewPointer<Summary>>;
  /** The parts a report needs; a missing one means the version was replaced meanwhile (the catalogue retries). */
  requireParts(pointer: ReportViewPointer, ids: string[]): Promise<Map<string, object>>;
}

export interface ReaderOptions {
  /** A day, 'YYYY-MM-DD': read the views as they were published by its end (UTC). */
  asOf?: string;
  /** The shape each view's builder reads (absent: 1): a version stored in another shape cannot be answered. */
  shapeOf?: (view: string) => number;
}

async function readPointer(db: Firestore, view: string, options: ReaderOptions) {
  const doc = viewPointer(db, view);
  if (!options.asOf) {
    const read = await doc.get();
    countReads(1);
    return read.exists ? (read.data() as ReportViewPointer) : undefined;
  }
  const found = await versionAt(doc, options.asOf);
  countReads(1);
  const pointer = found?.data() as ReportViewPointer | undefined;
  if (!pointer) throw new ReportError('no_data_as_of', `This report had no data published by ${options.asOf}.`);
  if ((pointer.shape ?? 1) !== (options.shapeOf?.(view) ?? 1)) {
    throw new ReportError(
      'no_data_as_of',
      `The figures published by ${options.asOf} were stored in a form this report no longer reads; pick a later date.`,
    );
  }
  return pointer;
}

export function createReportReader(db: Firestore, options: ReaderOptions = {}): ReportReader {
  return {
    async requireView<Summary>(view: string) {
      const pointer = (await readPointer(db, view, options)) as ReportViewPointer<Summary> | undefined;
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
  const names = pointer.parts ?? Object.fromEntries(ids.map((id) => [id, id]));
  const key = (name: string) =>
    pointer.parts ? `${pointer.view}/${name}` : `${pointer.view}/${pointer.version}/${name}`;
  const found = new Map<string, object | undefined>();
  const missing = new Map<string, string[]>();
  for (const id of new Set(ids)) {
    const name = Object.hasOwn(names, id) ? names[id] : undefined;
    const cached = name ? cache.get(key(name)) : undefined;
    found.set(id, cached);
    if (name && !cached) missing.set(name, [...(missing.get(name) ?? []), id]);
  }
  if (missing.size > 0) {
    const view = viewPointer(db, pointer.view);
    // A view stored before parts were named by their content keeps them under its version, by id.
    const parts = pointer.parts ? partsOf(view) : partsOf(versionsOf(view).doc(pointer.version));
    const docs = await db.getAll(...[...missing.keys()].map((name) => parts.doc(name)));
    countReads(docs.length);
    for (const doc of docs) {
      const data = doc.data();
      for (const id of missing.get(doc.id) ?? []) found.set(id, data);
      if (data) cache.set(key(doc.id), data, JSON.stringify(data).length);
    }
  }
  return found;
}
