/**
 * Stripe's test card numbers and what each does, as listed at https://docs.stripe.com/testing
 * (declines: https://docs.stripe.com/testing#declined-payments, messages and codes:
 * https://docs.stripe.com/declines/codes), and the card fingerprint Stripe derives from a number.
 */
import { createHmac } from 'node:crypto';

export interface CardDecline {
  /** The error's `code`: 'card_declined' for most declines, else the specific one. */
  code: string;
  decline_code: string;
  /** What Stripe's pages and errors tell the payer. */
  message: string;
  /** Blocked by the fraud rules at the highest risk level before the issuer saw it, not declined by the bank. */
  blockedAsFraud?: boolean;
}

export interface TestCard {
  brand: string;
  funding: 'credit' | 'debit';
  /**
   * 3D Secure: 'always' on every payment, on session or off (a renewal then waits for the
   * payer on the hosted invoice page); 'unless_set_up' on session only, since a card that was
   * authenticated when saved is charged off session without it.
   */
  authentication?: 'always' | 'unless_set_up';
  /** Refused already when the card is saved (checkout, portal), as well as on every charge. */
  decline?: CardDecline;
  /** Saved without trouble, but every charge fails (4000 0000 0000 0341). */
  chargeDecline?: CardDecline;
}

const declined = (decline_code: string, message = 'Your card was declined.'): CardDecline => ({
  code: 'card_declined',
  decline_code,
  message,
});

export const AUTHENTICATION_FAILED: CardDecline = {
  code: 'payment_intent_authentication_failure',
  decline_code: 'authentication_required',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** Off session (renewals, retries), a card that always needs 3D Secure cannot be charged. */
export const AUTHENTICATION_REQUIRED: CardDecline = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

const visa = (extra: Partial<TestCard> = {}): TestCard => ({ brand: 'visa', funding: 'credit', ...extra });

const card = (brand: string, funding: 'credit' | 'debit' = 'credit'): TestCard => ({ brand, funding });

export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': visa(),
  '4000056655665556': visa({ funding: 'debit' }),
  '5555555555554444': card('mastercard'),
  // Stripe's other cards by brand and by country (https://docs.stripe.com/testing#cards):
  // every one succeeds, each with its own fingerprint.
  '2223003122003222': card('mastercard'),
  '5200828282828210': card('mastercard', 'debit'),
  '5105105105105100': card('mastercard'),
  '378282246310005': card('amex'),
  '371449635398431': card('amex'),
  '6011111111111117': card('discover'),
  '6011000990139424': card('discover'),
  '6011981111111113': card('discover', 'debit'),
  '3056930009020004': card('diners'),
  '36227206271667': card('diners'),
  '3566002020360505': card('jcb'),
  '6200000000000005': card('unionpay'),
  '6200000000000047': card('unionpay', 'debit'),
  '6205500000000000004': card('unionpay'),
  '4000002500001001': visa(),
  '4000000760000002': visa(),
  '4000001240000000': visa(),
  '4000004840008001': visa(),
  '4000000360000006': visa(),
  '4000002760003184': visa({ authentication: 'always' }),
  '4000002500003155': visa({ authentication: 'unless_set_up' }),
  '4000000000000002': visa({ decline: declined('generic_decline') }),
  '4000000000009995': visa({ decline: declined('insufficient_funds', 'Your card has insufficient funds.') }),
  '4000000000009987': visa({ decline: declined('lost_card') }),
  '4000000000009979': visa({ decline: declined('stolen_card') }),
  '4000000000006975': visa({ decline: declined('card_velocity_exceeded') }),
  '4100000000000019': visa({ decline: { ...declined('fraudulent'), blockedAsFraud: true } }),
  '4000000000000069': visa({
    decline: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
  }),
  '4000000000000127': visa({
    decline: {
      code: 'incorrect_cvc',
      decline_code: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
    },
  }),
  '4000000000000119': visa({
    decline: {
      code: 'processing_error',
      decline_code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  }),
  '4000000000000341': visa({ chargeDecline: declined('generic_decline') }),
};

/** The card a customer's payments start failing with (saved fine, every charge declined). */
export const CHARGE_DECLINE_CARD = '4000000000000341';

export const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

export function testCard(number: string): TestCard | undefined {
  return TEST_CARDS[digitsOf(number)];
}

/** What stops a charge on this card; `offSession` for payments the customer is not present for. */
export function chargeDeclineOf(card: TestCard, offSession: boolean): CardDecline | undefined {
  if (card.decline) return card.decline;
  if (card.chargeDecline) return card.chargeDecline;
  if (card.authentication === 'always' && offSession) return AUTHENTICATION_REQUIRED;
  return undefined;
}

/**
 * Declines Stripe never retries automatically: the issuer will not approve the card again (a
 * wrong number, a card reported lost or stolen or to be kept, authorizations revoked, a charge
 * of this kind not allowed), and payments its fraud rules block at the highest risk level
 * (decline code fraudulent). Every other decline is soft and keeps the retry schedule,
 * do_not_honor, generic_decline and insufficient_funds among them. A card that needs 3D Secure
 * off session is not declined here: its intent waits in requires_action and the invoice keeps
 * its schedule.
 */
const HARD_DECLINE_CODES = new Set([
  'incorrect_number',
  'lost_card',
  'pickup_card',
  'revocation_of_all_authorizations',
  'revocation_of_authorization',
  'stolen_card',
  'transaction_not_allowed',
]);

export const isHardDecline = (decline: CardDecline) =>
  decline.blockedAsFraud === true || HARD_DECLINE_CODES.has(decline.decline_code);

/** The wallets that hand over a card as a `card` payment method with `card.wallet` set. */
export const CARD_WALLETS = ['apple_pay', 'google_pay'] as const;
export type CardWallet = (typeof CARD_WALLETS)[number];

/**
 * The number a wallet pays with instead of the card's: Apple Pay and Google Pay give the
 * merchant a device account number (a network token), one per card and device, so the
 * payment method's `fingerprint` is the token's and `wallet.dynamic_last4` its last four
 * digits, while `last4` stays the card's. The same card in another wallet or on another device
 * is another token, hence another fingerprint.
 */
export function deviceAccountNumber(number: string, wallet: CardWallet, device: string): string {
  const digest = createHmac('sha256', 'stripe-emulator device account number')
    .update(`${digitsOf(number)}|${wallet}|${device}`)
    .digest();
  return digitsOf(number).slice(0, 1) + [...digest.subarray(0, 15)].map((byte) => byte % 10).join('');
}

/**
 * Stripe gives one card number the same `fingerprint` wherever it is used in an account, so a
 * product can recognise a card across customers. Derived from the number only (not the expiry
 * or name), 16 base-62 characters like Stripe's.
 */
export function cardFingerprint(number: string): string {
  const digest = createHmac('sha256', 'stripe-emulator card fingerprint').update(digitsOf(number)).digest();
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return [...digest.subarray(0, 16)].map((byte) => alphabet[byte % alphabet.length]).join('');
}
