/** Starting a Stripe Checkout, and confirming one on /success. */
import { apiRoutes, type Plan } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

/** The plan name the server maps to its Stripe price; the client never names a price. */
export const MONTHLY_PLAN_ID = 'monthly';

export async function createCheckoutSession(email: string, plan: Plan = MONTHLY_PLAN_ID): Promise<string> {
  return (await api(apiRoutes.checkout, { body: { priceId: plan, email } })).url;
}

/** The trial leads into `plan`; monthly is the server's default, so only annual is named. */
export async function createTrialCheckoutSession(email: string, plan: Plan = MONTHLY_PLAN_ID): Promise<string> {
  return (await api(apiRoutes.trialCheckout, { body: plan === MONTHLY_PLAN_ID ? { email } : { email, plan } })).url;
}

/** Asks the server to read a finished checkout from Stripe now; answers the fresh user info (null without a record). */
export async function confirmCheckoutSession(sessionId: string, signal?: AbortSignal) {
  return (await api(apiRoutes.confirmCheckout, { body: { sessionId }, signal })).user;
}
