/**
 * What the hosted checkout's steps share: the page's input for a session, where the payer goes
 * next, the page for a session that can no longer be paid, and the paying customer.
 */
import { checkoutPage, messagePage, type PageInput } from './checkout-page';
import type { Emulator } from './emulator';
import { customerObject } from './objects';
import type { CheckoutSession, Customer } from './types';

export const successUrl = (session: CheckoutSession) =>
  session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

export function pageInput(core: Emulator, session: CheckoutSession): PageInput {
  const plan = core.state.sessionPlans.get(session.id);
  if (!plan) throw new Error(`Checkout session ${session.id} has no line items`);
  const price = core.state.price(plan.price);
  const customer = session.customer ? core.state.customers.get(session.customer) : undefined;
  const chosen = core.state.sessionDiscounts.get(session.id);
  return {
    session,
    plan,
    price,
    product: core.state.product(price.product),
    email: customer?.email ?? session.customer_email ?? '',
    discount: chosen && {
      coupon: core.state.coupon(chosen.coupon),
      code: chosen.promotionCode ? core.state.promotionCode(chosen.promotionCode).code : null,
    },
  };
}

/** The checkout page again, with the payer's entries and why the card was refused. */
export function refusedPage(
  core: Emulator,
  session: CheckoutSession,
  message: string,
  entered: Pick<PageInput, 'values'> & { email?: string } = {},
): string {
  const input = pageInput(core, session);
  return checkoutPage({
    ...input,
    email: entered.email ?? input.email,
    values: entered.values,
    error: { field: 'card_number', message },
  });
}

/** The page for a session that can no longer be paid, if it is one. */
export function closedPage(session: CheckoutSession): string | undefined {
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
export function payingCustomer(core: Emulator, session: CheckoutSession, email: string): Customer | undefined {
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
