/** The subscription endpoints of the profile's Subscription Details card. */
import { apiRequest } from '../../../lib/api-client';
import type { UserInfo } from '../../../lib/user-info';

interface SubscriptionChange {
  success: boolean;
  user: UserInfo;
}

export async function cancelSubscription(): Promise<UserInfo> {
  return (await apiRequest<SubscriptionChange>('/users/cancel-subscription', { method: 'POST', body: {} })).user;
}

export async function resumeSubscription(): Promise<UserInfo> {
  return (await apiRequest<SubscriptionChange>('/users/resume-subscription', { method: 'POST', body: {} })).user;
}

/** Unix seconds of the next invoice, or null when none is due (the subscription is ending). */
export async function fetchNextBillingDate(subscriptionId: string, signal?: AbortSignal): Promise<number | null> {
  const { nextBillingDate } = await apiRequest<{ nextBillingDate: { seconds: number } | null }>(
    `/users/next-billing-date/${encodeURIComponent(subscriptionId)}`,
    { signal },
  );
  return nextBillingDate?.seconds ?? null;
}
