import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { ProtectedRoute } from '../components/layout/protected-route';
import { paths } from '../config/paths';
import { DashboardRoute } from './routes/dashboard';
import { DemoRoute } from './routes/demo';
import { EmbedDemoRoute } from './routes/embed-demo';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { NotFoundRoute } from './routes/not-found';
import { PaymentCancelledRoute } from './routes/payment-cancelled';
import { PaymentSuccessRoute } from './routes/payment-success';
import { ProfileRoute } from './routes/profile';
import { RegisterRoute } from './routes/register';
import { ReportsRoute } from './routes/reports';
import { SignInRoute } from './routes/sign-in';
import { VerifyRoute } from './routes/verify';

/** The spec's route table (section 2). */
export const routes = [
  // Framed by /demo: no header or footer of its own.
  { path: paths.embedDemo, element: <EmbedDemoRoute /> },
  {
    element: <AppLayout />,
    children: [
      { path: paths.signIn, element: <SignInRoute /> },
      { path: paths.register, element: <RegisterRoute /> },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: paths.verify, element: <VerifyRoute /> },
      { path: paths.paymentSuccess, element: <PaymentSuccessRoute /> },
      { path: paths.paymentCancelled, element: <PaymentCancelledRoute /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: paths.demo, element: <DemoRoute /> },
          { path: paths.dashboard, element: <DashboardRoute /> },
          { path: paths.reports, element: <ReportsRoute /> },
          { path: paths.profile, element: <ProfileRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
