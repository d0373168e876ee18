/**
 * When a record marked paid still opens the reports, and when it must be checked against
 * Stripe again. Pure, so the report gate and the reconciliation job decide alike.
 *
 * A paid record carries the end of the period it was paid (or trialing) for. Stripe renews
 * at that moment and tells us by webhook; if that webhook never arrives, the record would
 * stay paid for ever. So a record whose period ended more than the grace ago opens nothing
 * until a sync from Stripe says otherwise, and the reconciliation job re-syncs such records
 * (and any not synced for a day). The grace covers Stripe's own delay in finalising and
 * charging a renewal (up to about an hour), webhook retries, and a missed reconciliation run.
 */

export const ACCESS_GRACE_SECONDS = 2 * 24 * 60 * 60;
/**
 * How long a past_due subscription keeps opening the reports after its first failed payment,
 * whatever Stripe's final action (cancel, mark unpaid, or leave past_due for ever) is set to, and
 * however many periods Stripe invoices meanwhile (the debt is dated from its oldest invoice):
 * long enough for two of Stripe's retries and a new card, short enough that leaving the
 * subscription past_due does not give the reports away (decision 0083).
 */
export const PAST_DUE_ACCESS_SECONDS = 7 * 24 * 60 * 60;
/** A paid record not read from Stripe for this long is re-synced by the reconciliation job. */
export const MAX_SYNC_AGE_MS = 24 * 60 * 60 * 1000;

export interface AccessFields {
  isPaidUser?: boolean;
  currentPeriodEnd?: { seconds: number } | null;
  stripeSyncedAt?: number;
  stripeSubscriptionStatus?: string | null;
  /** While a payment is due: when its first attempt failed (payment-due: the oldest unpaid invoice's finalization). */
  paymentDueSince?: { seconds: number } | null;
}

/** Unix seconds when a past_due record stops opening the reports; null when it is not past_due. */
export function pastDueAccessEnd(record: AccessFields): number | null {
  const since = record.paymentDueSince?.seconds;
  if (record.stripeSubscriptionStatus !== 'past_due' || typeof since !== 'number') return null;
  return since + PAST_DUE_ACCESS_SECONDS;
}

/** Whether the record's paid period ended more than the grace before `nowMs`. */
export function paidPeriodLapsed(record: AccessFields, nowMs: number): boolean {
  const end = record.currentPeriodEnd?.seconds;
  return typeof end === 'number' && (end + ACCESS_GRACE_SECONDS) * 1000 < nowMs;
}

/** The report gate: paid, not past the period plus the grace, nor past_due beyond its own grace. */
export function hasPaidAccess(record: AccessFields | undefined, nowMs: number): boolean {
  if (record?.isPaidUser !== true || paidPeriodLapsed(record, nowMs)) return false;
  const pastDueEnd = pastDueAccessEnd(record);
  return pastDueEnd === null || pastDueEnd * 1000 > nowMs;
}

/** Whether the reconciliation job must re-read this paid record from Stripe now. */
export function needsReconciliation(record: AccessFields, nowMs: number): boolean {
  if (record.isPaidUser !== true) return false;
  return paidPeriodLapsed(record, nowMs) || (record.stripeSyncedAt ?? 0) < nowMs - MAX_SYNC_AGE_MS;
}
