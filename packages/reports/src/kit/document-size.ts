/**
 * Firestore's storage size of a document, as its documentation counts it
 * (https://firebase.google.com/docs/firestore/storage-size): a string is its UTF-8 bytes + 1,
 * a number 8, a boolean or null 1, a map or array the sum of its entries (a map's field names
 * count as strings), a document its name's size + the fields + 32. The limit is 1 MiB
 * (1,048,576 bytes); a write batch or commit may carry at most 10 MiB.
 */
export const MAX_DOCUMENT_BYTES = 1_048_576;

function valueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8') + 1;
  if (value instanceof Date) return 8;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + valueSize(item), 0);
  if (typeof value === 'object') return fieldsSize(value as Record<string, unknown>);
  throw new Error(`No Firestore size for a ${typeof value}`);
}

function fieldsSize(fields: Record<string, unknown>): number {
  let size = 0;
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) size += Buffer.byteLength(name, 'utf8') + 1 + valueSize(value);
  }
  return size;
}

/** `path` is the document's path below the database ('datasets/wa-retail-sales/versions/v1'). */
export function documentSize(path: string, fields: Record<string, unknown>): number {
  const name = path.split('/').reduce((sum, segment) => sum + Buffer.byteLength(segment, 'utf8') + 1, 16);
  return name + fieldsSize(fields) + 32;
}
