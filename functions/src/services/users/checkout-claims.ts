/**
 * Checkout claims on the user's record: the Idempotency-Key that makes quick repeated
 * checkout clicks get the same Stripe session, and the session a claim produced.
 */
import { randomUUID } from 'node:crypto';
import { db } from '../firebase';
import { userRecordRef, type CheckoutClaim, type UserRecord } from './user-records';

/** How long quick repeated checkout clicks keep getting the same Stripe session. */
export const CHECKOUT_CLAIM_TTL_MS = 30 * 60 * 1000;

/**
 * The Idempotency-Key for a user's checkout of `kind`: the same key while a recent claim
 * of that kind exists (so Stripe answers repeated clicks with the same session), else a
 * new one. Also returns the session of a replaced claim, which the caller expires.
 */
export async function claimCheckout(
  uid: string,
  kind: string,
  now: number,
): Promise<{ idempotencyKey: string; replacedSessionId: string | null }> {
  const ref = userRecordRef(uid);
  return db().runTransaction(async (transaction) => {
    const claim = ((await transaction.get(ref)).data() as UserRecord | undefined)?.checkoutClaim;
    if (claim && claim.kind === kind && now - claim.claimedAt < CHECKOUT_CLAIM_TTL_MS) {
      return { idempotencyKey: claim.idempotencyKey, replacedSessionId: null };
    }
    const fresh: CheckoutClaim = { kind, idempotencyKey: randomUUID(), claimedAt: now, sessionId: null };
    transaction.set(ref, { checkoutClaim: fresh }, { merge: true });
    return { idempotencyKey: fresh.idempotencyKey, replacedSessionId: claim?.sessionId ?? null };
  });
}

/** Remembers which session a claim produced, if the claim is still the current one. */
export async function recordCheckoutSession(uid: string, idempotencyKey: string, sessionId: string): Promise<void> {
  const ref = userRecordRef(uid);
  await db().runTransaction(async (transaction) => {
    const claim = ((await transaction.get(ref)).data() as UserRecord | undefined)?.checkoutClaim;
    if (claim?.idempotencyKey === idempotencyKey) transaction.update(ref, { 'checkoutClaim.sessionId': sessionId });
  });
}
