/**
 * The card form check of the hosted pages (checkout, portal, invoice): a known test card number
 * (see test-cards.ts), a future expiry and a 3-4 digit CVC. Whether the card is then declined
 * is the payment's business, not the form's.
 */
import { CARD_WALLETS, digitsOf, testCard, type CardWallet, type TestCard } from './test-cards';

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
  /** Given through Apple Pay or Google Pay on `device`: the card as the wallet tokenized it. */
  wallet?: { type: CardWallet; device: string };
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

/**
 * The wallet a hosted page's form pays through (`wallet`: apple_pay or google_pay, `wallet_device`:
 * which phone or browser holds the card), if any; undefined for a card typed in.
 */
export function readWallet(form: URLSearchParams): ValidCard['wallet'] | { unknown: string } {
  const type = form.get('wallet') ?? '';
  if (!type) return undefined;
  if (!CARD_WALLETS.includes(type as CardWallet)) return { unknown: type };
  return { type: type as CardWallet, device: (form.get('wallet_device') ?? '').trim() || 'device' };
}

/**
 * A hosted page's posted card form: the card as checked (with its wallet, which `allowWallet`
 * may refuse), or why it is refused; the name on it.
 */
export function readCardForm(
  form: URLSearchParams,
  now: number,
  allowWallet: (wallet: CardWallet) => boolean = () => true,
): { card: ValidCard; name: string | null } | { refused: CardResult & { ok: false } } {
  const value = (name: string) => form.get(name) ?? '';
  const wallet = readWallet(form);
  if (wallet && ('unknown' in wallet || !allowWallet(wallet.type))) {
    const name = 'unknown' in wallet ? wallet.unknown : wallet.type;
    const refused = { ok: false as const, status: 400 as const, field: 'card_number' as const };
    return { refused: { ...refused, message: `The payment method type ${name} is not available here.` } };
  }
  const card = checkCard({ number: value('card_number'), expiry: value('card_expiry'), cvc: value('card_cvc') }, now);
  if (!card.ok) return { refused: card };
  const declined = setupDecline(card);
  if (declined && !declined.ok) return { refused: declined };
  return { card: { ...card, ...(wallet ? { wallet } : {}) }, name: value('card_name').trim() || null };
}
