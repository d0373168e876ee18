/**
 * The hosted checkout page, as plain HTML with inline styles: what the plan costs, a card
 * form, and Cancel back to the site. Every field has a visible label and errors are announced.
 */
import type { CardField } from './cards';
import { formatAmount, formatPricePerInterval, planName } from './money';
import { CARD_WALLETS, type CardWallet } from './test-cards';
import type { CheckoutSession, Coupon, Price, Product, SessionPlan } from './types';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#fff}
.test-mode{margin:0;padding:.4rem 1rem;background:#fef3c7;color:#78350f;font-size:.875rem;text-align:center}
main{display:grid;gap:2.5rem;max-width:60rem;margin:0 auto;padding:2.5rem 1.25rem}
@media (min-width:48rem){main{grid-template-columns:1fr 1fr;gap:4rem;padding-top:4rem}}
.eyebrow{margin:0;color:#4f566b;font-weight:500}
h1{margin:.25rem 0 0;font-size:1.25rem;font-weight:600}
.amount{margin:.25rem 0 0;font-size:2rem;font-weight:700;letter-spacing:-.02em}
.then{margin:0;color:#4f566b}
dl{margin:2rem 0 0;border-top:1px solid #e3e8ee}
dl div{display:flex;justify-content:space-between;padding:.75rem 0;border-bottom:1px solid #e3e8ee}
dt,dd{margin:0}dd{font-weight:600}
h2{margin:0 0 1rem;font-size:1.125rem;font-weight:600}
label{display:block;margin:1rem 0 .35rem;font-size:.875rem;font-weight:500;color:#30313d}
input,select{width:100%;padding:.65rem .75rem;font:inherit;color:inherit;border:1px solid #c0c8d2;border-radius:6px;background:#fff}
input[readonly]{background:#f6f8fa;color:#4f566b}
input:focus,select:focus{outline:3px solid #a5b4fc;outline-offset:1px;border-color:#4f46e5}
input[aria-invalid=true]{border-color:#b42318}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem}
.error{margin:0 0 1rem;padding:.75rem 1rem;border-radius:6px;background:#fef3f2;color:#b42318;border:1px solid #fecdca}
button{width:100%;margin-top:1.5rem;padding:.8rem;font:inherit;font-weight:600;color:#fff;background:#4f46e5;border:0;border-radius:6px;cursor:pointer}
button:hover{background:#4338ca}button:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
button.secondary{color:#b42318;background:#fff;border:1px solid #b42318}button.secondary:hover{background:#fef3f2}
table{width:100%;border-collapse:collapse;margin-top:1rem}th,td{padding:.5rem;text-align:left;border-bottom:1px solid #e3e8ee}
.ok{margin:0 0 1rem;padding:.75rem 1rem;border-radius:6px;background:#ecfdf3;color:#05603a;border:1px solid #abefc6}
.cancel{display:inline-block;margin-top:1rem;color:#4f46e5}
.notice{display:block;max-width:32rem;margin:4rem auto;padding:0 1.25rem;text-align:center}`;

export function htmlDocument(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body>
<p class="test-mode">Test mode: local Stripe emulator. No real payment is made.</p>
${body}</body></html>`;
}

export interface PageInput {
  session: CheckoutSession;
  plan: SessionPlan;
  price: Price;
  product: Product;
  email: string;
  /** What the person typed, kept when the page comes back with an error. */
  values?: Partial<Record<'card_number' | 'card_expiry' | 'card_name', string>>;
  error?: { field: CardField | 'email' | 'promotion_code'; message: string };
  /** The coupon the session will redeem, and the code it was entered as. */
  discount?: { coupon: Coupon; code: string | null };
}

/** "20% off for 3 months", "$5.00 off once": what a coupon gives, in a line. */
export function describeCoupon(coupon: Coupon): string {
  const off =
    coupon.percent_off !== null
      ? `${coupon.percent_off}% off`
      : `${formatAmount(coupon.amount_off ?? 0, coupon.currency ?? 'usd')} off`;
  if (coupon.duration === 'forever') return `${off} forever`;
  if (coupon.duration === 'once') return `${off} the first payment`;
  const months = coupon.duration_in_months ?? 1;
  return `${off} for ${months} month${months === 1 ? '' : 's'}`;
}

function discountRow({ discount, session, price }: PageInput): string {
  if (!discount) return '';
  const off = (session.total_details as { amount_discount: number }).amount_discount;
  const label = `${discount.code ?? discount.coupon.name ?? discount.coupon.id}: ${describeCoupon(discount.coupon)}`;
  return `<div><dt>${escapeHtml(label)}</dt><dd>−${escapeHtml(formatAmount(off, price.currency))}</dd></div>`;
}

/** The promotion code box, when the session allows codes: apply one, or remove the one applied. */
function promotionCodeForm(input: PageInput): string {
  const { session, discount, error } = input;
  if (!session.allow_promotion_codes) return '';
  const action = `/checkout/${encodeURIComponent(session.id)}/promotion-code`;
  if (discount?.code) {
    return `<form method="post" action="${action}"><input type="hidden" name="promotion_code" value="">
<button type="submit" class="secondary">Remove code ${escapeHtml(discount.code)}</button></form>`;
  }
  const invalid = error?.field === 'promotion_code';
  const alert = invalid ? `<p class="error" id="code-error" role="alert">${escapeHtml(error.message)}</p>` : '';
  const described = invalid ? ' aria-invalid="true" aria-describedby="code-error"' : '';
  return `<form method="post" action="${action}"><label for="promotion-code">Promotion code</label>
<input id="promotion-code" name="promotion_code" autocomplete="off"${described}>${alert}
<button type="submit" class="secondary">Apply</button></form>`;
}

function summary(input: PageInput): string {
  const { plan, price, product, session } = input;
  const total = price.unit_amount * plan.quantity;
  const dueToday = session.amount_total as number;
  // The product is shared by every price: the plan is named by the interval of the price chosen.
  const perInterval = escapeHtml(formatPricePerInterval(price));
  const headline = plan.trialPeriodDays
    ? `<p class="amount">${plan.trialPeriodDays}-day free trial</p><p class="then">then ${perInterval}</p>`
    : `<p class="amount">${perInterval}</p>`;
  return `<section aria-labelledby="plan-name"><p class="eyebrow">Subscribe to ${escapeHtml(product.name)}</p>
<h1 id="plan-name">${escapeHtml(planName(price))}</h1>${headline}
<dl><div><dt>${escapeHtml(planName(price))}${plan.quantity > 1 ? ` × ${plan.quantity}` : ''}</dt><dd>${escapeHtml(formatAmount(total, price.currency))}</dd></div>
${discountRow(input)}
<div><dt>Total due today</dt><dd>${escapeHtml(formatAmount(dueToday, price.currency))}</dd></div></dl>
${promotionCodeForm(input)}</section>`;
}

function field(input: PageInput, name: string, label: string, attributes: string, value = ''): string {
  const invalid = input.error?.field === name;
  const described = invalid ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const id = name.replace('_', '-');
  return `<label for="${id}">${label}</label><input id="${id}" name="${name}" value="${escapeHtml(value)}" ${attributes}${described}>`;
}

const emailAttributes = (session: CheckoutSession) =>
  session.customer ? 'type="email" autocomplete="email" readonly' : 'type="email" autocomplete="email" required';

const WALLET_NAMES: Record<CardWallet, string> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };

/**
 * The test stand-in for the Apple Pay and Google Pay buttons: the card typed above, given
 * through a wallet on a device (the wallet's token then pays, with its own fingerprint).
 */
export function walletFields(wallets: readonly CardWallet[]): string {
  if (!wallets.length) return '';
  const options = wallets.map((wallet) => `<option value="${wallet}">${WALLET_NAMES[wallet]}</option>`).join('');
  return `<div class="row"><div><label for="wallet">Pay through</label><select id="wallet" name="wallet"><option value="">The card as typed</option>${options}</select></div>
<div><label for="wallet-device">Wallet device</label><input id="wallet-device" name="wallet_device" placeholder="iPhone"></div></div>`;
}

function cardForm(input: PageInput, error: string): string {
  const { session, plan, values = {} } = input;
  return `<section aria-labelledby="pay-heading"><h2 id="pay-heading">Pay with card</h2>${error}
<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay">
${field(input, 'email', 'Email', emailAttributes(session), input.email)}
${field(input, 'card_number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required', values.card_number)}
<div class="row"><div>${field(input, 'card_expiry', 'Expiry (MM / YY)', 'autocomplete="cc-exp" placeholder="MM / YY" required', values.card_expiry)}</div>
<div>${field(input, 'card_cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required')}</div></div>
${field(input, 'card_name', 'Name on card', 'autocomplete="cc-name"', values.card_name)}
${walletFields(CARD_WALLETS)}
<button type="submit">${plan.trialPeriodDays ? 'Start trial' : 'Pay'}</button>
</form></section>`;
}

/** Link pays from the payer's Link account: an e-mail address, no card form. */
function linkForm(input: PageInput, error: string): string {
  const { session } = input;
  return `<section aria-labelledby="link-heading"><h2 id="link-heading">Pay with Link</h2>${error}
<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay">
<input type="hidden" name="payment_method_type" value="link">
<label for="link-email">Link email</label><input id="link-email" name="email" value="${escapeHtml(input.email)}" ${emailAttributes(session)}>
<button type="submit">Pay with Link</button></form></section>`;
}

export function checkoutPage(input: PageInput): string {
  const { session } = input;
  const error =
    input.error && input.error.field !== 'promotion_code'
      ? `<p class="error" id="form-error" role="alert">${escapeHtml(input.error.message)}</p>`
      : '';
  const offered = session.payment_method_types;
  // The error shows beside the first form; there is only one once the session allows cards alone.
  const forms = [
    offered.includes('card') ? cardForm(input, error) : '',
    offered.includes('link') ? linkForm(input, offered.includes('card') ? '' : error) : '',
  ].join('');
  const cancel = session.cancel_url
    ? `<p><a class="cancel" href="${escapeHtml(session.cancel_url)}">Cancel</a></p>`
    : '';
  return htmlDocument(
    `Subscribe to ${input.product.name}: ${planName(input.price)}`,
    `<main>${summary(input)}<div>${forms}${cancel}</div></main>`,
  );
}

/** A page with one message and, where there is one, a way back to the site. */
export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  const back = link ? `<p><a class="cancel" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return htmlDocument(
    title,
    `<main class="notice"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}</main>`,
  );
}
