import { AuthPage } from '../../components/layout/auth-page';
import { PaymentConfirmation } from '../../features/billing/components/payment-confirmation';

export function PaymentSuccessRoute() {
  return (
    <AuthPage title="Payment" status>
      <PaymentConfirmation />
    </AuthPage>
  );
}
