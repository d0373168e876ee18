/**
 * A report that fails to render (an answer it cannot show, a viewer chunk that cannot load)
 * says so in its own place, and the rest of the page (header, report tabs) keeps working.
 */
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/errors/error-boundary';
import { ChunkLoadError } from '../../../lib/lazy-with-reload';
import { reloadPage } from '../../../lib/reload-page';

export const REPORT_FAILED = 'This report could not be shown.';

export function ReportBoundary({ resetKey, children }: { resetKey?: unknown; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={({ error, reset }) => (
        <div className="status-panel" role="alert">
          <p className="error-text">{REPORT_FAILED}</p>
          <button
            type="button"
            className="button"
            // A chunk that failed stays failed in this page: only a reload fetches it again.
            onClick={error instanceof ChunkLoadError ? reloadPage : reset}
          >
            Try again
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
