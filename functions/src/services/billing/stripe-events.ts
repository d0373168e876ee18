/**
 * The `stripeEvents/{id}` ledger of handled Stripe events. It only saves the work of
 * handling a redelivered event twice: handling is safe to repeat, since it re-reads the
 * customer's state from Stripe. Each entry carries `expiresAt`, after which the TTL policy
 * (firestore.indexes.json) deletes it: Stripe stops redelivering an event after 3 days.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { db } from '../platform/firebase';

/** How long a handled event is remembered: well past Stripe's 3 days of redeliveries. */
export const LEDGER_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const ledgerEntry = (eventId: string) => db().collection('stripeEvents').doc(eventId);

export async function isEventHandled(eventId: string): Promise<boolean> {
  return (await ledgerEntry(eventId).get()).exists;
}

export async function recordHandledEvent(event: Stripe.Event, customerId: string, now = Date.now()): Promise<void> {
  await ledgerEntry(event.id).set({
    expiresAt: Timestamp.fromMillis(now + LEDGER_RETENTION_MS),
    type: event.type,
    created: Timestamp.fromMillis(event.created * 1000),
    customer: customerId,
    processedAt: FieldValue.serverTimestamp(),
  });
}
