/** Checkout sessions: create (subscription mode), retrieve (with expand) and expire. */
import type { Route } from './route';
import { invalidParam, invalidRequest } from './errors';
import { expand } from './expand';
import { checkoutSessionObject } from './objects';
import type { Params } from './params';
import { ID, retrieveRoute } from './standard-routes';
import type { SessionPlan } from './types';

function mode(params: Params): void {
  const value = params.requiredString('mode');
  if (!['payment', 'setup', 'subscription'].includes(value)) {
    throw invalidParam('mode', 'Invalid mode: must be one of payment, setup, or subscription');
  }
  if (value !== 'subscription') throw invalidParam('mode', 'The Stripe emulator supports only mode=subscription.');
}

function lineItem(params: Params): { price: string; quantity: number } {
  const items = params.list('line_items');
  if (!items?.length) throw invalidParam('line_items', 'Missing required param: line_items.', 'parameter_missing');
  if (items.length > 1) throw invalidParam('line_items', 'The Stripe emulator supports exactly one line item.');
  const [item] = items;
  item.allowOnly('price', 'quantity');
  const quantity = item.integer('quantity', 1, 999_999);
  if (quantity === undefined) {
    throw invalidParam(
      'line_items[0][quantity]',
      'Missing required param: line_items[0][quantity].',
      'parameter_missing',
    );
  }
  return { price: item.requiredString('price'), quantity };
}

export const checkoutRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    handle: ({ core, params }) => {
      params.allowOnly(
        'mode',
        'customer',
        'customer_email',
        'line_items',
        'success_url',
        'cancel_url',
        'client_reference_id',
        'metadata',
        'subscription_data',
      );
      mode(params);
      const { price: priceId, quantity } = lineItem(params);
      const price = core.state.price(priceId, 'line_items[0][price]');
      const customerId = params.string('customer') || null;
      const customerEmail = params.string('customer_email') || null;
      if (customerId && customerEmail) {
        throw invalidParam('customer_email', 'You may only specify one of these parameters: customer, customer_email.');
      }
      if (customerId) core.state.customer(customerId, 'customer');
      const successUrl = params.url('success_url', true)!;
      const cancelUrl = params.url('cancel_url', false) ?? null;
      const clientReferenceId = params.string('client_reference_id') || null;
      if (clientReferenceId && clientReferenceId.length > 200) {
        throw invalidParam('client_reference_id', 'client_reference_id must be at most 200 characters.');
      }
      const subscriptionData = params.nested('subscription_data')?.allowOnly('trial_period_days', 'metadata');
      const plan: SessionPlan = {
        price: price.id,
        quantity,
        trialPeriodDays: subscriptionData?.integer('trial_period_days', 1, 730) ?? null,
        subscriptionMetadata: subscriptionData?.metadata() ?? {},
      };
      const amount = plan.trialPeriodDays ? 0 : price.unit_amount * quantity;
      const session = checkoutSessionObject(core.clock.now(), core.publicUrl, {
        customer: customerId,
        customer_email: customerEmail,
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: clientReferenceId,
        metadata: params.metadata() ?? {},
        amount_subtotal: amount,
        amount_total: amount,
      });
      core.state.sessions.set(session.id, session);
      core.state.sessionPlans.set(session.id, plan);
      return expand(core, session, params.expand());
    },
  },
  retrieveRoute('checkout/sessions', (core, id) => core.state.session(id)),
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      const session = core.state.session(id);
      if (session.status !== 'open') {
        throw invalidRequest(
          `Only Checkout Sessions with a status in ["open"] can be expired. This session's status is '${session.status}'.`,
        );
      }
      session.status = 'expired';
      session.url = null;
      core.emit('checkout.session.expired', session);
      return expand(core, session, params.expand());
    },
  },
];
