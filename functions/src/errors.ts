/**
 * The one error type every route throws. The error middleware turns it into the body every
 * error answer has, `{ error, code }`: `error` a sentence people read, `code` one of the
 * contracts' ERROR_CODES, which clients branch on. Anything else becomes a 500 with a
 * generic message, so no stack trace or internal detail ever reaches a client.
 */
import type { ApiErrorBody, ErrorCode } from '@cannabis-reports/contracts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** For a refusal that lifts at a known time: the Retry-After the error middleware sends. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): ApiErrorBody {
    return errorBody(this.code, this.message);
  }
}

export const errorBody = (code: ErrorCode, message: string): ApiErrorBody => ({ error: message, code });

export const badRequest = (code: ErrorCode, message: string) => new HttpError(400, code, message);
export const unauthorized = (code: ErrorCode, message: string) => new HttpError(401, code, message);
export const forbidden = (code: ErrorCode, message: string) => new HttpError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new HttpError(404, code, message);
export const conflict = (code: ErrorCode, message: string) => new HttpError(409, code, message);
/** An upstream service (Stripe, Power BI) failed or is unreachable. */
export const badGateway = (code: ErrorCode, message: string) => new HttpError(502, code, message);
/** A service this server needs (mail, reports, Firestore) cannot serve the request now. */
export const serviceUnavailable = (code: ErrorCode, message: string) => new HttpError(503, code, message);
