import { Page } from '../../components/layout/page';

export function PaymentSuccessRoute() {
  return <Page title="Payment" />;
}
