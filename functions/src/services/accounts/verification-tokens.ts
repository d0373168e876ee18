/** E-mail verification tokens (one-use-tokens): valid for 24 hours, in `emailVerifications`. */
import { oneUseTokens } from './one-use-tokens';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

const verifications = oneUseTokens({
  collection: 'emailVerifications',
  ttlMs: VERIFICATION_TTL_MS,
  refusals: {
    invalid: { code: 'verification_invalid', message: 'This verification link is invalid.' },
    used: { code: 'verification_used', message: 'This verification link has already been used.' },
    expired: { code: 'verification_expired', message: 'This verification link has expired.' },
  },
});

export const issueVerificationToken = verifications.issue;
/** Whose a usable token is, without using it up; a missing, used or expired token is a 400. */
export const readVerificationToken = verifications.read;
export const spendVerificationToken = verifications.spend;
export const verificationTokensOf = verifications.of;
