/**
 * The hosted invoice page behind an invoice's `hosted_invoice_url`: what was billed, for which
 * period and interval, its discounts and totals, whether it is paid, its PDF, and while it is due a step to confirm a payment that
 * needs 3D Secure and a card form to pay it; and the invoice rows the portal lists.
 */
import { escapeHtml, htmlDocument } from './checkout-page';
import { formatAmount } from './money';
import type { SummaryRow } from './invoice-summary';
import type { Invoice } from './types';

export const formatDate = (unix: number) =>
  new Date(unix * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const STATUS_LABELS: Record<string, string> = {
  paid: 'Paid',
  open: 'Due',
  uncollectible: 'Uncollectible',
  void: 'Void',
  draft: 'Draft',
};

export const statusLabel = (invoice: Invoice) => STATUS_LABELS[invoice.status] ?? invoice.status;

/** One row of an invoice history table: date, number, total (what credit paid counts too), status, link. */
export function invoiceRow(invoice: Invoice): string {
  const link = invoice.hosted_invoice_url ? `<a href="${escapeHtml(invoice.hosted_invoice_url)}">View invoice</a>` : '';
  return `<tr><td>${escapeHtml(formatDate(invoice.created))}</td><td>${escapeHtml(String(invoice.number ?? ''))}</td>
<td>${escapeHtml(formatAmount(Number(invoice.total ?? invoice.amount_due), invoice.currency))}</td><td>${escapeHtml(statusLabel(invoice))}</td><td>${link}</td></tr>`;
}

export interface InvoicePageInput {
  invoice: Invoice;
  /** The latest attempt waits for the payer to authenticate it. */
  awaitsAuthentication: boolean;
  /** Why the payment just tried was refused. */
  error?: string;
  /** The lines, discounts and totals billed (invoice-summary.ts). */
  summary: SummaryRow[];
}

const base = (invoice: Invoice) => `/invoice/${encodeURIComponent(invoice.id)}`;

/** What an open invoice offers: confirming the pending payment, and paying with a card. */
function paySection({ invoice, awaitsAuthentication, error }: InvoicePageInput): string {
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') return '';
  const alert = error ? `<p class="error" id="form-error" role="alert">${escapeHtml(error)}</p>` : '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const confirm = awaitsAuthentication
    ? `<section aria-labelledby="confirm-heading"><h2 id="confirm-heading">Confirm your payment</h2>
<p>Your bank asks you to confirm this payment with the card on file.</p>
<form method="get" action="${base(invoice)}/authenticate"><button type="submit">Confirm payment</button></form></section>`
    : '';
  return `${confirm}<section aria-labelledby="pay-heading"><h2 id="pay-heading">Pay this invoice</h2>${alert}
<form method="post" action="${base(invoice)}/pay">
<label for="card-number">Card number</label><input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" required${invalid}>
<div class="row"><div><label for="card-expiry">Expiry (MM / YY)</label><input id="card-expiry" name="card_expiry" autocomplete="cc-exp" required></div>
<div><label for="card-cvc">CVC</label><input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div></div>
<label for="card-name">Name on card</label><input id="card-name" name="card_name" autocomplete="cc-name">
<button type="submit">Pay ${escapeHtml(formatAmount(invoice.amount_remaining, invoice.currency))}</button></form></section>`;
}

export function invoicePage(input: InvoicePageInput): string {
  const { invoice, summary } = input;
  const paidAt = invoice.status_transitions.paid_at;
  const pdf = invoice.invoice_pdf
    ? `<p><a href="${escapeHtml(String(invoice.invoice_pdf))}">Download invoice (PDF)</a></p>`
    : '';
  const rows = summary
    .map(({ label, value, strong }) => {
      const dd = strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value);
      return `<div><dt>${escapeHtml(label)}</dt><dd>${dd}</dd></div>`;
    })
    .join('\n');
  return htmlDocument(
    `Invoice ${String(invoice.number)}`,
    `<main class="notice"><h1>Invoice ${escapeHtml(String(invoice.number))}</h1>
<p class="amount">${escapeHtml(formatAmount(invoice.amount_due, invoice.currency))}</p>
<p>${escapeHtml(statusLabel(invoice))}${paidAt ? ` on ${escapeHtml(formatDate(paidAt))}` : ''}</p>
<dl><div><dt>Billed to</dt><dd>${escapeHtml(String(invoice.customer_email ?? invoice.customer))}</dd></div>
<div><dt>Date</dt><dd>${escapeHtml(formatDate(invoice.created))}</dd></div>
${rows}</dl>
${pdf}${paySection(input)}</main>`,
  );
}
