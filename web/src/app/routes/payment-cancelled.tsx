import { Page } from '../../components/layout/page';

export function PaymentCancelledRoute() {
  return <Page title="Payment cancelled" />;
}
