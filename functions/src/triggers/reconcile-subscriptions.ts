/**
 * The scheduled reconciliation (services/billing/reconciliation): every hour, paid records whose
 * period ended past the grace or not synced for a day are re-read from Stripe. Loaded by
 * index.ts only in instances that serve it.
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { stripeSecretKey } from '../config';
import { RECONCILE_OPTIONS } from '../runtime-limits';
import { skippedForSettings, stripeSettings } from '../serve-guard';

export const reconcileSubscriptions = onSchedule(
  { ...RECONCILE_OPTIONS, schedule: 'every 60 minutes', secrets: [stripeSecretKey] },
  async () => {
    if (skippedForSettings('reconcileSubscriptions', stripeSettings)) return;
    await (await import('../services/billing/reconciliation')).reconcilePaidUsers();
  },
);
