import { Page } from '../../components/layout/page';

export function ForgotPasswordRoute() {
  return <Page title="Reset Password" />;
}
