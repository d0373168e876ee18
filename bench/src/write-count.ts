/**
 * Firestore writes a process makes, counted where every write passes: a WriteBatch (a
 * document's own set or update, a transaction's writes and BulkWriter's all go through one).
 * Each write is data (rows, versions, revisions, report views) or a record of the check
 * itself (the fetch record, the source's last check, the catalogue's 'last checked'): an
 * unchanged file must write no data.
 */
import { WriteBatch, type DocumentReference } from 'firebase-admin/firestore';
import { INGESTION_COLLECTION, isFetchRecordPath } from '@cannabis-reports/data-import';
import { documentSize } from '@cannabis-reports/reports';

export type WriteKind = 'data' | 'record';

/** The fields a check of an unchanged file may update on the dataset's pointer. */
const CHECK_FIELDS = new Set(['checkedAt', 'markets', 'rejectedCount', 'mergedCount']);

export function writeKind(
  path: string,
  operation: 'set' | 'create' | 'update' | 'delete',
  fields: string[],
): WriteKind {
  const segments = path.split('/');
  if (segments[0] === INGESTION_COLLECTION) return 'record';
  if (isFetchRecordPath(path)) return 'record';
  const pointerCheck =
    segments.length === 2 && operation === 'update' && fields.every((field) => CHECK_FIELDS.has(field));
  return pointerCheck ? 'record' : 'data';
}

export interface WriteCount {
  data: number;
  record: number;
  /** Stored size of the documents set or created (Firestore's size rules). */
  dataBytes: number;
}

/** Counts every write of this process from now on, in the answered object. */
export function countWrites(): WriteCount {
  const count: WriteCount = { data: 0, record: 0, dataBytes: 0 };
  const prototype = WriteBatch.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const operation of ['set', 'create', 'update', 'delete'] as const) {
    const original = prototype[operation];
    prototype[operation] = function (this: unknown, ...args: unknown[]) {
      const ref = args[0] as DocumentReference;
      const data = (typeof args[1] === 'object' && args[1] !== null ? args[1] : {}) as Record<string, unknown>;
      const kind = writeKind(ref.path, operation, Object.keys(data));
      count[kind]++;
      if (kind === 'data' && (operation === 'set' || operation === 'create'))
        count.dataBytes += documentSize(ref.path, data);
      return original.apply(this, args);
    };
  }
  return count;
}
