/** Invoices: retrieve, and list by customer, subscription and status (newest first). */
import type { Route } from './route';
import { invalidParam } from './errors';
import { expand, expandList } from './expand';
import { listObject } from './lists';

const STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'];

export const invoiceRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/invoices\/([^/]+)$/,
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      return expand(core, core.state.invoice(id), params.expand());
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/invoices$/,
    handle: ({ core, params, path }) => {
      params.allowOnly('customer', 'subscription', 'status', 'limit', 'starting_after', 'ending_before');
      const customer = params.string('customer');
      const subscription = params.string('subscription');
      const status = params.string('status');
      if (status !== undefined && !STATUSES.includes(status)) {
        throw invalidParam('status', `Invalid status: must be one of ${STATUSES.join(', ')}`);
      }
      const invoices = [...core.state.invoices.values()]
        .reverse()
        .filter((invoice) => customer === undefined || invoice.customer === customer)
        .filter(
          (invoice) =>
            subscription === undefined || invoice.parent?.subscription_details?.subscription === subscription,
        )
        .filter((invoice) => status === undefined || invoice.status === status);
      const list = listObject(path, invoices, params, 'invoice');
      return { ...list, data: expandList(core, list.data, params.expand()) };
    },
  },
];
