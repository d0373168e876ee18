/**
 * Money coming back after a payment: refunds (through the API or a test control) and disputes
 * (a test control: a cardholder's bank opens one), with the events Stripe sends for each.
 */
import type { Emulator } from './emulator';
import { previousAttributes } from './emulator';
import { invalidParam, invalidRequest, StripeApiError } from './errors';
import { disputeObject, refundObject } from './payment-objects';
import type { Charge, Dispute, Refund } from './types';

/** The customer's newest succeeded charge, which the test controls act on. */
export function latestCharge(core: Emulator, customer: string): Charge {
  core.state.customer(customer, 'customer');
  const charge = [...core.state.charges.values()]
    .reverse()
    .find((candidate) => candidate.customer === customer && candidate.status === 'succeeded');
  if (!charge) throw invalidParam('customer', `Customer ${customer} has no succeeded charge.`);
  return charge;
}

/** Refunds `amount` (by default what is left) of a charge; sends charge.refunded. */
export function refundCharge(
  core: Emulator,
  charge: Charge,
  amount: number | undefined,
  reason: string | null,
): Refund {
  if (charge.status !== 'succeeded') throw invalidRequest(`Charge ${charge.id} has not succeeded; nothing to refund.`);
  const left = charge.amount - charge.amount_refunded;
  const refunded = amount ?? left;
  if (left === 0) {
    const message = `Charge ${charge.id} has already been refunded.`;
    throw new StripeApiError(400, 'invalid_request_error', message, 'charge_already_refunded');
  }
  if (refunded > left) {
    throw invalidParam('amount', `Refund amount (${refunded}) is greater than unrefunded amount on charge (${left})`);
  }
  const refund = refundObject(core.clock.now(), charge, refunded, reason);
  core.state.refunds.set(refund.id, refund);
  const before = structuredClone(charge);
  charge.amount_refunded += refunded;
  charge.refunded = charge.amount_refunded === charge.amount;
  charge.refunds = {
    object: 'list',
    data: [refund, ...(charge.refunds?.data ?? [])],
    has_more: false,
    total_count: (charge.refunds?.data.length ?? 0) + 1,
    url: `/v1/charges/${charge.id}/refunds`,
  };
  core.emit('refund.created', refund);
  core.emit('charge.refunded', charge, previousAttributes(before, charge));
  return refund;
}

/** Opens a dispute over the whole charge; sends charge.dispute.created. */
export function disputeCharge(core: Emulator, charge: Charge, reason = 'fraudulent'): Dispute {
  if (charge.disputed) throw invalidRequest(`Charge ${charge.id} is already disputed.`);
  const dispute = disputeObject(core.clock.now(), charge, reason);
  core.state.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  core.emit('charge.dispute.created', dispute);
  return dispute;
}
