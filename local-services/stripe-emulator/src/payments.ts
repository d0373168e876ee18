/**
 * Charging a saved card: each attempt is a PaymentIntent with a Charge, succeeded or failed
 * with the card's decline (`failure_code`, `outcome.reason` and the intent's
 * `last_payment_error.decline_code`), as Stripe records them. A card that needs 3D Secure stops
 * at `requires_action`, with no charge, until the payer passes or fails the test page: on
 * session straight away, off session (an invoice) on the page its `next_action` names.
 */
import type { Emulator } from './emulator';
import { chargeObject, paymentError, paymentIntentObject, type PaymentFields } from './payment-objects';
import { AUTHENTICATION_FAILED, AUTHENTICATION_REQUIRED, chargeDeclineOf, type CardDecline } from './test-cards';
import type { Charge, PaymentIntent, PaymentMethod } from './types';

export interface PaymentResult {
  intent: PaymentIntent;
  charge: Charge | null;
  decline?: CardDecline;
}

function fieldsOf(core: Emulator, intent: PaymentIntent): PaymentFields {
  return {
    amount: intent.amount,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description as string | null,
    paymentMethod: core.state.paymentMethod(intent.payment_method!),
  };
}

/** Makes the charge of an intent, with `decline` when the card refuses it. */
function settle(core: Emulator, intent: PaymentIntent, decline?: CardDecline): PaymentResult {
  const fields = fieldsOf(core, intent);
  const charge = chargeObject(core.clock.now(), intent, fields, decline);
  core.state.charges.set(charge.id, charge);
  intent.latest_charge = charge.id;
  intent.next_action = null;
  if (decline) {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = paymentError(decline, charge, fields.paymentMethod);
  } else {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
  }
  return { intent, charge, decline };
}

/**
 * Charges `method`. `authenticationUrl` is where an on-session payer authenticates: given, a
 * 3D Secure card leaves the intent `requires_action` (no charge yet); absent, the payment is
 * off session and such a card is declined with `authentication_required`, the intent left
 * `requires_action` towards `actionUrl` (where the payer can come back to authenticate).
 */
export function chargePaymentMethod(
  core: Emulator,
  fields: Omit<PaymentFields, 'paymentMethod'> & { paymentMethod: PaymentMethod },
  authenticationUrl?: (intent: PaymentIntent) => string,
  actionUrl?: (intent: PaymentIntent) => string,
): PaymentResult {
  const intent = paymentIntentObject(core.clock.now(), fields);
  core.state.paymentIntents.set(intent.id, intent);
  const card = core.state.paymentMethodCards.get(fields.paymentMethod.id);
  if (!card) throw new Error(`Payment method ${fields.paymentMethod.id} has no card`);
  if (card.authentication && authenticationUrl && !card.decline) {
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { return_url: null, url: authenticationUrl(intent) },
    };
    return { intent, charge: null };
  }
  const decline = chargeDeclineOf(card, !authenticationUrl);
  if (decline === AUTHENTICATION_REQUIRED) {
    intent.status = 'requires_action';
    intent.next_action = actionUrl
      ? { type: 'redirect_to_url', redirect_to_url: { return_url: null, url: actionUrl(intent) } }
      : null;
    intent.last_payment_error = paymentError(decline, null, fields.paymentMethod);
    return { intent, charge: null, decline };
  }
  return settle(core, intent, decline);
}

/** The payer passed or failed the 3D Secure test page of an intent that required it. */
export function finishAuthentication(core: Emulator, intent: PaymentIntent, passed: boolean): PaymentResult {
  if (passed) return settle(core, intent);
  intent.status = 'requires_payment_method';
  intent.next_action = null;
  intent.last_payment_error = paymentError(
    AUTHENTICATION_FAILED,
    null,
    core.state.paymentMethod(intent.payment_method!),
  );
  return { intent, charge: null, decline: AUTHENTICATION_FAILED };
}
