/** Subscriptions and events (invoices: api-invoices.ts). */
import type { Route } from './route';
import { cancelSubscription } from './billing';
import { invalidParam } from './errors';
import { expand } from './expand';
import { ID, listRoute, retrieveRoute } from './standard-routes';
import { readQuantityChange } from './quantity-change';
import { createSubscription } from './subscription-create';
import { updateSubscription } from './subscription-update';
import type { Subscription } from './types';

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
  retrieveRoute('subscriptions', (core, id) => core.state.subscription(id)),
  listRoute({
    collection: 'subscriptions',
    resource: 'subscription',
    filters: ['customer', 'price', 'status'],
    items: (core) => core.state.subscriptions.values(),
    keep: ({ params }) => {
      const customer = params.string('customer');
      const price = params.string('price');
      const matchesStatus = statusFilter(params.string('status'));
      return (s) =>
        (customer === undefined || s.customer === customer) &&
        matchesStatus(s) &&
        (price === undefined || s.items.data.some((item) => item.price.id === price));
    },
  }),
  {
    method: 'POST',
    pattern: /^\/v1\/subscriptions$/,
    handle: ({ core, params }) => {
      // Runs on the clock of its `customer` parameter, as every request naming one does (api.ts).
      return expand(core, createSubscription(core, params), params.expand());
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly('cancel_at_period_end', 'metadata', 'items', 'proration_behavior', 'proration_date');
      const subscription = core.state.subscription(id);
      updateSubscription(core, subscription, {
        cancelAtPeriodEnd: params.boolean('cancel_at_period_end'),
        metadata: params.metadata(),
        quantity: readQuantityChange(params, subscription),
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
  listRoute({
    collection: 'events',
    resource: 'event',
    filters: ['type'],
    items: (core) => core.state.events.values(),
    keep: ({ params }) => {
      const type = params.string('type');
      // As at Stripe, 'customer.subscription.*' matches every type under that prefix.
      return (event) =>
        type === undefined || (type.endsWith('.*') ? event.type.startsWith(type.slice(0, -1)) : event.type === type);
    },
  }),
];
