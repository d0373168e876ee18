/**
 * The hosted invoice pages: GET /invoice/:id (invoice-page.ts), GET /invoice/:id/pdf (its PDF),
 * POST /invoice/:id/pay (a card pays it now, on session), and GET / POST
 * /invoice/:id/authenticate, the 3D Secure test page for the payment waiting on the payer (a
 * renewal charged off session, or a card just given here). A paid invoice brings its past_due
 * or unpaid subscription back to active; a new card that paid becomes the one that pays from now
 * on, as Stripe's hosted page saves it for the subscription.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticationPage } from './authentication-page';
import { readCardForm } from './cards';
import { messagePage } from './checkout-page';
import { invoiceWasPaid } from './dunning';
import type { Emulator } from './emulator';
import { readBody, redirect, sendHtml } from './http-io';
import { awaitsAuthentication, latestInvoicePayment, markInvoicePaid, recordInvoicePayment } from './invoice-payment';
import { formatDate, invoicePage } from './invoice-page';
import { formatPdfDate, invoicePdf } from './invoice-pdf';
import { invoiceSummary } from './invoice-summary';
import { formatAmount } from './money';
import { createPaymentMethod, makeDefaultPaymentMethod, paymentMethodFor } from './payment-methods';
import { chargePaymentMethod, finishAuthentication, type PaymentResult } from './payments';
import type { Invoice } from './types';

const payable = (invoice: Invoice) => invoice.status === 'open' || invoice.status === 'uncollectible';

function showPage(core: Emulator, res: ServerResponse, invoice: Invoice, status = 200, error?: string): void {
  const summary = invoiceSummary(core, invoice, formatDate);
  sendHtml(
    res,
    status,
    invoicePage({ invoice, awaitsAuthentication: awaitsAuthentication(core, invoice), error, summary }),
  );
}

/** After a successful payment on the page: the invoice is paid, and the card that paid is kept. */
function paid(core: Emulator, invoice: Invoice, result: PaymentResult): void {
  markInvoicePaid(core, invoice);
  invoice.attempted = true;
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  const subscription = subscriptionId ? core.state.subscriptions.get(subscriptionId) : undefined;
  const method = result.intent.payment_method ? core.state.paymentMethods.get(result.intent.payment_method) : undefined;
  if (subscription && method && paymentMethodFor(core, subscription)?.id !== method.id) {
    makeDefaultPaymentMethod(core, core.state.customer(invoice.customer), method);
  }
  invoiceWasPaid(core, invoice);
}

async function pay(core: Emulator, invoice: Invoice, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const read = readCardForm(new URLSearchParams(await readBody(req)), core.clock.now());
  if ('refused' in read) return showPage(core, res, invoice, read.refused.status, read.refused.message);
  const customer = core.state.customer(invoice.customer);
  const method = createPaymentMethod(core, read.card, customer, read.name);
  const path = `/invoice/${encodeURIComponent(invoice.id)}`;
  const result = chargePaymentMethod(
    core,
    {
      amount: invoice.amount_remaining,
      currency: invoice.currency,
      customer: customer.id,
      description: 'Payment for Invoice',
      paymentMethod: method,
    },
    () => `${core.publicUrl}${path}/authenticate`,
  );
  recordInvoicePayment(core, invoice, result.intent);
  if (result.intent.status === 'requires_action') return redirect(res, `${path}/authenticate`);
  if (result.decline) return showPage(core, res, invoice, 402, result.decline.message);
  paid(core, invoice, result);
  redirect(res, path);
}

async function authenticate(core: Emulator, invoice: Invoice, req: IncomingMessage, res: ServerResponse) {
  const intent = latestInvoicePayment(core, invoice);
  if (!intent || !awaitsAuthentication(core, invoice)) {
    return sendHtml(
      res,
      400,
      messagePage('Nothing to confirm', 'This invoice has no payment waiting to be confirmed.'),
    );
  }
  if (req.method !== 'POST') {
    return sendHtml(res, 200, authenticationPage(req.url ?? '', formatAmount(intent.amount, intent.currency)));
  }
  const result = new URLSearchParams(await readBody(req)).get('result');
  if (result !== 'complete' && result !== 'fail') {
    return sendHtml(res, 400, messagePage('Choose an outcome', 'Complete or fail the authentication.'));
  }
  const outcome = finishAuthentication(core, intent, result === 'complete');
  if (outcome.decline) return showPage(core, res, invoice, 402, outcome.decline.message);
  paid(core, invoice, outcome);
  redirect(res, `/invoice/${encodeURIComponent(invoice.id)}`);
}

/** Handles /invoice/... requests; false when the path is not one of them. */
export async function handleInvoicePage(
  core: Emulator,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const match = /^\/invoice\/([^/]+)(?:\/(pdf|pay|authenticate))?$/.exec(url.pathname);
  if (!match) return false;
  const invoice = core.state.invoices.get(decodeURIComponent(match[1]));
  const step = match[2];
  const method = req.method ?? 'GET';
  const reading = method === 'GET' || method === 'HEAD';
  const allowed = step === 'pay' ? method === 'POST' : step === 'authenticate' ? reading || method === 'POST' : reading;
  if (!allowed) {
    res.writeHead(405, { allow: step === 'pay' ? 'POST' : step === 'authenticate' ? 'GET, POST' : 'GET' }).end();
  } else if (!invoice) {
    sendHtml(res, 404, messagePage('Not found', 'There is no invoice at this address.'));
  } else if (step === 'pdf') {
    const summary = invoiceSummary(core, invoice, formatPdfDate);
    const pdf = invoicePdf(invoice, core.state.customers.get(invoice.customer), summary);
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="invoice-${String(invoice.number)}.pdf"`,
      'content-length': pdf.length,
      'cache-control': 'no-store',
    });
    res.end(method === 'HEAD' ? undefined : pdf);
  } else if (step && !payable(invoice)) {
    sendHtml(res, 400, messagePage('Nothing to pay', 'This invoice is not due.'));
  } else if (step === 'pay') {
    await pay(core, invoice, req, res);
  } else if (step === 'authenticate') {
    await authenticate(core, invoice, req, res);
  } else {
    showPage(core, res, invoice);
  }
  return true;
}
