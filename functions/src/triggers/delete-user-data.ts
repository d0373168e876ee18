/**
 * The Auth delete trigger's definition: v1, like the creation trigger, so index.ts loads it
 * only in instances that serve it. It needs the Stripe key to cancel the subscription.
 *
 * It is retried on failure (https://firebase.google.com/docs/functions/retries: with backoff, for up
 * to 7 days on 1st gen): no later event asks for this deletion again, so a run that failed half-way
 * (Stripe unavailable) must run again, and every step of it may run twice (decision 0140).
 */
import { runWith } from 'firebase-functions/v1';
import { stripeSecretKey } from '../config';
import { AUTH_TRIGGER_OPTIONS } from '../runtime-limits';
import { skippedForSettings, stripeSettings } from '../serve-guard';

/** Every deleted Auth account loses its live subscription and its data (triggers/on-user-deleted). */
export const deleteUserData = runWith({ ...AUTH_TRIGGER_OPTIONS, failurePolicy: true, secrets: [stripeSecretKey] })
  .auth.user()
  .onDelete(async (user) => {
    // Skipped while the settings are unsafe, and retried: the deletion happens once they are fixed.
    if (skippedForSettings('deleteUserData', stripeSettings)) throw new Error('deleteUserData waits for its settings');
    await (await import('./on-user-deleted')).onUserDeleted(user);
  });
