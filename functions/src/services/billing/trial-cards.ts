/**
 * One free trial per card: Stripe gives every card a `fingerprint` that is the same for the
 * same card number on any customer. `trialCards/{hash of fingerprint}` records which
 * account had a trial with a card; a trial started with a card another account already
 * had a trial with is cancelled at once, before anything is charged (decision 0031 in docs/decisions).
 * When that account is deleted its claims keep only that the card had a trial, not whose.
 * The flows that first see a new trial (the webhook, the success page's confirmation, and the
 * reconciliation job behind missed webhooks) run enforceOneTrialPerCard between reading the
 * customer and storing it, so a refused trial never reaches the record as paid.
 */
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { trialRefusedForCard } from '../../logs';
import { db } from '../platform/firebase';
import { stripe } from './stripe';
import { listSubscriptions, type CustomerRead } from './subscription-sync';

export const CARD_TRIAL_USED =
  'This card has already been used for a free trial. Subscribe to the monthly plan to continue.';
export const TRIAL_NEEDS_CARD =
  'The free trial needs a card. Start it again and pay with a card, or subscribe to the monthly plan.';
export const TRIAL_NEEDS_TYPED_CARD =
  'The free trial needs your card typed in: Apple Pay and Google Pay hide its number. Start it again and enter your card, or subscribe to the monthly plan.';

/**
 * The card behind a subscription's payment method, as the trial rule can key it: its
 * fingerprint; TRIAL_NEEDS_CARD for a method that has none (Link, a bank debit), and
 * TRIAL_NEEDS_TYPED_CARD for a card given through Apple Pay or Google Pay, whose fingerprint is
 * the wallet's device token (one per card and device, so the same card on another phone looks
 * new; https://docs.stripe.com/api/payment_methods/object#payment_method_object-card-wallet):
 * neither can be told apart from a new card, so such a trial is refused. Undefined when no
 * method is set yet.
 */
export async function cardFingerprintOf(
  subscription: Stripe.Subscription,
): Promise<{ fingerprint: string } | { refusal: string } | undefined> {
  const method = subscription.default_payment_method;
  if (!method) return undefined;
  const paymentMethod = typeof method === 'string' ? await stripe().paymentMethods.retrieve(method) : method;
  const card = paymentMethod.card;
  if (!card?.fingerprint) return { refusal: TRIAL_NEEDS_CARD };
  if (card.wallet) return { refusal: TRIAL_NEEDS_TYPED_CARD };
  return { fingerprint: card.fingerprint };
}

const cardTrials = () => db().collection('trialCards');
const cardRef = (fingerprint: string) => cardTrials().doc(createHash('sha256').update(fingerprint).digest('hex'));

/**
 * Records the card's trial for `uid`; false when the card already had one on another account,
 * a deleted one included (its claim has no uid left).
 */
export async function claimCardTrial(fingerprint: string, uid: string, subscriptionId: string): Promise<boolean> {
  const ref = cardRef(fingerprint);
  return db().runTransaction(async (transaction) => {
    const claim = await transaction.get(ref);
    if (claim.exists) return claim.get('uid') === uid;
    transaction.create(ref, { uid, subscriptionId, claimedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

/**
 * Why `uid`'s trial subscription was refused for its payment method, if it was: it had a trial
 * paid by no card (TRIAL_NEEDS_CARD), through a wallet (TRIAL_NEEDS_TYPED_CARD), or by a card
 * whose trial another account (a deleted one included) had claimed (CARD_TRIAL_USED). The same
 * answer whichever sync cancelled it, a webhook's or the success page's own.
 */
export async function trialRefusalForCard(subscription: Stripe.Subscription, uid: string): Promise<string | undefined> {
  if (subscription.trial_end === null) return undefined;
  const card = await cardFingerprintOf(subscription);
  if (card === undefined) return undefined;
  if ('refusal' in card) return card.refusal;
  const claim = await cardRef(card.fingerprint).get();
  return claim.exists && claim.get('uid') !== uid ? CARD_TRIAL_USED : undefined;
}

/** The card-trial claims of `uid`. */
export const cardTrialsOf = (uid: string) => cardTrials().where('uid', '==', uid);

/**
 * A deleted account's claim: the card keeps its trial used (no second one for the same card),
 * and nothing in it names the account or its subscription any more.
 */
export const disownedCardTrial = () => ({
  uid: FieldValue.delete(),
  subscriptionId: FieldValue.delete(),
  disownedAt: FieldValue.serverTimestamp(),
});

/**
 * Cancels every trialing subscription of `uid` paid by no card, through a wallet, or by a card
 * that already had a trial on another account; answers the ids it cancelled.
 */
export async function refuseRepeatedCardTrials(uid: string, subscriptions: Stripe.Subscription[]): Promise<string[]> {
  const refused: string[] = [];
  for (const subscription of subscriptions.filter(({ status }) => status === 'trialing')) {
    const card = await cardFingerprintOf(subscription);
    if (card === undefined) continue;
    if ('fingerprint' in card && (await claimCardTrial(card.fingerprint, uid, subscription.id))) continue;
    await stripe().subscriptions.cancel(subscription.id, {}, { idempotencyKey: `card-trial-used-${subscription.id}` });
    trialRefusedForCard(uid, subscription.id);
    refused.push(subscription.id);
  }
  return refused;
}

/**
 * The one-trial-per-card step, between reading a customer and storing it: cancels its trials
 * refused for their card and, when it cancelled any, answers the read with the subscriptions
 * listed again (the cancelled trial as Stripe now holds it).
 */
export async function enforceOneTrialPerCard(read: CustomerRead): Promise<CustomerRead> {
  if (read.gone || !(await refuseRepeatedCardTrials(read.uid, read.subscriptions)).length) return read;
  return { ...read, subscriptions: (await listSubscriptions(read.customerId)) ?? [] };
}
