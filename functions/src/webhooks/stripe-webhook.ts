/**
 * The `stripeWebhook` function (https://docs.stripe.com/webhooks). Stripe retries any
 * non-2xx answer for days, so the answers are chosen for that: 400 for a request that is
 * not a genuine Stripe event (retrying cannot help), 2xx for events handled, duplicated or
 * ignored, and 500 when Stripe or Firestore failed, so that Stripe tries again.
 *
 * An event is only a hint that a customer changed: the handler re-reads the customer's
 * subscriptions from Stripe, cancels a trial refused for its card (trial-cards), and stores
 * the derived fields (subscription-sync); a customer whose user no longer exists has its live
 * subscription cancelled and refunded (account-gone), and so does one whose record outlived its
 * account (a deletion that stopped half-way), whose deletion is then finished. That makes duplicate, replayed and out-of-order
 * deliveries harmless; the `stripeEvents` ledger only saves the work of handling an event twice.
 */
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type Stripe from 'stripe';
import { stripeWebhookSecret } from '../config';
import { errorBody } from '../errors';
import { deletedAccountBillingSettled, securityEvent, webhookEventFailed, webhookEventIgnored } from '../logs';
import { deleteAccountData } from '../services/accounts/account-deletion';
import { accountExists, settleCustomerOfDeletedAccount } from '../services/billing/account-gone';
import { pastDueAccessEnd } from '../services/billing/access-policy';
import { sendPaymentActionEmail, sendPaymentFailedEmail, sendTrialEndingEmail } from '../services/billing/billing-mail';
import { isStripeNotFound, stripe } from '../services/billing/stripe';
import { isEventHandled, recordHandledEvent } from '../services/billing/stripe-events';
import { readCustomer, storeCustomer, unlink, type SyncedUser } from '../services/billing/subscription-sync';
import { syncTeamCustomer, teamOfCustomer } from '../services/billing/team-subscription-sync';
import { followMembers } from '../services/billing/team-seats';
import { enforceOneTrialPerCard } from '../services/billing/trial-cards';

/**
 * Events that can change a user's subscription fields or ask for a mail; every other type is
 * acknowledged and ignored. The production endpoint subscribes to exactly these (docs/operations.md).
 */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'customer.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'charge.refunded',
  'charge.dispute.created',
]);

const idOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return undefined;
};

/**
 * The customer an event is about: the object's `customer`, the customer itself for
 * `customer.deleted`, and for a dispute (which names only its charge) the charge's customer;
 * none for a dispute whose charge Stripe does not have.
 */
async function customerOf(event: Stripe.Event): Promise<string | undefined> {
  const object = event.data.object as { id?: unknown; customer?: unknown; charge?: unknown };
  if (event.type === 'customer.deleted') return idOf(object.id);
  const customer = idOf(object.customer);
  if (customer || event.type !== 'charge.dispute.created') return customer;
  const chargeId = idOf(object.charge);
  if (!chargeId) return undefined;
  try {
    return idOf((await stripe().charges.retrieve(chargeId)).customer);
  } catch (error) {
    // A charge Stripe does not know stays unknown however often Stripe retries: no customer to sync.
    if (isStripeNotFound(error)) return undefined;
    throw error;
  }
}

/** The uid a deleted customer's event carries in its metadata (the customer can no longer be read by id). */
function uidInEvent(event: Stripe.Event): string | undefined {
  if (event.type !== 'customer.deleted') return undefined;
  return (event.data.object as Stripe.Customer).metadata?.uid || undefined;
}

/**
 * The team a team's customer pays for (decision 0155): from the event for a deleted customer,
 * which can no longer be read, else from the customer as Stripe holds it.
 */
async function teamOfEventCustomer(event: Stripe.Event, customerId: string): Promise<string | undefined> {
  if (event.type === 'customer.deleted') return (event.data.object as Stripe.Customer).metadata?.teamId || undefined;
  return teamOfCustomer(customerId);
}

/** Why a delivery is not a genuine Stripe event; logged, so a burst of one kind says what broke. */
type VerificationFailure = 'no_signature' | 'no_body' | 'mismatch';

type Verification = { event: Stripe.Event } | { failure: VerificationFailure };

function verify(req: Request): Verification {
  const signature = req.get('stripe-signature');
  if (!signature) return { failure: 'no_signature' };
  if (!req.rawBody?.length) return { failure: 'no_body' };
  try {
    return { event: stripe().webhooks.constructEvent(req.rawBody, signature, stripeWebhookSecret.value()) };
  } catch {
    // A bad or stale signature, or a wrong STRIPE_WEBHOOK_SECRET when every delivery fails.
    return { failure: 'mismatch' };
  }
}

/**
 * The record of the event's customer brought up to date: unlinked for a deleted customer;
 * otherwise read from Stripe, one free trial per card enforced, and stored.
 */
async function syncEventCustomer(event: Stripe.Event, customerId: string): Promise<SyncedUser | undefined> {
  if (event.type === 'customer.deleted') return unlink(customerId, uidInEvent(event));
  const read = await readCustomer(customerId);
  return read && storeCustomer(await enforceOneTrialPerCard(read));
}

/** The mails some events ask for, once the user's record is synced. */
async function sendEventMail(event: Stripe.Event, synced: SyncedUser): Promise<void> {
  const objectId = idOf((event.data.object as { id?: unknown }).id);
  if (!objectId || !synced.record.email) return;
  if (event.type === 'customer.subscription.trial_will_end') {
    await sendTrialEndingEmail(synced.uid, synced.record.email, objectId);
  } else if (event.type === 'invoice.payment_action_required') {
    const invoice = event.data.object as Stripe.Invoice;
    await sendPaymentActionEmail(synced.uid, synced.record.email, invoice, pastDueAccessEnd(synced.record));
  } else if (event.type === 'invoice.payment_failed' && !synced.record.paymentActionRequired) {
    // A payment waiting for the bank's confirmation gets the confirmation mail instead.
    await sendPaymentFailedEmail(synced.uid, synced.record.email, event.data.object as Stripe.Invoice);
  }
}

export async function handleStripeWebhook(req: Request, res: Response): Promise<void> {
  if (req.method !== 'POST') {
    res.set('allow', 'POST').status(405).json(errorBody('method_not_allowed', 'Method not allowed'));
    return;
  }
  const verification = verify(req);
  if ('failure' in verification) {
    // The platform's front end appended the sender's address last (no Hosting in front of this function).
    const forwarded = (req.get('x-forwarded-for') ?? '').split(',').pop()?.trim();
    // The reason and the size only: never the payload (anyone may send one) nor the signature.
    securityEvent('webhook_signature_invalid', {
      reason: verification.failure,
      bodyBytes: req.rawBody?.length ?? 0,
      hasSignature: Boolean(req.get('stripe-signature')),
      clientAddress: forwarded || req.socket?.remoteAddress,
    });
    res.status(400).json(errorBody('signature_invalid', 'Invalid Stripe signature'));
    return;
  }
  const { event } = verification;
  if (!HANDLED_EVENTS.has(event.type)) {
    res.json({ received: true, ignored: true });
    return;
  }
  try {
    const customerId = await customerOf(event);
    if (!customerId) {
      webhookEventIgnored(event.id, event.type, 'no customer');
      res.json({ received: true, ignored: true });
      return;
    }
    if (await isEventHandled(event.id)) {
      res.json({ received: true, duplicate: true });
      return;
    }
    const teamId = await teamOfEventCustomer(event, customerId);
    const synced = teamId ? undefined : await syncEventCustomer(event, customerId);
    if (teamId) {
      if (!(await syncTeamCustomer(customerId, teamId)))
        webhookEventIgnored(event.id, event.type, 'team no longer exists');
      // Seats a failed change left below the members are raised here; a failure is retried by Stripe.
      else await followMembers(teamId, 'joined');
    } else if (synced && !(await accountExists(synced.uid))) {
      // A record left by a deletion that stopped half-way: the account is gone all the same, so its
      // deletion is finished (subscription cancelled, anything charged since refunded, data deleted).
      await deleteAccountData(synced.uid);
      deletedAccountBillingSettled(event.id, customerId);
    } else if (synced) await sendEventMail(event, synced);
    else if (await settleCustomerOfDeletedAccount(customerId)) deletedAccountBillingSettled(event.id, customerId);
    else webhookEventIgnored(event.id, event.type, 'customer is not linked to a user');
    await recordHandledEvent(event, customerId);
    res.json({ received: true });
  } catch (error) {
    webhookEventFailed(event.id, event.type, error);
    res.status(500).json(errorBody('internal', 'Event could not be processed; it will be retried'));
  }
}
