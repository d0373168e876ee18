/** Schemas of the identifiers that travel in paths and bodies. */
import { z } from 'zod/mini';

/** Firebase Auth uids are at most 128 characters; ours never hold anything but these. */
export const uidSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a user id'));

export const emailSchema = z.string().check(z.maxLength(320), z.email('must be an e-mail address'));

/** 32 random bytes, base64url without padding. */
export const verificationTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'is not a valid verification token'));

/** Stripe ids: a prefix, an underscore, then letters and digits. */
const stripeId = (prefix: string, what: string) =>
  z.string().check(z.regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,250}$`), `must be a ${what} id`));

export const checkoutSessionIdSchema = stripeId('cs_(?:test|live)', 'checkout session');
export const subscriptionIdSchema = stripeId('sub', 'subscription');
