/**
 * The Auth delete trigger's definition: v1, like the creation trigger, so index.ts loads it
 * only in instances that serve it. It needs the Stripe key to cancel the subscription.
 */
import { runWith } from 'firebase-functions/v1';
import { stripeSecretKey } from '../config';
import { AUTH_TRIGGER_OPTIONS } from '../runtime-limits';
import { skippedForSettings, stripeSettings } from '../serve-guard';

/** Every deleted Auth account loses its live subscription and its data (triggers/on-user-deleted). */
export const deleteUserData = runWith({ ...AUTH_TRIGGER_OPTIONS, secrets: [stripeSecretKey] })
  .auth.user()
  .onDelete(async (user) => {
    if (skippedForSettings('deleteUserData', stripeSettings)) return;
    await (await import('./on-user-deleted')).onUserDeleted(user);
  });
