import { currentSubscription, isPaymentDueStatus, nextBillingDateOf, subscriptionFields } from './subscription-state';
import {
  DAY,
  NOW,
  SUBSCRIPTION_STATUSES,
  subscriptionSnapshot as subscription,
} from '../../testing/subscription-snapshot';

describe('isPaymentDueStatus', () => {
  it('is true exactly for the statuses whose open invoice wants a new card: past_due, unpaid, incomplete', () => {
    const statuses = [...SUBSCRIPTION_STATUSES, null, undefined];
    expect(statuses.filter((status) => isPaymentDueStatus(status))).toEqual(['past_due', 'unpaid', 'incomplete']);
  });
});

describe('subscriptionFields', () => {
  it('describes a customer without subscriptions as unpaid with no trial used', () => {
    expect(subscriptionFields([])).toEqual({
      isPaidUser: false,
      trialUsed: false,
      stripeSubscriptionId: null,
      stripeSubscriptionStatus: null,
      subscriptionCancelAtPeriodEnd: false,
      subscriptionEndsAt: null,
      currentPeriodEnd: null,
    });
  });

  it('makes a user paid exactly when the status is active, trialing or past_due (Stripe still retrying)', () => {
    const paid = SUBSCRIPTION_STATUSES.filter((status) => subscriptionFields([subscription({ status })]).isPaidUser);
    expect(paid).toEqual(['active', 'trialing', 'past_due']);
  });

  it('takes the period end from the first item, as recent API versions put it there', () => {
    expect(subscriptionFields([subscription({ periodEnd: NOW + 5 })]).currentPeriodEnd).toBe(NOW + 5);
  });

  it('uses the trial end as the period end while trialing, and marks the trial used', () => {
    const trial = subscription({
      status: 'trialing',
      trial_start: NOW,
      trial_end: NOW + 7 * DAY,
      periodEnd: NOW + 7 * DAY,
    });
    expect(subscriptionFields([trial])).toMatchObject({
      isPaidUser: true,
      trialUsed: true,
      currentPeriodEnd: NOW + 7 * DAY,
    });
  });

  it('reports a scheduled cancellation with the date it takes effect', () => {
    const ending = subscription({ cancel_at_period_end: true, periodEnd: NOW + 3 * DAY });
    expect(subscriptionFields([ending])).toMatchObject({
      isPaidUser: true,
      subscriptionCancelAtPeriodEnd: true,
      subscriptionEndsAt: NOW + 3 * DAY,
    });
  });

  it('prefers cancel_at when Stripe gives one', () => {
    const ending = subscription({ cancel_at: NOW + DAY });
    expect(subscriptionFields([ending])).toMatchObject({
      subscriptionCancelAtPeriodEnd: true,
      subscriptionEndsAt: NOW + DAY,
    });
  });

  it('reports an ended subscription as unpaid, with no pending cancellation, ended at ended_at', () => {
    const ended = subscription({
      status: 'canceled',
      cancel_at_period_end: true,
      ended_at: NOW + 2,
      canceled_at: NOW + 1,
    });
    expect(subscriptionFields([ended])).toMatchObject({
      isPaidUser: false,
      stripeSubscriptionStatus: 'canceled',
      subscriptionCancelAtPeriodEnd: false,
      subscriptionEndsAt: NOW + 2,
    });
  });

  it('remembers a trial from an ended subscription even when a newer one has none', () => {
    const oldTrial = subscription({
      id: 'sub_old',
      status: 'canceled',
      trial_start: NOW - 30 * DAY,
      trial_end: NOW - 23 * DAY,
      created: NOW - 30 * DAY,
    });
    const paid = subscription({ id: 'sub_new' });
    expect(subscriptionFields([paid, oldTrial])).toMatchObject({ trialUsed: true, stripeSubscriptionId: 'sub_new' });
  });

  it('gives the same answer whatever order Stripe lists the subscriptions in', () => {
    const list = [
      subscription({ id: 'sub_a', status: 'canceled', created: NOW - 10 }),
      subscription({ id: 'sub_b', status: 'active', created: NOW - 5 }),
      subscription({ id: 'sub_c', status: 'incomplete_expired', created: NOW }),
    ];
    expect(subscriptionFields([...list].reverse())).toEqual(subscriptionFields(list));
  });
});

describe('currentSubscription', () => {
  it('prefers a subscription in good standing over a newer one that is not', () => {
    const paid = subscription({ id: 'sub_paid', created: NOW - 100 });
    const pastDue = subscription({ id: 'sub_due', status: 'past_due', created: NOW });
    expect(currentSubscription([pastDue, paid])?.id).toBe('sub_paid');
  });

  it('prefers a live unpaid subscription over a newer ended one', () => {
    const pastDue = subscription({ id: 'sub_due', status: 'past_due', created: NOW - 100 });
    const ended = subscription({ id: 'sub_ended', status: 'canceled', created: NOW });
    expect(currentSubscription([ended, pastDue])?.id).toBe('sub_due');
  });

  it('falls back to the newest ended subscription', () => {
    const older = subscription({ id: 'sub_older', status: 'canceled', created: NOW - 100 });
    const newer = subscription({ id: 'sub_newer', status: 'canceled', created: NOW });
    expect(currentSubscription([older, newer])?.id).toBe('sub_newer');
  });
});

describe('nextBillingDateOf', () => {
  it('is the period end of a renewing subscription and the trial end of a trial', () => {
    expect(nextBillingDateOf(subscription({ periodEnd: NOW + 9 }))).toBe(NOW + 9);
    expect(nextBillingDateOf(subscription({ status: 'trialing', trial_start: NOW, trial_end: NOW + 7 * DAY }))).toBe(
      NOW + 7 * DAY,
    );
  });

  it('is null when no further invoice is coming', () => {
    expect(nextBillingDateOf(subscription({ cancel_at_period_end: true }))).toBeNull();
    expect(nextBillingDateOf(subscription({ status: 'canceled', ended_at: NOW }))).toBeNull();
  });
});
