/**
 * The page session: a Firebase session cookie
 * (https://firebase.google.com/docs/auth/admin/manage-cookies) named `__session`, the only
 * cookie Firebase Hosting forwards to functions
 * (https://firebase.google.com/docs/hosting/manage-cache#using_cookies), so that the server
 * knows who reads a page it renders (decision 0162 in docs/decisions).
 *
 * The cookie only ever authorises rendering a GET page for its own user: never an API call or
 * a write, which keep taking the Bearer ID token. That is the CSRF rule: a browser sends a
 * cookie with requests another site makes it send, never an Authorization header, so
 * nothing a cookie authorises may change anything. SameSite=Lax keeps the cookie off
 * cross-site subresource requests and cross-site POSTs anyway; it still rides a top-level
 * link from elsewhere (an alert mail's link to /reports), which only renders the page.
 */
import { adminAuth } from '../platform/firebase';
import { sessionExpired } from './id-tokens';

export const PAGE_SESSION_COOKIE = '__session';

/** Five days; the web renews it on every load, so only a reader away that long renders signed out at first. */
export const PAGE_SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;

// Never readable by the page's scripts, never sent over plain HTTP, and on every path Hosting serves.
const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Lax';

/** A session cookie is a JWT: anything else is refused without a call to Auth. */
const SESSION_COOKIE = /^[A-Za-z0-9._-]{1,4096}$/;

/**
 * The Set-Cookie header of a new page session for the user of a checked ID token. Auth signs
 * the cookie with the token's sign-in time, so revocation and the 30-day session rule read it
 * as they read the token.
 */
export async function startPageSession(idToken: string): Promise<string> {
  const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn: PAGE_SESSION_MAX_AGE_SECONDS * 1000 });
  return `${PAGE_SESSION_COOKIE}=${cookie}; ${ATTRIBUTES}; Max-Age=${PAGE_SESSION_MAX_AGE_SECONDS}`;
}

/** The Set-Cookie header that makes the browser drop the page session (same name, path and attributes). */
export const endedPageSessionCookie = `${PAGE_SESSION_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;

/** The `__session` value of a Cookie header (the first, as the browser orders them), if any. */
export function pageSessionCookieOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === PAGE_SESSION_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The reader of a page request, from its Cookie header: the uid (and e-mail) of a genuine page session that
 * has not expired, was not revoked (so 'Sign out of all devices', a password change, and a
 * disabled or deleted account end it: one Auth read per call), and began within the 30 days a
 * session lasts. Null for anything else; it never throws, so a page renders signed out
 * instead of failing. Only for rendering a GET page for this very user (see above).
 */
export async function readPageSession(
  cookieHeader: string | undefined,
): Promise<{ uid: string; email: string | null } | null> {
  const cookie = pageSessionCookieOf(cookieHeader);
  if (!cookie || !SESSION_COOKIE.test(cookie)) return null;
  try {
    const decoded = await adminAuth().verifySessionCookie(cookie, true);
    return sessionExpired(decoded.auth_time) ? null : { uid: decoded.uid, email: decoded.email ?? null };
  } catch {
    return null;
  }
}
