/** Payment methods, payment intents, charges, refunds and disputes: reads, and refunds. */
import type { Route } from './route';
import { refundCharge } from './disputes';
import { invalidParam } from './errors';
import { expand, expandList } from './expand';
import { listObject } from './lists';
import type { Params } from './params';
import type { StripeObject } from './types';

const ID = '([^/]+)';

/** A list filtered by `customer` when given (newest first), with `data.*` expansion. */
function customerList<T extends StripeObject & { customer: string | null }>(
  route: { core: Parameters<typeof expand>[0]; params: Params; path: string },
  items: Iterable<T>,
  resource: string,
  customer = route.params.string('customer'),
) {
  const { core, params, path } = route;
  const matching = [...items].reverse().filter((item) => customer === undefined || item.customer === customer);
  const list = listObject(path, matching, params, resource);
  return { ...list, data: expandList(core, list.data, params.expand()) };
}

function retrieve(pattern: string, pick: (core: Parameters<typeof expand>[0], id: string) => StripeObject): Route {
  return {
    method: 'GET',
    pattern: new RegExp(`^/v1/${pattern}/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      return expand(core, pick(core, id), params.expand());
    },
  };
}

export const paymentRoutes: Route[] = [
  retrieve('payment_methods', (core, id) => core.state.paymentMethod(id)),
  retrieve('payment_intents', (core, id) => core.state.paymentIntent(id)),
  retrieve('charges', (core, id) => core.state.charge(id)),
  retrieve('refunds', (core, id) => core.state.refund(id)),
  retrieve('disputes', (core, id) => core.state.dispute(id)),
  {
    method: 'GET',
    pattern: /^\/v1\/payment_methods$/,
    handle: (route) => {
      route.params.allowOnly('customer', 'type', 'limit', 'starting_after', 'ending_before');
      const type = route.params.string('type');
      if (type !== undefined && type !== 'card')
        throw invalidParam('type', 'The emulator has card payment methods only.');
      return customerList(route, route.core.state.paymentMethods.values(), 'payment_method');
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/customers/${ID}/payment_methods$`),
    handle: (route) => {
      route.params.allowOnly('type', 'limit', 'starting_after', 'ending_before');
      const customer = route.core.state.customer(route.ids[0]).id;
      return customerList(route, route.core.state.paymentMethods.values(), 'payment_method', customer);
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_intents$/,
    handle: (route) => {
      route.params.allowOnly('customer', 'limit', 'starting_after', 'ending_before');
      return customerList(route, route.core.state.paymentIntents.values(), 'payment_intent');
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/charges$/,
    handle: (route) => {
      route.params.allowOnly('customer', 'payment_intent', 'limit', 'starting_after', 'ending_before');
      const intent = route.params.string('payment_intent');
      const charges = [...route.core.state.charges.values()].filter(
        (charge) => intent === undefined || charge.payment_intent === intent,
      );
      return customerList(route, charges, 'charge');
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    handle: ({ core, params }) => {
      params.allowOnly('charge', 'payment_intent', 'amount', 'reason', 'metadata');
      const intentId = params.string('payment_intent');
      const chargeId = params.string('charge') ?? (intentId ? core.state.paymentIntent(intentId).latest_charge : null);
      if (!chargeId) throw invalidParam('charge', 'Missing required param: charge.', 'parameter_missing');
      const reason = params.string('reason') ?? null;
      const refund = refundCharge(
        core,
        core.state.charge(chargeId, 'charge'),
        params.integer('amount', 1, 99_999_999),
        reason,
      );
      return expand(core, refund, params.expand());
    },
  },
];
