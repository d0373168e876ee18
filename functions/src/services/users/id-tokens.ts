/**
 * Firebase ID tokens (https://firebase.google.com/docs/auth/admin/verify-id-tokens),
 * checked for revocation too, so a token issued before a sign-out-everywhere, a password
 * change or a disabled account stops working.
 */
import { adminAuth } from '../firebase';

export interface SignedInUser {
  uid: string;
  /** Lower-cased, as user records store it. */
  email: string | undefined;
  /** Unix seconds of the sign-in (or re-authentication) that began this session. */
  authTime: number;
}

/** The user of a genuine, unexpired, unrevoked token; undefined for any other. */
export async function verifyIdToken(token: string): Promise<SignedInUser | undefined> {
  try {
    const decoded = await adminAuth().verifyIdToken(token, true);
    return { uid: decoded.uid, email: decoded.email?.toLowerCase(), authTime: decoded.auth_time };
  } catch {
    return undefined;
  }
}
