/**
 * Starting a Stripe Checkout for a user, monthly or with the free trial. The server decides
 * everything that matters: the price (a plan name mapped to the configured Stripe price),
 * whether a trial is allowed (once per user), and whether a checkout is allowed at all
 * (checkout-refusal). It decides from Stripe's current state, not only from the record,
 * which a webhook may not have updated yet.
 */
import type { Plan } from '@cannabis-reports/contracts';
import type Stripe from 'stripe';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { publicSiteUrl, stripePriceAnnual, stripePriceMonthly } from '../../config';
import { checkoutSessionParams } from './checkout-params';
import { checkoutRefusal, type CheckoutKind } from './checkout-refusal';
import { isStripeNotFound, stripe } from './stripe';
import { readCustomer, storeCustomer, syncCustomer } from './subscription-sync';
import { enforceOneTrialPerCard, trialRefusalForCard } from './trial-cards';
import {
  CHECKOUT_CLAIM_IN_FLIGHT_MS,
  checkoutSessionOwner,
  claimCheckout,
  recordCheckoutSession,
  releaseCheckoutClaim,
} from '../accounts/checkout-claims';
import { getUserRecord, saveStripeCustomerId } from '../accounts/user-records';

/** The free trial lasts 7 days, and only a user who never had one may start it. */
export const TRIAL_PERIOD_DAYS = 7;

/**
 * A checkout page can be paid for 30 minutes, the shortest Stripe allows (30 minutes to 24
 * hours after the session's creation: https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-expires_at),
 * so a page left open, on a shared computer or after the account is deleted, does not stay payable for a day.
 * Counted from the claim and fixed by it: a repeated click sends the same request under the same
 * Idempotency-Key. Plus a margin, so that a request sent while the claim is shared (a click
 * during the first's run), however long its own run, is still 30 minutes or more ahead when Stripe
 * runs it: twice the time a claim is shared before its session exists.
 */
export const CHECKOUT_LIFETIME_SECONDS = 30 * 60;
const REQUEST_MARGIN_SECONDS = (2 * CHECKOUT_CLAIM_IN_FLIGHT_MS) / 1000;
export const checkoutExpiresAt = (claimedAtMs: number) =>
  Math.ceil(claimedAtMs / 1000) + CHECKOUT_LIFETIME_SECONDS + REQUEST_MARGIN_SECONDS;

export interface CheckoutCaller {
  uid: string;
  email: string;
}

/**
 * The user's Stripe customer: the stored one, else one found by its metadata uid (a
 * create whose record write was lost), else a new one. The create's Idempotency-Key is
 * per user (and per deleted customer it replaces), so concurrent first checkouts create one
 * customer, and a customer deleted in Stripe is replaced by a new one.
 */
async function customerFor(caller: CheckoutCaller): Promise<string> {
  const record = await getUserRecord(caller.uid);
  if (record?.stripeCustomerId) return record.stripeCustomerId;
  const replaced = record?.previousStripeCustomerId;
  const found = await stripe().customers.search({ query: `metadata['uid']:'${caller.uid}'`, limit: 1 });
  const customerId =
    found.data[0]?.id ??
    (
      await stripe().customers.create(
        { email: caller.email, metadata: { uid: caller.uid } },
        { idempotencyKey: replaced ? `customer-${caller.uid}-after-${replaced}` : `customer-${caller.uid}` },
      )
    ).id;
  return saveStripeCustomerId(caller.uid, customerId);
}

/** Expires a checkout session that a newer one replaces, so it can no longer be paid. */
async function expireIfOpen(sessionId: string): Promise<void> {
  const session = await stripe()
    .checkout.sessions.retrieve(sessionId)
    .catch((error: unknown) => {
      // A session Stripe no longer knows cannot be paid: nothing to expire.
      if (isStripeNotFound(error)) return undefined;
      throw error;
    });
  if (session?.status === 'open') await stripe().checkout.sessions.expire(sessionId);
}

/** The configured Stripe price of a plan; only these two prices are ever sold. */
export function priceOf(plan: Plan): string {
  const price = plan === 'annual' ? stripePriceAnnual.value() : stripePriceMonthly.value();
  if (!price) throw badRequest('unknown_plan', `The ${plan} plan is not available`);
  return price;
}

/**
 * Creates (or, for a quick repeated click, returns again) a Checkout session for `plan`, with
 * the free trial when `kind` is 'trial'; its URL.
 */
export async function startCheckout(
  caller: CheckoutCaller,
  kind: CheckoutKind,
  plan: Plan = 'monthly',
): Promise<string> {
  const priceId = priceOf(plan);
  let customerId = await customerFor(caller);
  let synced = await syncCustomer(customerId, caller.uid);
  if (synced?.customerGone) {
    // Deleted in Stripe: the sync unlinked it, so this makes a new one.
    customerId = await customerFor(caller);
    synced = await syncCustomer(customerId, caller.uid);
  }
  const refusal = checkoutRefusal(synced, kind);
  if (refusal) throw refusal;

  // A claim is per plan and trial ('monthly', 'annual', 'trial', 'trial-annual'): a click on
  // the other plan is a new checkout, not a repeat.
  const claimKind = kind !== 'trial' ? plan : plan === 'monthly' ? 'trial' : `trial-${plan}`;
  return claimedCheckoutSession(caller.uid, claimKind, (expiresAt) =>
    checkoutSessionParams({
      uid: caller.uid,
      customerId,
      priceId,
      trialDays: kind === 'trial' ? TRIAL_PERIOD_DAYS : null,
      site: siteUrl(),
      plan: claimKind,
      expiresAt,
    }),
  );
}

export const siteUrl = () => publicSiteUrl.value().replace(/\/+$/, '');

/**
 * Creates the session `params` makes under the caller's checkout claim of `claimKind` (a quick
 * repeated click is the same request, answered with the same session; a newer claim expires the
 * session it replaces), records whose it is, and answers its URL. The person's and the team's
 * checkouts both go through here.
 */
export async function claimedCheckoutSession(
  uid: string,
  claimKind: string,
  params: (expiresAt: number) => Stripe.Checkout.SessionCreateParams,
): Promise<string> {
  const { idempotencyKey, claimedAt, replacedSessionId } = await claimCheckout(uid, claimKind, Date.now());
  if (replacedSessionId) await expireIfOpen(replacedSessionId);

  const session = await stripe()
    .checkout.sessions.create(params(checkoutExpiresAt(claimedAt)), { idempotencyKey })
    .catch(async (error: unknown) => {
      // The key would replay this failure: the next click starts a claim of its own.
      await releaseCheckoutClaim(uid, idempotencyKey);
      throw error;
    });
  await recordCheckoutSession(uid, idempotencyKey, session.id);
  if (!session.url) throw new Error(`Checkout session ${session.id} has no url`);
  return session.url;
}

export const UNKNOWN_CHECKOUT_SESSION =
  'There is no such checkout session. Start a new checkout from the upgrade page.';

/**
 * The success page's confirmation: syncs the user from the session's customer at once,
 * rather than waiting for the webhook, enforcing one free trial per card before the record is
 * stored, as the webhook does. Only the user who started the session may, and
 * that is checked before Stripe is asked: a session this product never made is a 404, another
 * user's a 403, and neither costs a Stripe call. A trial refused for its card is a 409
 * `trial_used` every time it is asked, whichever sync cancelled it.
 */
export async function confirmCheckoutSession(uid: string, sessionId: string) {
  const owner = await checkoutSessionOwner(sessionId);
  if (!owner) throw notFound('not_found', UNKNOWN_CHECKOUT_SESSION);
  if (owner !== uid) throw forbidden('not_owner', 'This checkout session belongs to another account');
  const session = await stripe()
    .checkout.sessions.retrieve(sessionId, { expand: ['subscription'] })
    .catch((error: unknown) => {
      if (isStripeNotFound(error)) throw notFound('not_found', UNKNOWN_CHECKOUT_SESSION);
      throw error;
    });
  const customerId = typeof session.customer === 'string' ? session.customer : session.customer?.id;
  const record = await getUserRecord(uid);
  if (!customerId || session.client_reference_id !== uid || record?.stripeCustomerId !== customerId) {
    throw forbidden('not_owner', 'This checkout session belongs to another account');
  }
  const read = await readCustomer(customerId, uid);
  const synced = read && (await storeCustomer(await enforceOneTrialPerCard(read)));
  const subscription = typeof session.subscription === 'object' ? session.subscription : null;
  const refusal = subscription && (await trialRefusalForCard(subscription, uid));
  if (refusal) throw conflict('trial_used', refusal);
  return synced?.record ?? record;
}
