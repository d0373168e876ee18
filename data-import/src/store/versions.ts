/**
 * Versions of a dataset or a view: written under a fresh id, made current by one write of
 * the pointer document, older ones deleted after that. A reader that follows the pointer
 * sees one complete version; an import that fails before the flip leaves the previous one
 * served; two imports at once never delete the version the other made current.
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { VERSIONS_COLLECTION } from '@cannabis-reports/contracts';

/** Sorts by time of writing; the hash part tells versions of the same millisecond apart. */
export const newVersionId = (hash: string) => `${Date.now().toString(36).padStart(9, '0')}-${hash.slice(0, 12)}`;

/**
 * Makes `version` current by writing `data` to the pointer, unless a newer version already is:
 * of two imports at once, the one that started last wins and the pointer never goes back.
 * Then deletes every version older than the current one: superseded ones, this one if it
 * lost, and what an interrupted import left. Newer versions are left alone: another import
 * may still be writing one (a leftover newer than the current one goes with the next flip).
 * Answers whether `version` is current.
 */
export async function makeCurrent(
  db: Firestore,
  pointer: DocumentReference,
  version: string,
  data: Record<string, unknown>,
): Promise<boolean> {
  const current = await db.runTransaction(async (transaction) => {
    const existing = (await transaction.get(pointer)).get('version') as string | undefined;
    if (existing !== undefined && existing > version) return existing;
    transaction.set(pointer, data);
    return version;
  });
  const versions = await pointer.collection(VERSIONS_COLLECTION).listDocuments();
  for (const each of versions) if (each.id < current) await db.recursiveDelete(each);
  return current === version;
}
