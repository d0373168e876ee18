import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { RouteErrorPage } from './route-error-page';

/** A page that throws (or whose chunk cannot load) shows RouteErrorPage; the next route starts afresh. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={({ error }) => <RouteErrorPage error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
