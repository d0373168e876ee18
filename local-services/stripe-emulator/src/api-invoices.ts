/** Invoices: retrieve, list by customer, subscription and status (newest first), finalize a draft, and preview a subscription's next one. */
import type { Route } from './route';
import { invalidParam } from './errors';
import { expand } from './expand';
import { finalizeInvoice } from './invoice-drafts';
import { previewInvoice } from './invoice-preview';
import { readQuantityChange } from './quantity-change';
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
  {
    method: 'POST',
    pattern: /^\/v1\/invoices\/create_preview$/,
    handle: ({ core, params }) => {
      params.allowOnly('customer', 'subscription', 'subscription_details');
      const subscription = core.state.subscription(params.requiredString('subscription'));
      const customer = params.string('customer');
      if (customer !== undefined && customer !== subscription.customer) {
        throw invalidParam('customer', `The subscription '${subscription.id}' is not of the customer '${customer}'.`);
      }
      const details = params.nested('subscription_details');
      details?.allowOnly('items', 'proration_behavior', 'proration_date');
      // The preview is dated on the clock of the subscription's customer, whoever asks.
      return core.onClockOf(subscription.customer, () =>
        previewInvoice(core, subscription, details && readQuantityChange(details, subscription)),
      );
    },
  },
];
