/**
 * Versions of a dataset or a view: written under a fresh id, made current by one write of
 * the pointer document, older ones deleted after that. A reader that follows the pointer
 * sees one complete version; an import that fails before the flip leaves the previous one served.
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { VERSIONS_COLLECTION } from '@cannabis-reports/contracts';

/** Sorts by time of writing; the hash part tells versions of the same millisecond apart. */
export const newVersionId = (hash: string) => `${Date.now().toString(36).padStart(9, '0')}-${hash.slice(0, 12)}`;

/** Deletes every version of `pointer` but `keep`, including versions an interrupted import left half-written. */
export async function deleteOtherVersions(db: Firestore, pointer: DocumentReference, keep: string): Promise<void> {
  const versions = await pointer.collection(VERSIONS_COLLECTION).listDocuments();
  for (const version of versions) if (version.id !== keep) await db.recursiveDelete(version);
}
