/**
 * What a page that failed shows in its place, under the header: why, in words a reader can
 * act on, and a 'Try again' that reloads the page (and with it the current build).
 */
import { ChunkLoadError } from '../../lib/lazy-with-reload';
import { reloadPage } from '../../lib/reload-page';
import { Page } from '../layout/page';

export const PAGE_LOAD_FAILED = 'This page could not be loaded';
export const PAGE_CRASHED = 'Something went wrong';

export function RouteErrorPage({ error, reload = reloadPage }: { error: unknown; reload?: () => void }) {
  const chunkFailed = error instanceof ChunkLoadError;
  return (
    <Page title={chunkFailed ? PAGE_LOAD_FAILED : PAGE_CRASHED}>
      <p role="alert">
        {chunkFailed
          ? 'The site may have been updated since you opened it, or the connection dropped. Reload to get the latest version.'
          : 'This page ran into a problem and could not be shown. Try again, or come back later.'}
      </p>
      <p>
        <button type="button" className="button" onClick={reload}>
          Try again
        </button>
      </p>
    </Page>
  );
}
