/**
 * The pages behind a session's `url`: GET /checkout/:id shows the form, POST
 * /checkout/:id/pay checks the card, starts the subscription and sends the payer on to
 * success_url (with {CHECKOUT_SESSION_ID} filled in), as Stripe Checkout does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { completeCheckout } from './billing';
import { checkCard } from './cards';
import { checkoutPage, messagePage, type PageInput } from './checkout-page';
import type { Emulator } from './emulator';
import { readBody, redirect, sendHtml } from './http-io';
import { customerObject } from './objects';
import type { CheckoutSession, Customer } from './types';

const successUrl = (session: CheckoutSession) => session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

function pageInput(core: Emulator, session: CheckoutSession): PageInput {
  const plan = core.state.sessionPlans.get(session.id);
  if (!plan) throw new Error(`Checkout session ${session.id} has no line items`);
  const price = core.state.price(plan.price);
  const customer = session.customer ? core.state.customers.get(session.customer) : undefined;
  return {
    session,
    plan,
    price,
    product: core.state.product(price.product),
    email: customer?.email ?? session.customer_email ?? '',
  };
}

/** The page for a session that can no longer be paid, if it is one. */
function closedPage(session: CheckoutSession): string | undefined {
  if (session.status === 'complete') {
    return messagePage('Payment complete', 'This checkout session is already complete.', {
      href: successUrl(session),
      label: 'Continue',
    });
  }
  if (session.status === 'expired') {
    const back = session.cancel_url ? { href: session.cancel_url, label: 'Return to the site' } : undefined;
    return messagePage('Session expired', 'This checkout session has expired. Start again from the site.', back);
  }
  return undefined;
}

/** The payer's customer: the session's, or a new one for its e-mail (Stripe creates one too). */
function payingCustomer(core: Emulator, session: CheckoutSession, email: string): Customer | undefined {
  if (session.customer) return core.state.customer(session.customer);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return undefined;
  const customer = customerObject(core.clock.now(), {
    email,
    name: null,
    description: null,
    phone: null,
    metadata: {},
  });
  core.state.customers.set(customer.id, customer);
  core.emit('customer.created', customer);
  return customer;
}

async function pay(core: Emulator, session: CheckoutSession, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // A second submit (a double click, a reload) must not start a second subscription.
  if (session.status === 'complete') return redirect(res, successUrl(session));
  const closed = closedPage(session);
  if (closed) return sendHtml(res, 400, closed);

  const form = new URLSearchParams(await readBody(req));
  const value = (name: string) => form.get(name) ?? '';
  const input = pageInput(core, session);
  const values = {
    card_number: value('card_number'),
    card_expiry: value('card_expiry'),
    card_name: value('card_name'),
  };
  const email = session.customer ? input.email : value('email').trim();
  const card = checkCard(
    { number: values.card_number, expiry: values.card_expiry, cvc: value('card_cvc') },
    core.clock.now(),
  );
  if (!card.ok) {
    return sendHtml(
      res,
      card.status,
      checkoutPage({ ...input, email, values, error: { field: card.field, message: card.message } }),
    );
  }
  const customer = payingCustomer(core, session, email);
  if (!customer) {
    return sendHtml(
      res,
      400,
      checkoutPage({ ...input, email, values, error: { field: 'email', message: 'Your email address is invalid.' } }),
    );
  }
  completeCheckout(core, session, input.plan, customer);
  redirect(res, successUrl(session));
}

/** Handles /checkout/... requests; false when the path is not one of them. */
export async function handleCheckoutPage(
  core: Emulator,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const match = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname);
  if (!match) return false;
  const session = core.state.sessions.get(decodeURIComponent(match[1]));
  if (!session) {
    sendHtml(res, 404, messagePage('Not found', 'There is no checkout session at this address.'));
  } else if (match[2] && req.method === 'POST') {
    await pay(core, session, req, res);
  } else if (!match[2] && (req.method === 'GET' || req.method === 'HEAD')) {
    const closed = closedPage(session);
    sendHtml(res, 200, closed ?? checkoutPage(pageInput(core, session)));
  } else {
    res.writeHead(405, { allow: match[2] ? 'POST' : 'GET' }).end();
  }
  return true;
}
