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

async function requestPageSession(): Promise<void> {
  try {
    await api(apiRoutes.startPageSession);
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
  if (started?.uid !== uid) started = { uid, request: requestPageSession() };
  return started.request;
}

/** Clears the page session's cookie, so this browser's next page request carries no reader. */
export async function endPageSession(): Promise<void> {
  started = undefined;
  try {
    await api(apiRoutes.endPageSession);
  } catch (error) {
    console.warn('Could not end the page session', error);
  }
}
