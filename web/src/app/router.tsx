import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { AppLayout } from '../components/layout/app-layout';
import { ProtectedRoute } from '../components/layout/protected-route';
import { RouteAnnouncer } from '../components/layout/route-announcer';
import { PageLoading } from '../components/ui/page-loading';
import { paths } from '../config/paths';
import { lazyWithReload } from '../lib/lazy-with-reload';
import { VerifyEmailBanner } from '../features/auth/components/verify-email-banner';
import { PaymentFailedBanner } from '../features/billing/components/payment-failed-banner';
import { RegisterRoute } from './routes/register';
import { SignInRoute } from './routes/sign-in';

/**
 * The route table. The sign-in and registration pages, where visits start, are in the first
 * download (a chunk of their own would be a second round trip before the form shows); every
 * other page is a chunk loaded when it is first opened. The declarative router (not the data
 * router) keeps react-router's share of `/` small.
 */
const page = <T extends Record<string, React.ComponentType>>(load: () => Promise<T>, name: keyof T & string) =>
  lazyWithReload(name, async () => ({ default: (await load())[name] }));

const ForgotPasswordRoute = page(() => import('./routes/forgot-password'), 'ForgotPasswordRoute');
const ResetPasswordRoute = page(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const VerifyRoute = page(() => import('./routes/verify'), 'VerifyRoute');
const PaymentSuccessRoute = page(() => import('./routes/payment-success'), 'PaymentSuccessRoute');
const PaymentCancelledRoute = page(() => import('./routes/payment-cancelled'), 'PaymentCancelledRoute');
const DemoRoute = page(() => import('./routes/demo'), 'DemoRoute');
const DashboardRoute = page(() => import('./routes/dashboard'), 'DashboardRoute');
const ReportsRoute = page(() => import('./routes/reports'), 'ReportsRoute');
const ProfileRoute = page(() => import('./routes/profile'), 'ProfileRoute');
const TeamAcceptRoute = page(() => import('./routes/team-accept'), 'TeamAcceptRoute');
const DataRoute = page(() => import('./routes/data'), 'DataRoute');
const DatasetRoute = page(() => import('./routes/dataset'), 'DatasetRoute');
const DevelopersRoute = page(() => import('./routes/developers'), 'DevelopersRoute');
const NotFoundRoute = page(() => import('./routes/not-found'), 'NotFoundRoute');

/**
 * A signed-in page opened directly (a bookmark, a reload) waits for the sign-in check before
 * it renders; its chunk is fetched meanwhile, not after, and it then renders at once.
 */
const SIGNED_IN_PAGES: Record<string, { preload: () => void }> = {
  [paths.demo]: DemoRoute,
  [paths.dashboard]: DashboardRoute,
  [paths.reports]: ReportsRoute,
  [paths.profile]: ProfileRoute,
};
if (typeof window !== 'undefined') SIGNED_IN_PAGES[window.location.pathname]?.preload();

export function AppRoutes() {
  return (
    // The last resorts, for what fails or loads outside a page's own boundaries (the layout's).
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <RouteAnnouncer />
        <Routes>
          <Route
            element={
              <AppLayout
                banner={
                  <>
                    <PaymentFailedBanner />
                    <VerifyEmailBanner />
                  </>
                }
              />
            }
          >
            <Route path={paths.signIn} element={<SignInRoute />} />
            <Route path={paths.register} element={<RegisterRoute />} />
            <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
            <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
            <Route path={paths.verify} element={<VerifyRoute />} />
            <Route path={paths.paymentSuccess} element={<PaymentSuccessRoute />} />
            <Route path={paths.paymentCancelled} element={<PaymentCancelledRoute />} />
            <Route path={paths.data} element={<DataRoute />} />
            <Route path={paths.dataset} element={<DatasetRoute />} />
            <Route path={paths.developers} element={<DevelopersRoute />} />
            <Route path={paths.teamAccept} element={<TeamAcceptRoute />} />
            <Route element={<ProtectedRoute />}>
              <Route path={paths.demo} element={<DemoRoute />} />
              <Route path={paths.dashboard} element={<DashboardRoute />} />
              <Route path={paths.reports} element={<ReportsRoute />} />
              <Route path={paths.profile} element={<ProfileRoute />} />
            </Route>
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
