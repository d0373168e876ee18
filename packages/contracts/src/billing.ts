/** Checkout: the client names a plan, never a price; the server maps it and decides on trials. */
import { z } from 'zod/mini';
import { checkoutSessionIdSchema, emailSchema } from './ids';

/** Two prices of the one product: monthly ($19.99) and annual ($199.99, two months free). */
export const PLANS = ['monthly', 'annual'] as const;
export type Plan = (typeof PLANS)[number];

export const checkoutBodySchema = z.object({
  priceId: z.string({ error: 'priceId is required' }),
  email: z.optional(emailSchema),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** The trial leads into either plan (monthly when not named); the trial rules are the same. */
export const trialCheckoutBodySchema = z.object({
  email: z.optional(emailSchema),
  plan: z.optional(z.enum(PLANS, { error: `plan must be one of ${PLANS.join(', ')}` })),
});
export type TrialCheckoutBody = z.infer<typeof trialCheckoutBodySchema>;

export const confirmCheckoutBodySchema = z.object({ sessionId: checkoutSessionIdSchema });
export type ConfirmCheckoutBody = z.infer<typeof confirmCheckoutBodySchema>;

/** Both checkout routes answer the hosted page to send the browser to. */
export const checkoutAnswerSchema = z.object({ url: z.string() });
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;
