import { Outlet } from 'react-router-dom';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import { PaymentFailedBanner } from '../../features/billing/components/payment-failed-banner';
import { Footer } from './footer';
import { Header } from './header';

export function AppLayout() {
  return (
    <div className="app-shell">
      <Header />
      <main className="app-main" id="main">
        <PaymentFailedBanner />
        <VerifyEmailBanner />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
