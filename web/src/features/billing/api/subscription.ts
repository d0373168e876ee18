/** The subscription endpoints of the profile's Subscription Details card. */
import { apiRoutes } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

/** Both answer the user info as changed. */
export const cancelSubscription = async () => (await api(apiRoutes.cancelSubscription)).user;

export const resumeSubscription = async () => (await api(apiRoutes.resumeSubscription)).user;

/** Unix seconds of the next invoice, or null when none is due (the subscription is ending). */
export async function fetchNextBillingDate(subscriptionId: string, signal?: AbortSignal): Promise<number | null> {
  const { nextBillingDate } = await api(apiRoutes.nextBillingDate, { params: { id: subscriptionId }, signal });
  return nextBillingDate?.seconds ?? null;
}
