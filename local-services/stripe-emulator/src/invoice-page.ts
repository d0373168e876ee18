/**
 * The hosted invoice page behind an invoice's `hosted_invoice_url` (GET /invoice/:id): what was
 * billed, for which period, and whether it is paid; and the invoice rows the portal lists.
 */
import type { ServerResponse } from 'node:http';
import { escapeHtml, htmlDocument, messagePage } from './checkout-page';
import type { Emulator } from './emulator';
import { sendHtml } from './http-io';
import { formatAmount } from './money';
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

/** One row of an invoice history table: date, number, amount, status, link. */
export function invoiceRow(invoice: Invoice): string {
  const link = invoice.hosted_invoice_url ? `<a href="${escapeHtml(invoice.hosted_invoice_url)}">View invoice</a>` : '';
  return `<tr><td>${escapeHtml(formatDate(invoice.created))}</td><td>${escapeHtml(String(invoice.number ?? ''))}</td>
<td>${escapeHtml(formatAmount(invoice.amount_due, invoice.currency))}</td><td>${escapeHtml(statusLabel(invoice))}</td><td>${link}</td></tr>`;
}

function invoicePage(invoice: Invoice): string {
  const line = (
    invoice.lines as { data: Array<{ description: string | null; period: { start: number; end: number } }> }
  ).data[0];
  const period = line ? `${formatDate(line.period.start)} – ${formatDate(line.period.end)}` : '';
  const paidAt = invoice.status_transitions.paid_at;
  return htmlDocument(
    `Invoice ${String(invoice.number)}`,
    `<main class="notice"><h1>Invoice ${escapeHtml(String(invoice.number))}</h1>
<p class="amount">${escapeHtml(formatAmount(invoice.amount_due, invoice.currency))}</p>
<p>${escapeHtml(statusLabel(invoice))}${paidAt ? ` on ${escapeHtml(formatDate(paidAt))}` : ''}</p>
<dl><div><dt>Billed to</dt><dd>${escapeHtml(String(invoice.customer_email ?? invoice.customer))}</dd></div>
<div><dt>Date</dt><dd>${escapeHtml(formatDate(invoice.created))}</dd></div>
<div><dt>${escapeHtml(line?.description ?? 'Subscription')}</dt><dd>${escapeHtml(period)}</dd></div>
<div><dt>Amount paid</dt><dd>${escapeHtml(formatAmount(invoice.amount_paid, invoice.currency))}</dd></div>
<div><dt>Amount remaining</dt><dd>${escapeHtml(formatAmount(invoice.amount_remaining, invoice.currency))}</dd></div></dl></main>`,
  );
}

/** Handles GET /invoice/:id; false when the path is not one. */
export function handleInvoicePage(core: Emulator, method: string, res: ServerResponse, url: URL): boolean {
  const match = /^\/invoice\/([^/]+)$/.exec(url.pathname);
  if (!match) return false;
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET' }).end();
    return true;
  }
  const invoice = core.state.invoices.get(decodeURIComponent(match[1]));
  if (!invoice) sendHtml(res, 404, messagePage('Not found', 'There is no invoice at this address.'));
  else sendHtml(res, 200, invoicePage(invoice));
  return true;
}
