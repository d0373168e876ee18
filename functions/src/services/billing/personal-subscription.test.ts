import { Timestamp } from 'firebase-admin/firestore';
import { renewingPersonalSubscription } from './personal-subscription';

const periodEnd = Timestamp.fromMillis(Date.parse('2026-12-28T10:00:00.000Z'));
const active = {
  isPaidUser: true,
  stripeSubscriptionStatus: 'active',
  subscriptionCancelAtPeriodEnd: false,
  currentPeriodEnd: periodEnd,
};

describe('renewingPersonalSubscription', () => {
  it('names a live subscription set to renew, with the end of its period', () => {
    expect(renewingPersonalSubscription(active)).toEqual({ status: 'active', periodEnd: '2026-12-28T10:00:00.000Z' });
    expect(renewingPersonalSubscription({ ...active, stripeSubscriptionStatus: 'trialing' })).toMatchObject({
      status: 'trialing',
    });
  });

  it('names none already set to end, ended, unpaid, or for a record without one', () => {
    expect(renewingPersonalSubscription({ ...active, subscriptionCancelAtPeriodEnd: true })).toBeNull();
    expect(
      renewingPersonalSubscription({ ...active, isPaidUser: false, stripeSubscriptionStatus: 'canceled' }),
    ).toBeNull();
    expect(
      renewingPersonalSubscription({ ...active, isPaidUser: false, stripeSubscriptionStatus: 'unpaid' }),
    ).toBeNull();
    expect(renewingPersonalSubscription(undefined)).toBeNull();
  });
});
