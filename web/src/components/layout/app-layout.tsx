import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';

/** Header, the page and footer; `banner` is a notice above every page, supplied by the app. */
export function AppLayout({ banner }: { banner?: ReactNode }) {
  return (
    <div className="app-shell">
      <Header />
      <main className="app-main" id="main">
        {banner}
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
