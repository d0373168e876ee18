/** Invoices: retrieve, list by customer, subscription and status (newest first), and finalize a draft. */
import type { Route } from './route';
import { invalidParam } from './errors';
import { expand } from './expand';
import { finalizeInvoice } from './invoice-drafts';
import { ID, listRoute, retrieveRoute } from './standard-routes';

const STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'];

export const invoiceRoutes: Route[] = [
  retrieveRoute('invoices', (core, id) => core.state.invoice(id)),
  listRoute({
    collection: 'invoices',
    resource: 'invoice',
    filters: ['customer', 'subscription', 'status'],
    items: (core) => core.state.invoices.values(),
    keep: ({ params }) => {
      const customer = params.string('customer');
      const subscription = params.string('subscription');
      const status = params.string('status');
      if (status !== undefined && !STATUSES.includes(status)) {
        throw invalidParam('status', `Invalid status: must be one of ${STATUSES.join(', ')}`);
      }
      return (invoice) =>
        (customer === undefined || invoice.customer === customer) &&
        (subscription === undefined || invoice.parent?.subscription_details?.subscription === subscription) &&
        (status === undefined || invoice.status === status);
    },
  }),
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/invoices/${ID}/finalize$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly('auto_advance');
      const invoice = finalizeInvoice(core, core.state.invoice(id), params.boolean('auto_advance'));
      return expand(core, invoice, params.expand());
    },
  },
];
