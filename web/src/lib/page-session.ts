/**
 * The page session: an HttpOnly `__session` cookie the server sets from the user's ID token, so
 * that a page it renders knows its reader (decision 0162 in docs/decisions). The API itself
 * never reads it. Every failure here is only logged: without the cookie a page renders signed
 * out first and the app signs it in, as before.
 */
import { apiRoutes } from '@cannabis-reports/contracts';
import { api } from './api-client';

/** This load's request for the signed-in user's page session. */
let started: { uid: string; request: Promise<void> } | undefined;

/**
 * When this browser last got a page session, and for whom: a visit within a day of it asks for no
 * other (the cookie lasts five days), so most page loads send no request for it beside their own.
 */
const RENEWED = 'page-session-renewed';
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

function renewedLately(uid: string): boolean {
  try {
    const renewed = JSON.parse(localStorage.getItem(RENEWED) ?? 'null') as { uid?: string; at?: number } | null;
    return renewed?.uid === uid && typeof renewed.at === 'number' && Date.now() - renewed.at < RENEW_AFTER_MS;
  } catch {
    return false;
  }
}

function noteRenewal(uid: string | undefined): void {
  try {
    if (uid) localStorage.setItem(RENEWED, JSON.stringify({ uid, at: Date.now() }));
    else localStorage.removeItem(RENEWED);
  } catch {
    // Storage refused (a private window's quota): the next load asks again.
  }
}

async function requestPageSession(uid: string): Promise<void> {
  try {
    await api(apiRoutes.startPageSession);
    noteRenewal(uid);
  } catch (error) {
    console.warn('Could not start the page session', error);
  }
}

/**
 * Asks once per load for a page session of the signed-in user, good for five days from now, so
 * it lasts five days from their last visit. The sign-in awaits it, so the next page request
 * carries it; the auth provider does not, and a sign-in it sees shares the same request.
 */
export function startPageSession(uid: string): Promise<void> {
  if (started?.uid !== uid) started = { uid, request: requestPageSession(uid) };
  return started.request;
}

/** The auth provider's: a page session unless this browser got one for this user in the last day. */
export function renewPageSession(uid: string): Promise<void> {
  return renewedLately(uid) ? Promise.resolve() : startPageSession(uid);
}

/**
 * Clears the page session's cookie, so this browser's next page request carries no reader. Sent
 * so that it is delivered even if the reader leaves the page at once (keepalive): a sign-out
 * does not wait for it.
 */
export async function endPageSession(): Promise<void> {
  started = undefined;
  noteRenewal(undefined);
  try {
    await api(apiRoutes.endPageSession, { keepalive: true });
  } catch (error) {
    console.warn('Could not end the page session', error);
  }
}
