/**
 * The `stripeEvents/{id}` ledger of handled Stripe events. It only saves the work of
 * handling a redelivered event twice: handling is safe to repeat, since it re-reads the
 * customer's state from Stripe.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { db } from './firebase';

const ledgerEntry = (eventId: string) => db().collection('stripeEvents').doc(eventId);

export async function isEventHandled(eventId: string): Promise<boolean> {
  return (await ledgerEntry(eventId).get()).exists;
}

export async function recordHandledEvent(event: Stripe.Event, customerId: string): Promise<void> {
  await ledgerEntry(event.id).set({
    type: event.type,
    created: Timestamp.fromMillis(event.created * 1000),
    customer: customerId,
    processedAt: FieldValue.serverTimestamp(),
  });
}
