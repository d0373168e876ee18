import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';

export function AppLayout() {
  return (
    <div className="app-shell">
      <Header />
      <main className="app-main" id="main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
