/**
 * The one way components read from the network: a keyed read that is aborted when the
 * component unmounts or the key changes, and whose answer is only ever stored for the key
 * that asked for it, so a slow answer to an old question never overwrites a newer one.
 * A small hook of our own rather than a query library, to keep the first download small.
 */
import { startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { answerKey, forgetServerAnswer, ServerAnswersContext } from './server-answers';

export type QueryStatus = 'idle' | 'loading' | 'success' | 'error';

export interface QueryOptions<T> {
  /** What is read, compared by its JSON: a new key reads again. */
  key: readonly unknown[];
  /** Reads; passes the signal on (to fetch), which aborts when the answer is no longer wanted. */
  fetcher: (signal: AbortSignal) => Promise<T>;
  /** While false nothing is read and the status is 'idle'. */
  enabled?: boolean;
  /** Keep showing the last answer, and the last error, while a new key is read. */
  keepPrevious?: boolean;
  /** Called once for each read that fails (not for aborted ones), e.g. to log it. */
  onError?: (error: unknown) => void;
}

export interface QueryResult<T> {
  /** 'loading' until the current key has an answer; then that answer's outcome. */
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  /** A read is under way, including while an earlier answer is shown. */
  fetching: boolean;
  /** Reads the current key again. */
  refetch: () => void;
}

interface Settled<T> {
  /** The key and run of the latest finished read. */
  key: string;
  run: number;
  failed: boolean;
  error: unknown;
  /** The latest successful answer and its key. */
  data: T | undefined;
  dataKey: string | null;
}

const NOTHING_SETTLED: Settled<never> = {
  key: '',
  run: -1,
  failed: false,
  error: undefined,
  data: undefined,
  dataKey: null,
};

export function useQuery<T>({
  key,
  fetcher,
  enabled = true,
  keepPrevious = false,
  onError,
}: QueryOptions<T>): QueryResult<T> {
  const hash = answerKey(key);
  const [run, setRun] = useState(0);
  // A page rendered on the server starts from the answer it read there, and does not read it again.
  const serverAnswers = useContext(ServerAnswersContext);
  const seeded = enabled && serverAnswers.has(hash);
  const fromServer = useRef(seeded ? hash : null);
  const [settled, setSettled] = useState<Settled<T>>(
    seeded
      ? { key: hash, run: 0, failed: false, error: undefined, data: serverAnswers.get(hash) as T, dataKey: hash }
      : NOTHING_SETTLED,
  );
  // The latest callbacks, so that a new function identity on each render does not read again.
  const latest = useRef({ fetcher, onError });
  useEffect(() => {
    latest.current = { fetcher, onError };
  });

  useEffect(() => {
    if (!enabled) return;
    // The server's answer stands for its first reader only: it is handed over once, and a later
    // key, refetch or component reads anew.
    const held = fromServer.current === hash;
    fromServer.current = null;
    if (held) {
      forgetServerAnswer(serverAnswers, hash);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    // An answer is rendered as a transition: React renders it in slices of a few milliseconds
    // between other work, not as one long task, which a slow phone's main thread (and
    // Lighthouse's Total Blocking Time) feels (decision 0157).
    latest.current.fetcher(signal).then(
      (data) => {
        if (signal.aborted) return;
        startTransition(() => setSettled({ key: hash, run, failed: false, error: undefined, data, dataKey: hash }));
      },
      (error: unknown) => {
        if (signal.aborted) return;
        latest.current.onError?.(error);
        startTransition(() => setSettled((previous) => ({ ...previous, key: hash, run, failed: true, error })));
      },
    );
    return () => controller.abort();
    // The context's map is the page's one store of server answers: it never changes identity.
  }, [hash, run, enabled, serverAnswers]);

  const refetch = useCallback(() => setRun((value) => value + 1), [setRun]);

  if (!enabled) return { status: 'idle', data: undefined, error: undefined, fetching: false, refetch };
  const answered = settled.key === hash;
  const shown = keepPrevious || answered;
  return {
    status: !answered ? 'loading' : settled.failed ? 'error' : 'success',
    data: keepPrevious || settled.dataKey === hash ? settled.data : undefined,
    error: shown && settled.failed ? settled.error : undefined,
    fetching: !(answered && settled.run === run),
    refetch,
  };
}
