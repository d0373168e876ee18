/**
 * The pages behind a session's `url`: GET /checkout/:id shows the form, POST
 * /checkout/:id/pay checks the card, charges it (a card that needs 3D Secure goes to the test
 * page at /checkout/:id/authenticate/:key first), starts the subscription and sends the payer
 * on to success_url (with {CHECKOUT_SESSION_ID} filled in), as Stripe Checkout does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { completeCheckout } from './billing';
import { checkCard, readWallet, setupDecline } from './cards';
import { handleAuthentication } from './checkout-authentication';
import { closedPage, pageInput, payingCustomer, refusedPage, successUrl } from './checkout-flow';
import { checkoutPage, messagePage } from './checkout-page';
import { applyPromotionCode, refusedPromotionCode } from './checkout-promotion-code';
import type { Emulator } from './emulator';
import { readBody, redirect, sendHtml } from './http-io';
import { newId } from './ids';
import { createLinkPaymentMethod, createPaymentMethod } from './payment-methods';
import { chargePaymentMethod } from './payments';
import type { CheckoutSession } from './types';

const authenticationPath = (session: CheckoutSession, key: string) =>
  `/checkout/${encodeURIComponent(session.id)}/authenticate/${encodeURIComponent(key)}`;

/** Pays with Link: nothing to check but the e-mail, and Link's card always pays. */
function payWithLink(core: Emulator, session: CheckoutSession, email: string, res: ServerResponse): void {
  const input = pageInput(core, session);
  const customer = payingCustomer(core, session, email);
  if (!customer) {
    const error = { field: 'email' as const, message: 'Your email address is invalid.' };
    return sendHtml(res, 400, checkoutPage({ ...input, email, error }));
  }
  const method = createLinkPaymentMethod(core, customer, email);
  const dueNow = session.amount_total as number;
  const payment = dueNow
    ? chargePaymentMethod(core, {
        amount: dueNow,
        currency: session.currency as string,
        customer: customer.id,
        description: 'Subscription creation',
        paymentMethod: method,
      }).intent
    : null;
  completeCheckout(core, session, input.plan, customer, method, payment);
  redirect(res, successUrl(session));
}

async function pay(core: Emulator, session: CheckoutSession, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // A second submit (a double click, a reload) must not start a second subscription.
  if (session.status === 'complete') return redirect(res, successUrl(session));
  const closed = closedPage(session);
  if (closed) return sendHtml(res, 400, closed);

  const form = new URLSearchParams(await readBody(req));
  const value = (name: string) => form.get(name) ?? '';
  const input = pageInput(core, session);
  // As at Stripe, a session pays only with the types it offers, whatever the form sends.
  const type = value('payment_method_type') || 'card';
  if (!session.payment_method_types.includes(type)) {
    const message = `The payment method type ${type} is not available for this Checkout Session, which accepts: ${session.payment_method_types.join(', ')}.`;
    return sendHtml(res, 400, checkoutPage({ ...input, error: { field: 'card_number', message } }));
  }
  const staleCode = refusedPromotionCode(core, session);
  if (staleCode) return sendHtml(res, 400, staleCode);
  if (type === 'link') return payWithLink(core, session, session.customer ? input.email : value('email').trim(), res);
  const values = {
    card_number: value('card_number'),
    card_expiry: value('card_expiry'),
    card_name: value('card_name'),
  };
  const email = session.customer ? input.email : value('email').trim();
  // Apple Pay and Google Pay are card wallets: a session that takes cards takes them too.
  const wallet = readWallet(form);
  if (wallet && 'unknown' in wallet) {
    const message = `The payment method type ${wallet.unknown} is not available for this Checkout Session.`;
    return sendHtml(res, 400, checkoutPage({ ...input, email, values, error: { field: 'card_number', message } }));
  }
  const card = checkCard(
    { number: values.card_number, expiry: values.card_expiry, cvc: value('card_cvc') },
    core.clock.now(),
  );
  const dueNow = session.amount_total as number;
  // Nothing is charged when a trial starts, but a card the bank refuses is refused all the same.
  const refused = !card.ok ? card : dueNow ? undefined : setupDecline(card);
  if (refused && !refused.ok) {
    const error = { field: refused.field, message: refused.message };
    return sendHtml(res, refused.status, checkoutPage({ ...input, email, values, error }));
  }
  if (!card.ok) return;
  const customer = payingCustomer(core, session, email);
  if (!customer) {
    return sendHtml(
      res,
      400,
      checkoutPage({ ...input, email, values, error: { field: 'email', message: 'Your email address is invalid.' } }),
    );
  }
  const method = createPaymentMethod(core, { ...card, wallet }, customer, values.card_name.trim() || null);
  const pending = { session: session.id, customer: customer.id, paymentMethod: method.id };
  if (!dueNow) {
    if (!card.card.authentication) {
      completeCheckout(core, session, input.plan, customer, method, null);
      return redirect(res, successUrl(session));
    }
    const key = newId('seti');
    core.state.pendingAuthentications.set(key, { ...pending, paymentIntent: null });
    return redirect(res, authenticationPath(session, key));
  }
  const payment = chargePaymentMethod(
    core,
    {
      amount: dueNow,
      currency: session.currency as string,
      customer: customer.id,
      description: 'Subscription creation',
      paymentMethod: method,
    },
    (intent) => `${core.publicUrl}${authenticationPath(session, intent.id)}`,
  );
  if (payment.intent.status === 'requires_action') {
    core.state.pendingAuthentications.set(payment.intent.id, { ...pending, paymentIntent: payment.intent.id });
    return redirect(res, authenticationPath(session, payment.intent.id));
  }
  if (payment.decline)
    return sendHtml(res, 402, refusedPage(core, session, payment.decline.message, { email, values }));
  completeCheckout(core, session, input.plan, customer, method, payment.intent);
  redirect(res, successUrl(session));
}

/** Handles /checkout/... requests; false when the path is not one of them. */
export async function handleCheckoutPage(
  core: Emulator,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const match = /^\/checkout\/([^/]+)(?:(\/pay)|\/authenticate\/([^/]+)|(\/promotion-code))?$/.exec(url.pathname);
  if (!match) return false;
  const session = core.state.sessions.get(decodeURIComponent(match[1]));
  const [, , payPath, key, codePath] = match;
  if (!session) {
    sendHtml(res, 404, messagePage('Not found', 'There is no checkout session at this address.'));
  } else if (codePath) {
    if (req.method === 'POST') await applyPromotionCode(core, session, req, res);
    else res.writeHead(405, { allow: 'POST' }).end();
  } else if (key !== undefined) {
    await handleAuthentication(core, session, decodeURIComponent(key), req, res);
  } else if (payPath && req.method === 'POST') {
    await pay(core, session, req, res);
  } else if (!payPath && (req.method === 'GET' || req.method === 'HEAD')) {
    const closed = closedPage(session);
    sendHtml(res, 200, closed ?? checkoutPage(pageInput(core, session)));
  } else {
    res.writeHead(405, { allow: payPath ? 'POST' : 'GET' }).end();
  }
  return true;
}
