/** The product's own record of a user, as the API answers it, and the user routes' bodies. */
import { z } from 'zod/mini';
import { emailSchema } from './ids';

const seconds = z.nullable(z.object({ seconds: z.number() }));

/** The user info the API answers with: timestamps as `{ seconds }`. */
export const userInfoSchema = z.object({
  email: z.string(),
  socialProvider: z.string(),
  isPaidUser: z.boolean(),
  trialAvailed: z.boolean(),
  emailVerified: z.boolean(),
  stripeSubscriptionId: z.nullable(z.string()),
  stripeSubscriptionStatus: z.nullable(z.string()),
  subscriptionCancelAtPeriodEnd: z.boolean(),
  subscriptionEndsAt: seconds,
  currentPeriodEnd: seconds,
  /** While a payment is due (past_due, unpaid): Stripe's hosted page of the open invoice, to pay or confirm it. */
  openInvoiceUrl: z.optional(z.nullable(z.string())),
  /** The open invoice's payment waits for the payer to confirm it with their bank (3D Secure). */
  paymentActionRequired: z.optional(z.boolean()),
  /** While past_due: when access to the reports ends unless the open invoice is paid. */
  paidAccessEndsAt: z.optional(seconds),
  /** The user reads the paid reports through their team's subscription (besides or instead of their own). */
  teamAccess: z.optional(z.boolean()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * The user routes answer in an envelope: `success` and what was asked for. `GET /users/:uid`
 * and `POST /users/lookup` give the record as `data`.
 */
export const userInfoAnswerSchema = z.object({ success: z.boolean(), data: z.nullable(userInfoSchema) });
export type UserInfoAnswer = z.infer<typeof userInfoAnswerSchema>;

/** Cancel, resume and the checkout confirmation answer the fresh record. */
export const userUpdateAnswerSchema = z.object({ success: z.boolean(), user: z.nullable(userInfoSchema) });
export type UserUpdateAnswer = z.infer<typeof userUpdateAnswerSchema>;

export const successAnswerSchema = z.object({ success: z.boolean() });
export type SuccessAnswer = z.infer<typeof successAnswerSchema>;

/** A coupon on the subscription (from a promotion code), as /profile describes it. */
export const subscriptionDiscountSchema = z.object({
  /** The promotion code the payer entered, when there was one. */
  code: z.nullable(z.string()),
  percentOff: z.nullable(z.number()),
  /** In the currency's smallest unit. */
  amountOff: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  /** Stripe's coupon duration: 'once', 'repeating' or 'forever' (Stripe may add more). */
  duration: z.string(),
  /** Unix seconds when a repeating discount stops; null for once and forever. */
  endsAt: z.nullable(z.number()),
});
export type SubscriptionDiscount = z.infer<typeof subscriptionDiscountSchema>;

/** The subscription's price as /profile shows it: amount (cents) and interval ('month', 'year'). */
export const subscriptionPlanSchema = z.object({
  amount: z.number(),
  currency: z.string(),
  interval: z.string(),
  discount: z.nullable(subscriptionDiscountSchema),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const nextBillingDateAnswerSchema = z.object({
  success: z.boolean(),
  nextBillingDate: seconds,
  plan: z.optional(z.nullable(subscriptionPlanSchema)),
});
export type NextBillingDateAnswer = z.infer<typeof nextBillingDateAnswerSchema>;

/**
 * `POST /users/lookup`: the caller's own record, found by their e-mail address. The address
 * travels in the body, never in the URL, which Hosting's and Cloud Run's request logs record.
 */
export const userLookupBodySchema = z.object({ email: emailSchema });
export type UserLookupBody = z.infer<typeof userLookupBodySchema>;

/**
 * `POST /users/sign-up`: the only way an account is made, so the server checks the password
 * rule (password-policy.ts) before the identity service sees the password.
 */
export const signUpBodySchema = z.object({ email: emailSchema, password: z.string() });
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/**
 * `POST /users/change-password`: the new password, checked against the rule on the server; the route asks
 * for a recent sign-in (the web re-authenticates with the current password just before).
 */
export const changePasswordBodySchema = z.object({ newPassword: z.string() });

/** `POST /users/password-reset`: a reset link mailed to the address when it has an account; the answer never says. */
export const requestPasswordResetBodySchema = z.object({ email: emailSchema });

/** `POST /users/reset-password`: the mailed link's token and the new password, checked against the rule. */
export const resetPasswordBodySchema = z.object({ token: z.string().check(z.maxLength(200)), password: z.string() });

/** `POST /users/sign-out-everywhere`: the sessions always end; the data API keys too when asked. */
export const signOutEverywhereBodySchema = z.object({ revokeApiKeys: z.optional(z.boolean()) });

/** The token is checked against its own schema after this, so a missing one gets its own message. */
export const verifyEmailBodySchema = z.object({ token: z.optional(z.unknown()) });
