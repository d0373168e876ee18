import type { UserInfo } from '../lib/user-info';

/** A user info as the API answers it: unpaid, trial unused, unless overridden. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    email: 'reader@example.com',
    socialProvider: 'password',
    isPaidUser: false,
    trialAvailed: false,
    emailVerified: true,
    stripeSubscriptionId: null,
    stripeSubscriptionStatus: null,
    subscriptionCancelAtPeriodEnd: false,
    subscriptionEndsAt: null,
    currentPeriodEnd: null,
    ...overrides,
  };
}

/** 2027-03-15T12:00:00Z, a date that is the 15th in every time zone. */
export const MARCH_15_2027 = Date.UTC(2027, 2, 15, 12) / 1000;

export const paidUserInfo = (overrides: Partial<UserInfo> = {}) =>
  userInfo({
    isPaidUser: true,
    trialAvailed: true,
    stripeSubscriptionId: 'sub_123',
    stripeSubscriptionStatus: 'active',
    currentPeriodEnd: { seconds: MARCH_15_2027 },
    ...overrides,
  });
