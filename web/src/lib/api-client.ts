/**
 * The only module that knows the API's base address. Every call sends JSON with the
 * signed-in user's ID token, and every failure becomes an ApiError carrying the server's
 * `{ error }` text.
 */
import { readApiErrorBody, type ErrorCode } from '@cannabis-reports/contracts';
import { signOut } from 'firebase/auth';
import { toast } from 'react-toastify/unstyled';
import { env } from '../config/env';
import { auth } from './firebase';

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

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own `{ error }` text, when the answer had one. */
    readonly serverMessage?: string,
    /** The server's `code`, when the answer had a known one. */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
}

export async function apiRequest<T>(path: string, { method = 'GET', body }: RequestOptions = {}): Promise<T> {
  const token = await auth.currentUser?.getIdToken();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${env.apiBaseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { error: serverMessage, code } = readApiErrorBody(payload);
    if (response.status === 401 && (code === 'session_expired' || code === 'session_invalid')) await endSession();
    throw new ApiError(response.status, serverMessage ?? `Request failed (${response.status})`, serverMessage, code);
  }
  return payload as T;
}
