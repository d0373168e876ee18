import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Firestore } from 'firebase-admin/firestore';
import { chunkRows, CHUNKS_PER_READ } from './dataset-reads';

/** A store whose chunk `c<n>` holds the one row `{ n }`, recording how many documents each read asked for. */
function fakeStore() {
  const reads: number[] = [];
  const ref = (path: string) => ({
    id: path.split('/').at(-1)!,
    collection: (name: string) => ({ doc: (id: string) => ref(`${path}/${name}/${id}`) }),
  });
  const db = {
    collection: (name: string) => ({ doc: (id: string) => ref(`${name}/${id}`) }),
    getAll: async (...refs: Array<{ id: string }>) => {
      reads.push(refs.length);
      return refs.map(({ id }) => ({ id, get: () => [{ n: Number(id.slice(1)) }] }));
    },
  };
  return { db: db as unknown as Firestore, reads };
}

it(`reads a version's chunks ${CHUNKS_PER_READ} at a time, in order, each once, and none it already holds`, async () => {
  const { db, reads } = fakeStore();
  const hashes = Array.from({ length: 25 }, (_, index) => `c${index}`);
  const known = new Map([['c3', [{ n: 3 }]]]);
  const rows = await chunkRows(db, 'wa-retail-sales', [...hashes, 'c0'], known);
  assert.deepEqual(
    rows.map((row) => (row as { n: number }).n),
    [...hashes.map((_, index) => index), 0],
  );
  assert.deepEqual(reads, [CHUNKS_PER_READ, CHUNKS_PER_READ, 4]);
});
