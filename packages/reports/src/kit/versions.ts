/**
 * Versions of a dataset or a view: written first, then made current by one write of the
 * pointer document, with the version's record beside it in the same transaction. A reader
 * that follows the pointer sees one complete version; an import that fails before the flip
 * leaves the previous one served. Every published version is kept (the 'as of' views read
 * them): what versions share is stored once, content-addressed, so keeping them costs only
 * what each one changed.
 */
import type {
  CollectionReference,
  DocumentReference,
  Firestore,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

/** A pointer's record of every version it has pointed at, `{pointer}/versions/{version}`, each with its `publishedAt`. */
const VERSIONS = 'versions';

export const versionsOf = (pointer: DocumentReference): CollectionReference => pointer.collection(VERSIONS);

/** Sorts by time of writing; the hash part tells versions of the same millisecond apart. */
export const newVersionId = (hash: string) => `${Date.now().toString(36).padStart(9, '0')}-${hash.slice(0, 12)}`;

/**
 * Makes `version` current by writing `data` to the pointer and `record` to
 * `versions/{version}`, unless a newer version already is: of two imports at once, the one
 * that started last wins and the pointer never goes back. A version that lost leaves no
 * record. Answers whether `version` is current.
 */
export async function makeCurrent(
  db: Firestore,
  pointer: DocumentReference,
  version: string,
  data: Record<string, unknown>,
  record: Record<string, unknown>,
): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const existing = (await transaction.get(pointer)).get('version') as string | undefined;
    if (existing !== undefined && existing > version) return false;
    transaction.set(pointer, data);
    transaction.set(versionsOf(pointer).doc(version), record);
    return true;
  });
}

/** The last instant `asOf` names: the end of a day given as 'YYYY-MM-DD' (UTC), or the instant given. */
export const asOfInstant = (asOf: string) =>
  new Date(Date.parse(asOf.length === 10 ? `${asOf}T23:59:59.999Z` : asOf)).toISOString();

/**
 * The record of the version current at `asOf` (a day: by its end, UTC; or an instant): the last
 * one published by then, in one read. Both families answer 'as of' by this rule, the datasets'
 * rows and the reports' views alike.
 */
export async function versionAt(pointer: DocumentReference, asOf: string): Promise<QueryDocumentSnapshot | undefined> {
  const found = await versionsOf(pointer)
    .where('publishedAt', '<=', asOfInstant(asOf))
    .orderBy('publishedAt', 'desc')
    .limit(1)
    .get();
  return found.docs[0];
}
