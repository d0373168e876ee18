import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { ProtectedRoute } from '../components/layout/protected-route';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { SignInRoute } from './routes/sign-in';

/**
 * The spec's route table (section 2). Only the sign-in page, where most visits start, is in
 * the first download; every other page is a chunk loaded when it is first opened.
 */
export const routes = [
  // Framed by /demo: no header or footer of its own.
  { path: paths.embedDemo, lazy: async () => ({ Component: (await import('./routes/embed-demo')).EmbedDemoRoute }) },
  {
    element: <AppLayout />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: paths.signIn, element: <SignInRoute /> },
      { path: paths.register, lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }) },
      {
        path: paths.forgotPassword,
        lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute }),
      },
      { path: paths.verify, lazy: async () => ({ Component: (await import('./routes/verify')).VerifyRoute }) },
      {
        path: paths.paymentSuccess,
        lazy: async () => ({ Component: (await import('./routes/payment-success')).PaymentSuccessRoute }),
      },
      {
        path: paths.paymentCancelled,
        lazy: async () => ({ Component: (await import('./routes/payment-cancelled')).PaymentCancelledRoute }),
      },
      {
        element: <ProtectedRoute />,
        children: [
          { path: paths.demo, lazy: async () => ({ Component: (await import('./routes/demo')).DemoRoute }) },
          { path: paths.dashboard, lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }) },
          { path: paths.reports, lazy: async () => ({ Component: (await import('./routes/reports')).ReportsRoute }) },
          { path: paths.profile, lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }) },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
