/** The subscription endpoints of the profile's Subscription Details card. */
import { apiRoutes, type SubscriptionPlan } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

/** Both answer the user info as changed. */
export const cancelSubscription = async () => (await api(apiRoutes.cancelSubscription)).user;

export const resumeSubscription = async () => (await api(apiRoutes.resumeSubscription)).user;

/**
 * Unix seconds of the next invoice (null when none is due: the subscription is ending), and
 * the plan: price, interval and discount.
 */
export async function fetchNextBilling(
  subscriptionId: string,
  signal?: AbortSignal,
): Promise<{ seconds: number | null; plan: SubscriptionPlan | null }> {
  const { nextBillingDate, plan } = await api(apiRoutes.nextBillingDate, { params: { id: subscriptionId }, signal });
  return { seconds: nextBillingDate?.seconds ?? null, plan: plan ?? null };
}
