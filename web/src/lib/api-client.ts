/**
 * The only module that knows the API's base address. Every call sends JSON with the
 * signed-in user's ID token, and every failure becomes an ApiError carrying the server's
 * `{ error, code }`: callers decide on `code`, and show `serverMessage` to people.
 */
import { signOut } from 'firebase/auth';
import { toast } from 'react-toastify/unstyled';
import { env } from '../config/env';
import { toApiError } from './api-error';
import { auth } from './firebase';

export { ApiError } from './api-error';

export const SIGN_IN_AGAIN = 'Please sign in again.';

/**
 * The server ended this session (it outlived its 30 days, or 'Sign out of all devices' ran
 * elsewhere): sign out here too, which every tab of the site follows, and say why.
 */
async function endSession(): Promise<void> {
  if (!auth.currentUser) return;
  toast.info(SIGN_IN_AGAIN, { toastId: 'session-ended' });
  await signOut(auth);
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Aborts the request (e.g. when the component that asked is gone). */
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const token = await auth.currentUser?.getIdToken();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${env.apiBaseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = toApiError(response.status, payload);
    if (error.status === 401 && (error.code === 'session_expired' || error.code === 'session_invalid'))
      await endSession();
    throw error;
  }
  return payload as T;
}
