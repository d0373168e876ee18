/**
 * A failed API answer as an Error carrying the server's `{ error, code }`: callers decide on
 * `code`, and show `serverMessage` to people. Apart from api-client (and Firebase), so the
 * framed demo report, which signs nobody in, can read its errors too.
 */
import { readApiErrorBody, type ErrorCode } from '@cannabis-reports/contracts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's stable error code, when the answer had one. */
    readonly code?: ErrorCode,
    /** The server's own `{ error }` text, when the answer had one: for people, never for decisions. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The ApiError of a failed answer, from its status and parsed body. */
export function toApiError(status: number, payload: unknown): ApiError {
  const { error, code } = readApiErrorBody(payload);
  return new ApiError(status, error ?? `Request failed (${status})`, code, error);
}
