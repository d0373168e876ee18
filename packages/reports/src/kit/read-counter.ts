/**
 * Firestore documents read by the report data path, counted per request: the benchmark's
 * "documents read per request" and the tests' budget (months shown + 2). An
 * AsyncLocalStorage scope keeps concurrent requests' counts apart.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<{ reads: number }>();

export function countReads(documents: number): void {
  const counter = scope.getStore();
  if (counter) counter.reads += documents;
}

/** Runs `work` and answers its result with the documents it read. */
export async function withReadCount<T>(work: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const counter = { reads: 0 };
  const result = await scope.run(counter, work);
  return { result, reads: counter.reads };
}
