/**
 * Factories for payment methods, payment intents, charges, refunds and disputes (see
 * objects.ts for the pattern: a template clone with a real object's fields set).
 */
import { newId, randomToken } from './ids';
import type { ValidCard } from './cards';
import { cardFingerprint, deviceAccountNumber, isHardDecline, type CardDecline, type TestCard } from './test-cards';
import { templates } from './templates';
import type { CardDetails, Charge, Dispute, PaymentError, PaymentIntent, PaymentMethod, Refund } from './types';

export interface CardFields {
  number: string;
  card: TestCard;
  expMonth: number;
  expYear: number;
  wallet?: ValidCard['wallet'];
  name: string | null;
  email: string | null;
}

/** `card.wallet` of a card given through Apple Pay or Google Pay, paying with `token`. */
function walletDetails(wallet: NonNullable<CardFields['wallet']>, token: string) {
  return { type: wallet.type, [wallet.type]: {}, dynamic_last4: token.slice(-4) };
}

export function paymentMethodObject(now: number, customer: string | null, fields: CardFields): PaymentMethod {
  const template = structuredClone(templates.payment_method);
  const { wallet } = fields;
  const token = wallet ? deviceAccountNumber(fields.number, wallet.type, wallet.device) : undefined;
  const card: CardDetails = {
    brand: fields.card.brand,
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
    country: 'US',
    display_brand: fields.card.brand,
    exp_month: fields.expMonth,
    exp_year: fields.expYear,
    fingerprint: cardFingerprint(token ?? fields.number),
    funding: fields.card.funding,
    generated_from: null,
    last4: fields.number.slice(-4),
    networks: { available: [fields.card.brand], preferred: null },
    three_d_secure_usage: { supported: true },
    wallet: wallet && token ? walletDetails(wallet, token) : null,
    regulated_status: 'unregulated',
  };
  return {
    ...template,
    id: newId('pm'),
    created: now,
    customer,
    billing_details: { ...template.billing_details, email: fields.email, name: fields.name },
    card,
  };
}

/** A Link payment method: the payer's Link account pays, with no card details for the merchant. */
export function linkPaymentMethodObject(now: number, customer: string | null, email: string): PaymentMethod {
  const template = structuredClone(templates.payment_method);
  return {
    ...template,
    id: newId('pm'),
    created: now,
    customer,
    type: 'link',
    billing_details: { ...template.billing_details, email },
    card: null,
    link: { email, persistent_token: null },
  };
}

export interface PaymentFields {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  paymentMethod: PaymentMethod;
}

export function paymentIntentObject(now: number, fields: PaymentFields): PaymentIntent {
  const id = newId('pi');
  return {
    ...structuredClone(templates.payment_intent),
    id,
    created: now,
    amount: fields.amount,
    amount_received: 0,
    client_secret: `${id}_secret_${randomToken(25)}`,
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description,
    payment_method: fields.paymentMethod.id,
    status: 'requires_payment_method',
    latest_charge: null,
    last_payment_error: null,
    next_action: null,
  };
}

/** A charge of `intent`'s amount, succeeded or, with `decline`, failed the way Stripe records it. */
/**
 * How the charge ended: authorized; declined by the issuer, who advises not to try again for a
 * hard decline; or blocked by the fraud rules at the highest risk level, never sent to the network.
 */
function chargeOutcome(decline: CardDecline | undefined): Charge['outcome'] {
  const outcome = {
    advice_code: null,
    network_advice_code: null,
    network_decline_code: null,
    network_status: 'approved_by_network',
    reason: null,
    risk_level: 'normal',
    risk_score: 20,
    seller_message: 'Payment complete.',
    type: 'authorized',
  };
  if (!decline) return outcome;
  if (decline.blockedAsFraud) {
    return {
      ...outcome,
      network_status: 'not_sent_to_network',
      reason: 'highest_risk_level',
      risk_level: 'highest',
      risk_score: 95,
      seller_message: 'Stripe blocked this payment as too risky.',
      type: 'blocked',
    };
  }
  return {
    ...outcome,
    advice_code: isHardDecline(decline) ? 'do_not_try_again' : 'try_again_later',
    network_status: 'declined_by_network',
    reason: decline.decline_code,
    seller_message: 'The bank did not return any further details with this decline.',
    type: 'issuer_declined',
  };
}

export function chargeObject(now: number, intent: PaymentIntent, fields: PaymentFields, decline?: CardDecline): Charge {
  const template = structuredClone(templates.charge);
  const id = newId('ch');
  const card = fields.paymentMethod.card;
  return {
    ...template,
    id,
    created: now,
    amount: fields.amount,
    amount_captured: decline ? 0 : fields.amount,
    amount_refunded: 0,
    billing_details: fields.paymentMethod.billing_details,
    calculated_statement_descriptor: 'CANNABIS REPORTS',
    captured: !decline,
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    outcome: chargeOutcome(decline),
    paid: !decline,
    payment_intent: intent.id,
    payment_method: fields.paymentMethod.id,
    payment_method_details: card
      ? {
          card: {
            brand: card.brand,
            country: card.country,
            exp_month: card.exp_month,
            exp_year: card.exp_year,
            fingerprint: card.fingerprint,
            funding: card.funding,
            last4: card.last4,
            network: card.brand,
          },
          type: 'card',
        }
      : { link: { country: 'US' }, type: 'link' },
    refunds: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/charges/${id}/refunds` },
    status: decline ? 'failed' : 'succeeded',
  };
}

/** The `last_payment_error` of an intent whose charge failed. */
export function paymentError(decline: CardDecline, charge: Charge | null, method: PaymentMethod): PaymentError {
  return {
    type: 'card_error',
    code: decline.code,
    decline_code: decline.decline_code,
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replaceAll('_', '-')}`,
    message: decline.message,
    ...(charge ? { charge: charge.id } : {}),
    payment_method: method,
  };
}

export function refundObject(now: number, charge: Charge, amount: number, reason: string | null): Refund {
  return {
    ...structuredClone(templates.refund),
    id: newId('re'),
    created: now,
    amount,
    charge: charge.id,
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason,
    status: 'succeeded',
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
  };
}

/** A dispute as Stripe opens one: the whole amount, evidence due in 3 weeks. */
export function disputeObject(now: number, charge: Charge, reason: string): Dispute {
  const template = structuredClone(templates.dispute);
  const card = (charge.payment_method_details as { card: CardDetails } | null)?.card;
  return {
    ...template,
    id: newId('dp'),
    created: now,
    amount: charge.amount,
    charge: charge.id,
    currency: charge.currency,
    evidence_details: { ...template.evidence_details, due_by: now + 21 * 86_400 },
    is_charge_refundable: false,
    payment_intent: charge.payment_intent,
    payment_method_details: {
      card: { brand: card?.brand ?? 'visa', case_type: 'chargeback', network_reason_code: '10.4' },
      type: 'card',
    },
    reason,
    status: 'needs_response',
  };
}
