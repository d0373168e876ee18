/**
 * The hosted customer portal page: the customer's subscriptions (plan switches and quantities
 * where the configuration allows them), the card that pays them with
 * a form to replace it, the billing details (name and address) with a form to change them, the
 * invoice history, and the way back to the site.
 */
import { billingDetailsSection } from './billing-details';
import { escapeHtml, htmlDocument, walletFields } from './checkout-page';
import type { AdjustableQuantity } from './portal-configurations';
import type { CardWallet } from './test-cards';
import { formatDate, invoiceRow } from './invoice-page';
import { formatPrice } from './money';
import type { Customer, Invoice, PaymentMethod, PortalSession, Price, Subscription } from './types';

export interface PortalInput {
  session: PortalSession;
  customer: Customer;
  /** Each live subscription, with the prices it may switch to and the quantities it may take. */
  subscriptions: Array<{
    subscription: Subscription;
    price: Price;
    productName: string;
    switchTo: Price[];
    quantity: AdjustableQuantity | undefined;
  }>;
  card: PaymentMethod | undefined;
  /** The wallets the session's configuration lets the customer add a card through. */
  wallets: CardWallet[];
  invoices: Invoice[];
  notice?: string;
  /** Why the new card was refused. */
  error?: string;
  /** Why the billing details were not saved. */
  detailsError?: string;
  /** Why a subscription's quantity was not changed. */
  quantityError?: { subscription: string; message: string };
}

const INTERVAL_NAMES: Record<string, string> = { month: 'monthly', year: 'annual' };

/** One button per price the subscription may switch to ('Switch to annual ($199.99 / year)'). */
function switchForms(sessionId: string, { subscription, switchTo }: PortalInput['subscriptions'][number]): string {
  return switchTo
    .map(
      (price) => `<form method="post" action="/portal/${encodeURIComponent(sessionId)}/switch-plan">
<input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}"><input type="hidden" name="price" value="${escapeHtml(price.id)}">
<button type="submit" class="secondary">Switch to ${escapeHtml(INTERVAL_NAMES[price.recurring.interval] ?? price.recurring.interval)} (${escapeHtml(formatPrice(price))})</button></form>`,
    )
    .join('');
}

/** The quantity form, where the configuration lets this subscription's quantity change ('Update quantity'). */
function quantityForm(
  sessionId: string,
  { subscription, quantity }: PortalInput['subscriptions'][number],
  refused: PortalInput['quantityError'],
): string {
  if (!quantity) return '';
  const id = `quantity-${subscription.id}`;
  const max = quantity.maximum === null ? '' : ` max="${quantity.maximum}"`;
  const error = refused?.subscription === subscription.id ? refused.message : undefined;
  const alert = error ? `<p class="error" id="${escapeHtml(id)}-error" role="alert">${escapeHtml(error)}</p>` : '';
  const invalid = error ? ` aria-invalid="true" aria-describedby="${escapeHtml(id)}-error"` : '';
  return `<form method="post" action="/portal/${encodeURIComponent(sessionId)}/update-quantity">
<input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}">${alert}
<label for="${escapeHtml(id)}">Quantity</label><input id="${escapeHtml(id)}" name="quantity" type="number" inputmode="numeric" min="${quantity.minimum}"${max} value="${subscription.items.data[0].quantity}" required${invalid}>
<button type="submit" class="secondary">Update quantity</button></form>`;
}

function subscriptionLine({ subscription, price, productName }: PortalInput['subscriptions'][number]): string {
  const end = subscription.items.data[0].current_period_end;
  const state =
    subscription.status === 'past_due' || subscription.status === 'unpaid'
      ? 'Your last payment failed. Update your card.'
      : subscription.cancel_at_period_end
        ? `Cancels on ${formatDate(end)}`
        : subscription.status === 'trialing'
          ? `Trial ends on ${formatDate(end)}`
          : `Renews on ${formatDate(end)}`;
  const quantity = subscription.items.data[0].quantity;
  const times = quantity === 1 ? '' : ` × ${quantity}`;
  return `<li><strong>${escapeHtml(productName)}</strong> ${escapeHtml(formatPrice(price))}${times} · ${escapeHtml(state)}</li>`;
}

export function portalPage(input: PortalInput): string {
  const { session, customer, card } = input;
  const alert = input.error
    ? `<p class="error" id="form-error" role="alert">${escapeHtml(input.error)}</p>`
    : input.notice
      ? `<p class="ok" role="status">${escapeHtml(input.notice)}</p>`
      : '';
  const current = card?.card
    ? `${escapeHtml(card.card.brand)} •••• ${escapeHtml(card.card.last4)}, expires ${card.card.exp_month}/${card.card.exp_year}`
    : card
      ? 'Link'
      : 'No card on file';
  const invalid = input.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const back = session.return_url
    ? `<a class="cancel" href="${escapeHtml(session.return_url)}">Return to the site</a>`
    : '';
  return htmlDocument(
    'Manage billing',
    `<main><section aria-labelledby="portal-heading"><h1 id="portal-heading">Manage billing</h1>
<p class="eyebrow">${escapeHtml(customer.email ?? customer.id)}</p>
<h2>Subscriptions</h2><ul>${input.subscriptions.map(subscriptionLine).join('') || '<li>No subscription</li>'}</ul>
${input.subscriptions.map((entry) => switchForms(session.id, entry) + quantityForm(session.id, entry, input.quantityError)).join('')}
<h2>Invoice history</h2><table><thead><tr><th>Date</th><th>Number</th><th>Amount</th><th>Status</th><th></th></tr></thead>
<tbody>${input.invoices.map(invoiceRow).join('')}</tbody></table>${back}</section>
<section aria-labelledby="card-heading"><h2 id="card-heading">Payment method</h2><p>${current}</p>${alert}
<form method="post" action="/portal/${encodeURIComponent(session.id)}/payment-method">
<label for="card-number">Card number</label><input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" required${invalid}>
<div class="row"><div><label for="card-expiry">Expiry (MM / YY)</label><input id="card-expiry" name="card_expiry" autocomplete="cc-exp" required></div>
<div><label for="card-cvc">CVC</label><input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div></div>
<label for="card-name">Name on card</label><input id="card-name" name="card_name" autocomplete="cc-name">
${walletFields(input.wallets)}
<button type="submit">Update card</button></form></section>
${billingDetailsSection(customer, session.id, input.detailsError)}</main>`,
  );
}
