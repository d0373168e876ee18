import {
  ACCESS_GRACE_SECONDS,
  hasPaidAccess,
  MAX_SYNC_AGE_MS,
  needsReconciliation,
  PAST_DUE_ACCESS_SECONDS,
  pastDueAccessEnd,
} from './access-policy';

const NOW_MS = 1_790_000_000_000;
const NOW = NOW_MS / 1000;

describe('hasPaidAccess', () => {
  it('opens the reports to a paid record within its period, or past it by less than the grace', () => {
    expect(hasPaidAccess({ isPaidUser: true, currentPeriodEnd: { seconds: NOW + 100 } }, NOW_MS)).toBe(true);
    expect(
      hasPaidAccess({ isPaidUser: true, currentPeriodEnd: { seconds: NOW - ACCESS_GRACE_SECONDS + 60 } }, NOW_MS),
    ).toBe(true);
    expect(hasPaidAccess({ isPaidUser: true, currentPeriodEnd: null }, NOW_MS)).toBe(true);
  });

  it('refuses an unpaid record, and a paid one whose period ended more than the grace ago', () => {
    expect(hasPaidAccess({ isPaidUser: false, currentPeriodEnd: { seconds: NOW + 100 } }, NOW_MS)).toBe(false);
    expect(hasPaidAccess(undefined, NOW_MS)).toBe(false);
    expect(
      hasPaidAccess({ isPaidUser: true, currentPeriodEnd: { seconds: NOW - ACCESS_GRACE_SECONDS - 60 } }, NOW_MS),
    ).toBe(false);
  });
});

describe('access while past_due', () => {
  const pastDue = (failedSecondsAgo: number) => ({
    isPaidUser: true,
    currentPeriodEnd: { seconds: NOW + 20 * 86_400 },
    stripeSubscriptionStatus: 'past_due',
    paymentDueSince: { seconds: NOW - failedSecondsAgo },
  });

  it('lasts the grace after the first failed payment, whatever Stripe does after its retries', () => {
    expect(hasPaidAccess(pastDue(PAST_DUE_ACCESS_SECONDS - 60), NOW_MS)).toBe(true);
    expect(hasPaidAccess(pastDue(PAST_DUE_ACCESS_SECONDS + 60), NOW_MS)).toBe(false);
    // A subscription left past_due for a month opens nothing.
    expect(hasPaidAccess(pastDue(30 * 86_400), NOW_MS)).toBe(false);
  });

  it('says when access ends, only while past_due', () => {
    expect(pastDueAccessEnd(pastDue(86_400))).toBe(NOW - 86_400 + PAST_DUE_ACCESS_SECONDS);
    expect(pastDueAccessEnd({ ...pastDue(86_400), stripeSubscriptionStatus: 'active' })).toBeNull();
    expect(pastDueAccessEnd({ ...pastDue(86_400), paymentDueSince: null })).toBeNull();
  });
});

describe('needsReconciliation', () => {
  const fresh = { isPaidUser: true, currentPeriodEnd: { seconds: NOW + 100 }, stripeSyncedAt: NOW_MS - 1000 };

  it('leaves a paid record synced within a day and within its period alone, and every unpaid record', () => {
    expect(needsReconciliation(fresh, NOW_MS)).toBe(false);
    expect(needsReconciliation({ ...fresh, isPaidUser: false, stripeSyncedAt: 0 }, NOW_MS)).toBe(false);
  });

  it('picks a paid record past its period and the grace, or not synced for a day', () => {
    expect(
      needsReconciliation({ ...fresh, currentPeriodEnd: { seconds: NOW - ACCESS_GRACE_SECONDS - 1 } }, NOW_MS),
    ).toBe(true);
    expect(needsReconciliation({ ...fresh, stripeSyncedAt: NOW_MS - MAX_SYNC_AGE_MS - 1 }, NOW_MS)).toBe(true);
    expect(needsReconciliation({ isPaidUser: true }, NOW_MS)).toBe(true);
  });
});
