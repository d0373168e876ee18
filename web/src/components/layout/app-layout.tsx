import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { Footer } from './footer';
import { PageLoading } from '../ui/page-loading';
import { Header } from './header';

/**
 * Header, the page and footer; `banner` is a notice above every page, supplied by the app.
 * A page that fails shows its error here, and a page whose code is still loading its spinner,
 * with the header and footer still in place.
 */
export function AppLayout({ banner }: { banner?: ReactNode }) {
  return (
    <div className="app-shell">
      <Header />
      <main className="app-main" id="main">
        {banner}
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
