/** Payment methods and charges: reads (refunds and disputes are test controls: controls.ts). */
import type { Route } from './route';
import { listRoute, retrieveRoute } from './standard-routes';

export const paymentRoutes: Route[] = [
  retrieveRoute('payment_methods', (core, id) => core.state.paymentMethod(id)),
  retrieveRoute('charges', (core, id) => core.state.charge(id)),
  listRoute({
    collection: 'charges',
    resource: 'charge',
    filters: ['customer', 'payment_intent'],
    items: (core) => core.state.charges.values(),
    keep: ({ params }) => {
      const customer = params.string('customer');
      const intent = params.string('payment_intent');
      return (charge) =>
        (customer === undefined || charge.customer === customer) &&
        (intent === undefined || charge.payment_intent === intent);
    },
  }),
];
