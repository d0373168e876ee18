/**
 * `React.lazy` for code-split chunks that may vanish: after a deploy, the hashed chunk
 * names this page was built with no longer exist, so the import fails. The first failure
 * reloads the page once, to fetch the new build; the attempt is remembered per chunk in
 * sessionStorage so that a chunk that still fails after the reload cannot loop, and the
 * error reaches an error boundary instead (as a ChunkLoadError).
 */
import { lazy, type ComponentType } from 'react';
import { reloadPage } from './reload-page';

/** A code-split chunk that could not be loaded, even after a reload. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    options: { cause: unknown },
  ) {
    super(`The '${chunk}' part of the app could not be loaded`, options);
    this.name = 'ChunkLoadError';
  }
}

const attemptKey = (chunk: string) => `chunk-reload:${chunk}`;

/** Records the reload attempt; false when one was already made (or storage is unavailable). */
function claimReload(chunk: string): boolean {
  try {
    if (sessionStorage.getItem(attemptKey(chunk)) !== null) return false;
    sessionStorage.setItem(attemptKey(chunk), new Date().toISOString());
    return true;
  } catch {
    // Without storage a reload could not be remembered: never risk a loop.
    return false;
  }
}

function forgetReload(chunk: string): void {
  try {
    sessionStorage.removeItem(attemptKey(chunk));
  } catch {
    // Nothing was stored.
  }
}

export function lazyWithReload<P extends object>(
  chunk: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  reload: () => void = reloadPage,
) {
  return lazy(async () => {
    try {
      const loaded = await load();
      // Loaded: a later deploy may reload for this chunk again.
      forgetReload(chunk);
      return loaded;
    } catch (error) {
      if (claimReload(chunk)) {
        console.warn(`Could not load the '${chunk}' chunk; reloading once for the current build`, error);
        reload();
        // The page is going away; keep showing the loading state until it does.
        return new Promise<never>(() => {});
      }
      throw new ChunkLoadError(chunk, { cause: error });
    }
  });
}
