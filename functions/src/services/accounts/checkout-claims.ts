/**
 * Checkout claims on the user's record: the Idempotency-Key that makes quick repeated
 * checkout clicks get the same Stripe session, and the session a claim produced.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { FUNCTION_TIMEOUT_SECONDS } from '../../runtime-limits';
import { db } from '../platform/firebase';
import { userRecordRef, type CheckoutClaim, type UserRecord } from './user-records';

/** How long quick repeated checkout clicks keep getting the same Stripe session, once it exists. */
export const CHECKOUT_CLAIM_TTL_MS = 30 * 60 * 1000;
/**
 * How long a claim whose session has not been made yet is shared: a click while the first
 * request may still be on its way (the function's whole run). Past it the first request failed
 * or was lost, and a request that never reached Stripe would now be refused for an `expires_at`
 * under Stripe's 30 minutes (it counts from the claim): the next click makes a claim of its own.
 */
export const CHECKOUT_CLAIM_IN_FLIGHT_MS = FUNCTION_TIMEOUT_SECONDS * 1000;

/**
 * The Idempotency-Key for a user's checkout of `kind`: the same key while a recent claim
 * of that kind exists (so Stripe answers repeated clicks with the same session), else a
 * new one; and when its claim was made (the session's expiry counts from it, so a repeated
 * request is the same request). Also returns the session of a replaced claim, which the caller expires.
 */
export async function claimCheckout(
  uid: string,
  kind: string,
  now: number,
): Promise<{ idempotencyKey: string; claimedAt: number; replacedSessionId: string | null }> {
  const ref = userRecordRef(uid);
  return db().runTransaction(async (transaction) => {
    const claim = ((await transaction.get(ref)).data() as UserRecord | undefined)?.checkoutClaim;
    const shared = claim?.sessionId ? CHECKOUT_CLAIM_TTL_MS : CHECKOUT_CLAIM_IN_FLIGHT_MS;
    if (claim && claim.kind === kind && now - claim.claimedAt < shared) {
      return { idempotencyKey: claim.idempotencyKey, claimedAt: claim.claimedAt, replacedSessionId: null };
    }
    const fresh: CheckoutClaim = { kind, idempotencyKey: randomUUID(), claimedAt: now, sessionId: null };
    transaction.set(ref, { checkoutClaim: fresh }, { merge: true });
    return { idempotencyKey: fresh.idempotencyKey, claimedAt: now, replacedSessionId: claim?.sessionId ?? null };
  });
}

/**
 * Forgets a claim whose create failed, if it is still the current one. Stripe keeps the answer
 * of a request that had begun under its Idempotency-Key, a 500 included ("Retries with the same
 * key return the saved response, including 500 errors",
 * https://docs.stripe.com/api/idempotent_requests): the next click must send a new key, and
 * count a new expiry, not replay the failure.
 */
export async function releaseCheckoutClaim(uid: string, idempotencyKey: string): Promise<void> {
  const ref = userRecordRef(uid);
  await db().runTransaction(async (transaction) => {
    const claim = ((await transaction.get(ref)).data() as UserRecord | undefined)?.checkoutClaim;
    if (claim?.idempotencyKey === idempotencyKey && !claim.sessionId) {
      transaction.update(ref, { checkoutClaim: FieldValue.delete() });
    }
  });
}

/** How long the owner of a checkout session is remembered: far longer than a session can be paid. */
export const CHECKOUT_SESSION_OWNER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const checkoutSessions = () => db().collection('checkoutSessions');
const sessionOwnerRef = (sessionId: string) => checkoutSessions().doc(sessionId);

/**
 * Remembers which session a claim produced (if the claim is still the current one) and,
 * in `checkoutSessions/{id}`, whose session it is, so the success page's confirmation can
 * check ownership before it asks Stripe anything.
 */
export async function recordCheckoutSession(uid: string, idempotencyKey: string, sessionId: string): Promise<void> {
  const ref = userRecordRef(uid);
  await db().runTransaction(async (transaction) => {
    const claim = ((await transaction.get(ref)).data() as UserRecord | undefined)?.checkoutClaim;
    if (claim?.idempotencyKey === idempotencyKey) transaction.update(ref, { 'checkoutClaim.sessionId': sessionId });
    transaction.set(sessionOwnerRef(sessionId), {
      uid,
      expiresAt: Timestamp.fromMillis(Date.now() + CHECKOUT_SESSION_OWNER_TTL_MS),
    });
  });
}

/** The checkout sessions `uid` started, as remembered for the success page. */
export const checkoutSessionsOf = (uid: string) => checkoutSessions().where('uid', '==', uid);

/** The uid that started a checkout session, or undefined for a session this product never made. */
export async function checkoutSessionOwner(sessionId: string): Promise<string | undefined> {
  return ((await sessionOwnerRef(sessionId).get()).get('uid') as string | undefined) ?? undefined;
}
