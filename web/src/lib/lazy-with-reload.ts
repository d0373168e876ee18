/**
 * `React.lazy` for code-split chunks that may vanish: after a deploy, the hashed chunk
 * names this page was built with no longer exist, so the import fails. The first failure
 * reloads the page once, to fetch the new build; the attempt is remembered per chunk in
 * sessionStorage so that a chunk that still fails after the reload cannot loop, and the
 * error reaches an error boundary instead (as a ChunkLoadError).
 *
 * A chunk can also be preloaded (a page opened directly fetches its code beside the sign-in
 * check). Once loaded, the component renders it at once: `React.lazy` would still suspend on
 * its first render, showing its fallback and then revealing the content, which React holds
 * back for up to 300 ms after a fallback so that loading states do not flicker.
 */
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
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

export interface LazyChunk<P extends object> {
  (props: P): ReactElement;
  /** Begins loading the chunk; a failure is left to the first render, which retries and reports it. */
  preload: () => void;
}

export function lazyWithReload<P extends object>(
  chunk: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  reload: () => void = reloadPage,
): LazyChunk<P> {
  let loaded: ComponentType<P> | undefined;
  const keep = (module: { default: ComponentType<P> }) => {
    loaded = module.default;
    // Loaded: a later deploy may reload for this chunk again.
    forgetReload(chunk);
    return module;
  };
  const Lazy = lazy(async () => {
    try {
      return keep(await load());
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
  // Lazy never shows content before `loaded` is set (its loader sets it first), so switching
  // from it to the loaded component never remounts a page.
  const Chunk = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  Chunk.displayName = chunk;
  Chunk.preload = () => {
    if (!loaded) load().then(keep, () => undefined);
  };
  return Chunk;
}
