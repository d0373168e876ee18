/** Starting a Stripe Checkout, and confirming one on /success. */
import { apiRequest } from '../../../lib/api-client';
import type { UserInfo } from '../../../lib/user-info';

/** The plan name the server maps to its Stripe price; the client never names a price. */
export const MONTHLY_PLAN_ID = 'monthly';

export async function createCheckoutSession(email: string): Promise<string> {
  const { url } = await apiRequest<{ url: string }>('/stripe/create-checkout-session', {
    method: 'POST',
    body: { priceId: MONTHLY_PLAN_ID, email },
  });
  return url;
}

export async function createTrialCheckoutSession(email: string): Promise<string> {
  const { url } = await apiRequest<{ url: string }>('/stripe/create-trial-checkout-session', {
    method: 'POST',
    body: { email },
  });
  return url;
}

/** Asks the server to read a finished checkout from Stripe now; answers the fresh user info. */
export async function confirmCheckoutSession(sessionId: string, signal?: AbortSignal): Promise<UserInfo | null> {
  const { user } = await apiRequest<{ success: boolean; user: UserInfo | null }>('/stripe/confirm-checkout-session', {
    method: 'POST',
    body: { sessionId },
    signal,
  });
  return user;
}
