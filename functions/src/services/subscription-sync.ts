/**
 * The one way subscription fields reach a user's record: read the customer's
 * subscriptions from Stripe now, derive the fields, store them. The webhook, the success
 * page's confirmation, checkout, cancel and resume all go through here, so they can never
 * disagree, and duplicate or out-of-order events converge on Stripe's current state.
 */
import type Stripe from 'stripe';
import { stripe } from './stripe';
import { subscriptionFields, type SubscriptionSnapshot } from './subscription-state';
import { refuseRepeatedCardTrials } from './trial-cards';
import { saveSubscriptionFields } from './users/subscription-fields-write';
import type { UserRecord } from './users/user-records';

/** Far more than one user ever has; Stripe's largest page. */
const SUBSCRIPTIONS_PAGE = 100;

/** The user a Stripe customer belongs to, from the uid put in its metadata at creation. */
export async function uidOfCustomer(customerId: string): Promise<string | undefined> {
  const customer = await stripe()
    .customers.retrieve(customerId)
    .catch((error: { code?: string }) => {
      // A customer Stripe does not know cannot be one of ours; anything else is retried.
      if (error.code === 'resource_missing') return { deleted: true } as Stripe.DeletedCustomer;
      throw error;
    });
  if ((customer as Stripe.DeletedCustomer).deleted) return undefined;
  return (customer as Stripe.Customer).metadata?.uid || undefined;
}

export async function listSubscriptions(customerId: string): Promise<Stripe.Subscription[]> {
  const page = await stripe().subscriptions.list({ customer: customerId, status: 'all', limit: SUBSCRIPTIONS_PAGE });
  return page.data;
}

export interface SyncedUser {
  uid: string;
  record: UserRecord;
  subscriptions: SubscriptionSnapshot[];
  /** Trials this sync cancelled because their card had already had one (trial-cards). */
  refusedTrials: string[];
}

/**
 * Brings the record of the customer's user up to date with Stripe. Returns undefined for
 * customers that are not this product's (no uid) or whose user no longer exists.
 */
export async function syncCustomer(customerId: string, knownUid?: string): Promise<SyncedUser | undefined> {
  const readAt = Date.now();
  const uid = knownUid ?? (await uidOfCustomer(customerId));
  if (!uid) return undefined;
  let subscriptions = await listSubscriptions(customerId);
  const refusedTrials = await refuseRepeatedCardTrials(uid, subscriptions);
  if (refusedTrials.length) subscriptions = await listSubscriptions(customerId);
  const record = await saveSubscriptionFields(uid, customerId, subscriptionFields(subscriptions), readAt);
  return record && { uid, record, subscriptions, refusedTrials };
}
