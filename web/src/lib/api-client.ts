/**
 * The only module that knows the API's base address. Every call sends JSON with the
 * signed-in user's ID token, and every failure becomes an ApiError carrying the server's
 * `{ error }` text.
 */
import type { ErrorCode } from '@cannabis-reports/contracts';
import { env } from '../config/env';
import { auth } from './firebase';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own `{ error }` text, when the answer had one. */
    readonly serverMessage?: string,
    /** The server's `{ code }`, which callers decide on (never on the text). */
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
    const serverMessage =
      payload && typeof payload === 'object' && 'error' in payload && typeof payload.error === 'string'
        ? payload.error
        : undefined;
    throw new ApiError(
      response.status,
      serverMessage ?? `Request failed (${response.status})`,
      serverMessage,
      payload && typeof payload === 'object' && 'code' in payload && typeof payload.code === 'string'
        ? (payload.code as ErrorCode)
        : undefined,
    );
  }
  return payload as T;
}
