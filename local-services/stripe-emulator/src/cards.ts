/**
 * The hosted page's card check, with Stripe's test cards: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined, any other number is invalid.
 */
export const SUCCESS_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = 'card_number' | 'card_expiry' | 'card_cvc';

export type CardResult = { ok: true } | { ok: false; status: 400 | 402; field: CardField; message: string };

const problem = (status: 400 | 402, field: CardField, message: string): CardResult => ({
  ok: false,
  status,
  field,
  message,
});

/** `now` in unix seconds: an expiry month before it is in the past. */
export function checkCard(card: CardInput, now: number): CardResult {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!digits) return problem(400, 'card_number', 'Your card number is incomplete.');
  if (digits !== SUCCESS_CARD && digits !== DECLINED_CARD)
    return problem(400, 'card_number', 'Your card number is invalid.');

  const expiry = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12)
    return problem(400, 'card_expiry', "Your card's expiration date is incomplete.");
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  const today = new Date(now * 1000);
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
    return problem(400, 'card_expiry', "Your card's expiration date is in the past.");
  }

  if (!/^\d{3,4}$/.test(card.cvc.trim())) return problem(400, 'card_cvc', "Your card's security code is incomplete.");
  if (digits === DECLINED_CARD) return problem(402, 'card_number', 'Your card was declined.');
  return { ok: true };
}
