/**
 * The one way subscription fields reach a user's record: read the customer's
 * subscriptions from Stripe now, derive the fields, store them. The webhook, the success
 * page's confirmation, checkout, cancel, resume and the reconciliation job all go through
 * here, so they can never disagree, and duplicate or out-of-order events converge on
 * Stripe's current state. A customer Stripe no longer has (deleted in the dashboard or by
 * the API) is unlinked from its user, who loses paid access.
 *
 * A sync is a read (readCustomer) and a store (storeCustomer) and decides nothing else: a flow
 * that enforces a rule on what Stripe holds runs it between the two (the webhook, the success
 * page's confirmation and the reconciliation job enforce one free trial per card, trial-cards).
 */
import type Stripe from 'stripe';
import { NOTHING_DUE, readPaymentDue, type PaymentDueFields } from './payment-due';
import { stripe } from './stripe';
import { subscriptionFields, type SubscriptionSnapshot } from './subscription-state';
import { unlinkDeletedCustomer } from '../accounts/customer-unlink';
import { saveSubscriptionFields } from '../accounts/subscription-fields-write';
import { uidOfStoredCustomer, type UserRecord } from '../accounts/user-records';

/** Far more than one user ever has; Stripe's largest page. */
const SUBSCRIPTIONS_PAGE = 100;

/** Stripe's answer for an object it does not have (a deleted customer, outside a retrieve). */
export const isResourceMissing = (error: unknown) => (error as { code?: unknown } | null)?.code === 'resource_missing';

type CustomerLookup = { gone: true } | { gone: false; uid: string | undefined; teamId: string | undefined };

/**
 * The customer as Stripe holds it now: deleted (Stripe answers a retrieve of a deleted
 * customer with `{ deleted: true }`, and `resource_missing` for one it never had), or the
 * user it belongs to, from the uid put in its metadata at creation, or the team, from the
 * teamId a team's customer carries instead (team-subscription-sync).
 */
export async function lookUpCustomer(customerId: string): Promise<CustomerLookup> {
  const customer = await stripe()
    .customers.retrieve(customerId)
    .catch((error: unknown) => {
      if (isResourceMissing(error)) return { id: customerId, deleted: true } as Stripe.DeletedCustomer;
      throw error;
    });
  if ((customer as Stripe.DeletedCustomer).deleted) return { gone: true };
  const metadata = (customer as Stripe.Customer).metadata ?? {};
  return { gone: false, uid: metadata.uid || undefined, teamId: metadata.teamId || undefined };
}

/** The user a Stripe customer belongs to; undefined for a deleted customer or one not ours. */
export async function uidOfCustomer(customerId: string): Promise<string | undefined> {
  const lookup = await lookUpCustomer(customerId);
  return lookup.gone ? undefined : lookup.uid;
}

/** The customer's subscriptions, or undefined when Stripe no longer has the customer. */
export async function listSubscriptions(customerId: string): Promise<Stripe.Subscription[] | undefined> {
  try {
    const page = await stripe().subscriptions.list({ customer: customerId, status: 'all', limit: SUBSCRIPTIONS_PAGE });
    return page.data;
  } catch (error) {
    if (isResourceMissing(error)) return undefined;
    throw error;
  }
}

export interface SyncedUser {
  uid: string;
  record: UserRecord;
  subscriptions: SubscriptionSnapshot[];
  /** True when Stripe no longer has the customer and the record was unlinked from it. */
  customerGone?: boolean;
}

/**
 * Unlinks a customer Stripe no longer has from its user (the stored one's, or `knownUid`'s):
 * for `customer.deleted`, whose customer may still list its ended subscriptions.
 */
export async function unlink(
  customerId: string,
  knownUid: string | undefined,
  readAt = Date.now(),
): Promise<SyncedUser | undefined> {
  const uid = knownUid ?? (await uidOfStoredCustomer(customerId));
  if (!uid) return undefined;
  const record = await unlinkDeletedCustomer(uid, customerId, readAt);
  return record && { uid, record, subscriptions: [], customerGone: true };
}

/**
 * What Stripe holds for a customer now, read at `readAt` (ms): gone (deleted), or the
 * subscriptions of the user it belongs to.
 */
export type CustomerRead =
  | { customerId: string; readAt: number; gone: true; uid: string | undefined }
  | {
      customerId: string;
      readAt: number;
      gone: false;
      uid: string;
      subscriptions: Stripe.Subscription[];
      /** What is due on the open invoice, when the subscription is past_due or unpaid. */
      paymentDue?: PaymentDueFields;
    };

/**
 * Reads the customer from Stripe, for its user (`knownUid`, else the uid in its metadata).
 * Undefined for a customer that is not this product's (no uid).
 */
export async function readCustomer(customerId: string, knownUid?: string): Promise<CustomerRead | undefined> {
  const readAt = Date.now();
  let uid = knownUid;
  if (!uid) {
    const lookup = await lookUpCustomer(customerId);
    if (lookup.gone) return { customerId, readAt, gone: true, uid: undefined };
    uid = lookup.uid;
  }
  if (!uid) return undefined;
  const subscriptions = await listSubscriptions(customerId);
  // Stripe may list nothing, rather than refuse, for a deleted customer: an empty list is checked.
  if (!subscriptions || (subscriptions.length === 0 && knownUid && (await lookUpCustomer(customerId)).gone)) {
    return { customerId, readAt, gone: true, uid };
  }
  const paymentDue = await readPaymentDue(customerId, subscriptions);
  return { customerId, readAt, gone: false, uid, subscriptions, paymentDue };
}

/**
 * Stores a read on its user's record: a gone customer is unlinked, otherwise the fields derived
 * from the subscriptions are written. Undefined when the user no longer exists.
 */
export async function storeCustomer(read: CustomerRead): Promise<SyncedUser | undefined> {
  if (read.gone) return unlink(read.customerId, read.uid, read.readAt);
  const { uid, customerId, subscriptions, readAt } = read;
  const fields = { ...subscriptionFields(subscriptions), ...(read.paymentDue ?? NOTHING_DUE) };
  const record = await saveSubscriptionFields(uid, customerId, fields, readAt);
  return record && { uid, record, subscriptions };
}

/**
 * Brings the record of the customer's user up to date with Stripe: read, then stored. Returns
 * undefined for customers that are not this product's (no uid) or whose user no longer exists.
 */
export async function syncCustomer(customerId: string, knownUid?: string): Promise<SyncedUser | undefined> {
  const read = await readCustomer(customerId, knownUid);
  return read && storeCustomer(read);
}
