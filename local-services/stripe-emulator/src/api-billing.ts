/** Subscriptions, events, prices and products (invoices: api-invoices.ts). */
import type { Route } from './route';
import { cancelSubscription, updateSubscription } from './billing';
import { invalidParam } from './errors';
import { expand, expandList } from './expand';
import { listObject } from './lists';
import type { Subscription } from './types';

const ID = '([^/]+)';

const STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
];

/** Stripe's `status` filter: by default every subscription that has not been canceled. */
function statusFilter(status: string | undefined): (subscription: Subscription) => boolean {
  if (status !== undefined && !STATUSES.includes(status)) {
    throw invalidParam('status', `Invalid status: must be one of ${STATUSES.join(', ')}`);
  }
  if (status === 'all') return () => true;
  if (status === 'ended') return (s) => s.status === 'canceled' || s.status === 'incomplete_expired';
  if (status) return (s) => s.status === status;
  return (s) => s.status !== 'canceled' && s.status !== 'incomplete_expired';
}

export const billingRoutes: Route[] = [
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      return expand(core, core.state.subscription(id), params.expand());
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions$/,
    handle: ({ core, params, path }) => {
      params.allowOnly('customer', 'price', 'status', 'limit', 'starting_after', 'ending_before');
      const customer = params.string('customer');
      const price = params.string('price');
      const matchesStatus = statusFilter(params.string('status'));
      const subscriptions = [...core.state.subscriptions.values()]
        .reverse()
        .filter((s) => (customer === undefined || s.customer === customer) && matchesStatus(s))
        .filter((s) => price === undefined || s.items.data.some((item) => item.price.id === price));
      const list = listObject(path, subscriptions, params, 'subscription');
      return { ...list, data: expandList(core, list.data, params.expand()) };
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly('cancel_at_period_end', 'metadata');
      const subscription = core.state.subscription(id);
      updateSubscription(core, subscription, {
        cancelAtPeriodEnd: params.boolean('cancel_at_period_end'),
        metadata: params.metadata(),
      });
      return expand(core, subscription, params.expand());
    },
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      const subscription = core.state.subscription(id);
      cancelSubscription(core, subscription);
      return expand(core, subscription, params.expand());
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/events/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      return expand(core, core.state.event(id), params.expand());
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/events$/,
    handle: ({ core, params, path }) => {
      params.allowOnly('type', 'limit', 'starting_after', 'ending_before');
      const type = params.string('type');
      // As at Stripe, 'customer.subscription.*' matches every type under that prefix.
      const matches = (eventType: string) =>
        type === undefined || (type.endsWith('.*') ? eventType.startsWith(type.slice(0, -1)) : eventType === type);
      const events = [...core.state.events.values()].reverse().filter((event) => matches(event.type));
      return listObject(path, events, params, 'event');
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/prices/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      return expand(core, core.state.price(id), params.expand());
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/products/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      return expand(core, core.state.product(id), params.expand());
    },
  },
];
