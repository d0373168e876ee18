/** Payment methods, payment intents and charges (reads), and refunds of a charge; disputes are a test control (controls.ts). */
import { refundCharge } from './disputes';
import { invalidParam } from './errors';
import type { Route } from './route';
import { listRoute, retrieveRoute } from './standard-routes';

const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

export const paymentRoutes: Route[] = [
  retrieveRoute('payment_methods', (core, id) => core.state.paymentMethod(id)),
  retrieveRoute('payment_intents', (core, id) => core.state.paymentIntent(id)),
  retrieveRoute('charges', (core, id) => core.state.charge(id)),
  retrieveRoute('refunds', (core, id) => core.state.refund(id)),
  {
    // A refund of a charge (or of a payment intent's charge): what is left of it, or `amount`.
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    handle: ({ core, params }) => {
      params.allowOnly('charge', 'payment_intent', 'amount', 'reason');
      const chargeId = params.string('charge');
      const intentId = params.string('payment_intent');
      if (!chargeId === !intentId) {
        throw invalidParam('charge', 'You must pass exactly one of charge or payment_intent.');
      }
      const charge = chargeId
        ? core.state.charge(chargeId, 'charge')
        : core.state.charge(core.state.paymentIntent(intentId!).latest_charge ?? '', 'payment_intent');
      const reason = params.string('reason') ?? null;
      if (reason !== null && !REFUND_REASONS.includes(reason)) {
        throw invalidParam('reason', `Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`);
      }
      return refundCharge(core, charge, params.integer('amount', 1, charge.amount), reason);
    },
  },
  listRoute({
    collection: 'payment_intents',
    resource: 'payment_intent',
    filters: ['customer'],
    items: (core) => core.state.paymentIntents.values(),
    keep: ({ params }) => {
      const customer = params.string('customer');
      return (intent) => customer === undefined || intent.customer === customer;
    },
  }),
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
