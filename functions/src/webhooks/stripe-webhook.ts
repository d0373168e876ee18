/**
 * The `stripeWebhook` function (https://docs.stripe.com/webhooks). Stripe retries any
 * non-2xx answer for days, so the answers are chosen for that: 400 for a request that is
 * not a genuine Stripe event (retrying cannot help), 2xx for events handled, duplicated or
 * ignored, and 500 when Stripe or Firestore failed, so that Stripe tries again.
 *
 * An event is only a hint that a customer changed: the handler re-reads the customer's
 * subscriptions from Stripe and stores the derived fields (subscription-sync). That makes
 * duplicate, replayed and out-of-order deliveries harmless; the `stripeEvents` ledger
 * only saves the work of handling an event twice.
 */
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type Stripe from 'stripe';
import { stripeWebhookSecret } from '../config';
import { errorBody } from '../errors';
import { securityEvent, webhookEventFailed, webhookEventIgnored } from '../logs';
import { stripe } from '../services/stripe';
import { isEventHandled, recordHandledEvent } from '../services/stripe-events';
import { syncCustomer } from '../services/subscription-sync';

/** Events that can change a user's subscription fields; every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** The customer an event is about: every handled event's object names one. */
function customerOf(event: Stripe.Event): string | undefined {
  const customer = (event.data.object as { customer?: unknown }).customer;
  if (typeof customer === 'string') return customer;
  if (customer && typeof customer === 'object' && 'id' in customer && typeof customer.id === 'string')
    return customer.id;
  return undefined;
}

function verifiedEvent(req: Request): Stripe.Event | undefined {
  const signature = req.get('stripe-signature');
  if (!signature || !req.rawBody) return undefined;
  try {
    return stripe().webhooks.constructEvent(req.rawBody, signature, stripeWebhookSecret.value());
  } catch {
    return undefined;
  }
}

export async function handleStripeWebhook(req: Request, res: Response): Promise<void> {
  if (req.method !== 'POST') {
    res.set('allow', 'POST').status(405).json(errorBody('method_not_allowed', 'Method not allowed'));
    return;
  }
  const event = verifiedEvent(req);
  if (!event) {
    // The platform's front end appended the sender's address last (no Hosting in front of this function).
    const forwarded = (req.get('x-forwarded-for') ?? '').split(',').pop()?.trim();
    securityEvent('webhook_signature_invalid', {
      hasSignature: Boolean(req.get('stripe-signature')),
      clientAddress: forwarded || req.socket?.remoteAddress,
    });
    res.status(400).json(errorBody('signature_invalid', 'Invalid Stripe signature'));
    return;
  }
  if (!HANDLED_EVENTS.has(event.type)) {
    res.json({ received: true, ignored: true });
    return;
  }
  const customerId = customerOf(event);
  if (!customerId) {
    webhookEventIgnored(event.id, event.type, 'no customer');
    res.json({ received: true, ignored: true });
    return;
  }

  try {
    if (await isEventHandled(event.id)) {
      res.json({ received: true, duplicate: true });
      return;
    }
    const synced = await syncCustomer(customerId);
    if (!synced) webhookEventIgnored(event.id, event.type, 'customer is not linked to a user');
    await recordHandledEvent(event, customerId);
    res.json({ received: true });
  } catch (error) {
    webhookEventFailed(event.id, event.type, error);
    res.status(500).json(errorBody('internal', 'Event could not be processed; it will be retried'));
  }
}
