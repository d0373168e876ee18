import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { ErrorCode } from '@cannabis-reports/contracts';
import { ReportError, type ReportErrorCode } from '@cannabis-reports/reports';
import { badGateway, badRequest, HttpError, notFound, serviceUnavailable } from '../../errors';
import { requestFields, securityEvent, unexpectedError, upstreamError } from '../../logs';
import { clientAddress } from './client-address';
import { signedInCallerOf } from './require-auth';

/** Errors raised by express.json() (body-parser) carry an HTTP status and a `type`. */
interface BodyParserError {
  status?: number;
  type?: string;
}

const bodyParserErrors: Record<string, { code: ErrorCode; message: string }> = {
  'entity.parse.failed': { code: 'invalid_json', message: 'Request body is not valid JSON' },
  'entity.too.large': { code: 'body_too_large', message: 'Request body is too large' },
  'encoding.unsupported': { code: 'unsupported_body', message: 'Request body encoding is not supported' },
  'charset.unsupported': { code: 'unsupported_body', message: 'Request body charset is not supported' },
  'request.aborted': { code: 'invalid_request', message: 'Request was aborted' },
};

function bodyParserError(error: unknown): HttpError | undefined {
  const { type, status } = (error ?? {}) as BodyParserError;
  const known = type && Object.hasOwn(bodyParserErrors, type) ? bodyParserErrors[type] : undefined;
  if (!known || !status || status < 400 || status >= 500) return undefined;
  return new HttpError(status, known.code, known.message);
}

/** Why a report cannot be built, as the report data API answers it: both are a missing resource. */
const reportErrors: Record<ReportErrorCode, ErrorCode> = {
  no_report_data: 'no_report_data',
  unknown_report: 'not_found',
  no_data_as_of: 'no_data_as_of',
};

/** Errors of the stripe SDK (StripeConnectionError, StripeInvalidRequestError, ...). */
function isStripeError(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith('Stripe');
}

/** gRPC codes of Firestore that mean "try again": ABORTED (contention), DEADLINE_EXCEEDED, UNAVAILABLE. */
const BUSY_CODES = new Set([10, 4, 14]);

function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && BUSY_CODES.has(code);
}

/** What the client is told about any error; unexpected ones are logged, and told nothing more. */
function answerFor(error: unknown, req: Request): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof ReportError) return notFound(reportErrors[error.code], error.message);
  const refusedBody = bodyParserError(error);
  if (refusedBody) return refusedBody;
  if (isBusyError(error)) return serviceUnavailable('busy', 'The service is busy. Please try again in a moment.');
  // The router could not decode a path parameter (e.g. '/api/users/%zz').
  if (error instanceof URIError) return badRequest('invalid_request', 'The request path is not valid URL encoding');
  if (isStripeError(error)) {
    upstreamError('stripe', error, { method: req.method, path: req.path });
    return badGateway('payment_unavailable', 'The payment service is unavailable. Please try again later.');
  }
  unexpectedError(error, { method: req.method, path: req.path });
  return new HttpError(500, 'internal', 'Internal server error');
}

export const notFoundHandler: RequestHandler = (req) => {
  throw notFound('not_found', `No route for ${req.method} ${req.path}`);
};

/**
 * The single place that writes error bodies: `{ error, code }` with a 4xx/5xx status.
 * Express 5 forwards rejected promises from async handlers here too.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const answer = answerFor(error, req);
  if (answer.status === 403) {
    securityEvent('forbidden', {
      ...requestFields(req, clientAddress(req)),
      uid: signedInCallerOf(req)?.uid,
      code: answer.code,
    });
  }
  // Contention clears within moments; a short Retry-After lets clients try again at once.
  if (answer.code === 'busy') res.set('retry-after', '1');
  if (answer.retryAfterSeconds) res.set('retry-after', String(answer.retryAfterSeconds));
  res.status(answer.status).json(answer.body());
};
