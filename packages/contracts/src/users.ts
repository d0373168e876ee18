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

export const nextBillingDateAnswerSchema = z.object({ success: z.boolean(), nextBillingDate: seconds });
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

/** The token is checked against its own schema after this, so a missing one gets its own message. */
export const verifyEmailBodySchema = z.object({ token: z.optional(z.unknown()) });
