/**
 * Reads begun before the component that needs them asks: a page opened directly starts them
 * beside the sign-in check or its code's download, not after. The component's first read of
 * the same key takes the answer, once, if begun within the last ten seconds; later reads ask
 * again. A begun read's failure is the taker's to report (unclaimed, it is dropped).
 */
const MAX_AGE_MS = 10_000;

const begun = new Map<string, { answer: Promise<unknown>; at: number }>();

export function beginRead<T>(key: string, read: () => Promise<T>): void {
  const answer = read();
  answer.catch(() => undefined);
  begun.set(key, { answer, at: Date.now() });
}

/** The answer begun under `key`, taken (once), or undefined when none was begun or it is too old. */
export function takeBegunRead<T>(key: string): Promise<T> | undefined {
  const entry = begun.get(key);
  begun.delete(key);
  return entry && Date.now() - entry.at < MAX_AGE_MS ? (entry.answer as Promise<T>) : undefined;
}
