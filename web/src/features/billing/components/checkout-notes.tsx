/**
 * What the upgrade page says after a checkout that did not complete (the visitor cancelled on
 * Stripe's page, often after a declined card or a failed 3D Secure check): nothing was charged.
 */
import './billing.css';
export const CHECKOUT_CANCELLED_STATE = { checkoutCancelled: true } as const;

export const isCheckoutCancelledState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { checkoutCancelled?: unknown }).checkoutCancelled === true;

export const CHECKOUT_NOT_COMPLETED =
  'Your payment was not completed and you have not been charged. You can try again, with another card if yours was declined or could not be verified.';

export function CheckoutNotCompletedNote() {
  return (
    <p className="notice checkout-note" role="status">
      {CHECKOUT_NOT_COMPLETED}
    </p>
  );
}
