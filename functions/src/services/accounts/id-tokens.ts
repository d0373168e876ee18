/**
 * Firebase ID tokens (https://firebase.google.com/docs/auth/admin/verify-id-tokens),
 * checked for revocation too, so a token issued before a sign-out-everywhere, a password
 * change or a disabled account stops working; and a session older than
 * SESSION_MAX_AGE_SECONDS (counted from `auth_time`, the last time the user typed their
 * password) ends however often its tokens were refreshed.
 */
import { adminAuth } from '../platform/firebase';

/** A session lasts 30 days from sign-in; then the user signs in again (decision 0029 in docs/decisions). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface SignedInUser {
  uid: string;
  /** Lower-cased, as user records store it. */
  email: string | undefined;
  /** Unix seconds of the sign-in (or re-authentication) that began this session. */
  authTime: number;
}

export type TokenCheck =
  | { ok: true; user: SignedInUser }
  | { ok: false; reason: 'session_expired'; uid: string }
  | { ok: false; reason: 'rejected'; firebaseCode: string };

/** Whether a session that began at `authTime` (Unix seconds) has outlived its lifetime at `now` (ms). */
export const sessionExpired = (authTime: number, now = Date.now()) =>
  !Number.isFinite(authTime) || now / 1000 - authTime > SESSION_MAX_AGE_SECONDS;

const firebaseCodeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
};

/**
 * Checks a token: its signature and expiry first, then the session's age (so an old session
 * is told it expired, not that it is invalid), then revocation and a disabled account,
 * which need a read of the account.
 */
export async function checkIdToken(token: string, now = Date.now()): Promise<TokenCheck> {
  try {
    const decoded = await adminAuth().verifyIdToken(token);
    if (sessionExpired(decoded.auth_time, now)) return { ok: false, reason: 'session_expired', uid: decoded.uid };
    await adminAuth().verifyIdToken(token, true);
    return { ok: true, user: { uid: decoded.uid, email: decoded.email?.toLowerCase(), authTime: decoded.auth_time } };
  } catch (error) {
    const firebaseCode = firebaseCodeOf(error);
    // The Auth emulator (and an account whose tokens were revoked after sign-in) answers a
    // revoked token before its age is read: an old session is still told it expired. Both
    // answers refuse the token; only the wording the user sees differs.
    const claims = firebaseCode === 'auth/id-token-revoked' ? unverifiedClaims(token) : undefined;
    if (claims && typeof claims.auth_time === 'number' && sessionExpired(claims.auth_time, now)) {
      return { ok: false, reason: 'session_expired', uid: String(claims.sub ?? '') };
    }
    return { ok: false, reason: 'rejected', firebaseCode };
  }
}

/** A token's claims, read without trusting them: only to word a refusal, never to grant anything. */
function unverifiedClaims(token: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Ends every session of the user: refresh tokens are revoked, and ID tokens issued before now are refused. */
export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth().revokeRefreshTokens(uid);
}
