import { useEffect, useState } from 'react';
import { reloadPage } from '../../lib/reload-page';
import { Spinner } from './spinner';

/** How long a page may load before the reader is told so and offered a retry. */
export const SLOW_LOADING_MS = 10_000;

/** True once `SLOW_LOADING_MS` have passed since mount or since `restart` last changed. */
export function useTakingLong(restart: unknown = 0): boolean {
  // The wait that ran out, so that a new wait reads as not slow from its first render.
  const [slowFor, setSlowFor] = useState<{ restart: unknown } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSlowFor({ restart }), SLOW_LOADING_MS);
    return () => clearTimeout(timer);
  }, [restart]);
  return slowFor !== null && Object.is(slowFor.restart, restart);
}

/**
 * Nothing at first; after `SLOW_LOADING_MS` a message and a button that tries again:
 * `onRetry` when the page can read again itself, else a reload (which also fetches a
 * page's code anew). A retry starts the wait over.
 */
export function SlowLoadingNotice({
  onRetry = reloadPage,
  message = 'This is taking longer than it should. Check your connection and try again.',
}: {
  onRetry?: () => void;
  message?: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const slow = useTakingLong(attempt);
  if (!slow) return null;
  return (
    <div className="slow-loading" role="alert">
      <p>{message}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          setAttempt((value) => value + 1);
          onRetry();
        }}
      >
        Try again
      </button>
    </div>
  );
}

/**
 * A page's loading state, inside the page (the header and footer stay): a spinner named by
 * `label`, then the slow-loading notice.
 */
export function PageLoading({ label = 'Loading', onRetry }: { label?: string; onRetry?: () => void }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} />
      <SlowLoadingNotice onRetry={onRetry} />
    </div>
  );
}
