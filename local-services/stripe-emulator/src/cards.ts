/**
 * The card form check of the hosted pages (checkout, portal, invoice): a known test card number
 * (see test-cards.ts), a future expiry and a 3-4 digit CVC. Whether the card is then declined
 * is the payment's business, not the form's.
 */
import { digitsOf, testCard, type TestCard } from './test-cards';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = 'card_number' | 'card_expiry' | 'card_cvc';

export interface ValidCard {
  number: string;
  card: TestCard;
  expMonth: number;
  expYear: number;
}

export type CardResult =
  ({ ok: true } & ValidCard) | { ok: false; status: 400 | 402; field: CardField; message: string };

const problem = (status: 400 | 402, field: CardField, message: string): CardResult => ({
  ok: false,
  status,
  field,
  message,
});

/** `now` in unix seconds: an expiry month before it is in the past. */
export function checkCard(input: CardInput, now: number): CardResult {
  const digits = digitsOf(input.number);
  if (!digits) return problem(400, 'card_number', 'Your card number is incomplete.');
  const card = testCard(digits);
  if (!card) return problem(400, 'card_number', 'Your card number is invalid.');

  const expiry = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12)
    return problem(400, 'card_expiry', "Your card's expiration date is incomplete.");
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  const today = new Date(now * 1000);
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
    return problem(400, 'card_expiry', "Your card's expiration date is in the past.");
  }

  if (!/^\d{3,4}$/.test(input.cvc.trim())) return problem(400, 'card_cvc', "Your card's security code is incomplete.");
  return { ok: true, number: digits, card, expMonth: month, expYear: year };
}

/** A card that is refused as soon as it is given (before any charge), as a form error. */
export function setupDecline(valid: ValidCard): CardResult | undefined {
  return valid.card.decline ? problem(402, 'card_number', valid.card.decline.message) : undefined;
}

/** A hosted page's posted card form: the card as checked, or why it is refused; the name on it. */
export function readCardForm(
  form: URLSearchParams,
  now: number,
): { card: ValidCard; name: string | null } | { refused: CardResult & { ok: false } } {
  const value = (name: string) => form.get(name) ?? '';
  const card = checkCard({ number: value('card_number'), expiry: value('card_expiry'), cvc: value('card_cvc') }, now);
  if (!card.ok) return { refused: card };
  const declined = setupDecline(card);
  if (declined && !declined.ok) return { refused: declined };
  return { card, name: value('card_name').trim() || null };
}
