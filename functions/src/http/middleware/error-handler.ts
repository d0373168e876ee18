import type { ErrorRequestHandler, RequestHandler } from 'express';
import { HttpError } from '../../errors';
import { unexpectedError, upstreamError } from '../../logs';

/** Errors raised by express.json() (body-parser) carry an HTTP status and a `type`. */
interface BodyParserError {
  status?: number;
  type?: string;
}

const bodyParserMessages: Record<string, string> = {
  'entity.parse.failed': 'Request body is not valid JSON',
  'entity.too.large': 'Request body is too large',
  'encoding.unsupported': 'Request body encoding is not supported',
  'charset.unsupported': 'Request body charset is not supported',
  'request.aborted': 'Request was aborted',
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

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ error: `No route for ${req.method} ${req.path}` });
};

/**
 * The single place that writes error bodies: `{ error: string }` with a 4xx/5xx status.
 * Express 5 forwards rejected promises from async handlers here too.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpError) {
    res.status(error.status).json({ error: error.message });
    return;
  }
  const { type, status } = (error ?? {}) as BodyParserError;
  if (type && type in bodyParserMessages && status && status >= 400 && status < 500) {
    res.status(status).json({ error: bodyParserMessages[type] });
    return;
  }
  if (isBusyError(error)) {
    res.set('retry-after', '1').status(503).json({ error: 'The service is busy. Please try again in a moment.' });
    return;
  }
  // The router could not decode a path parameter (e.g. '/api/users/%zz').
  if (error instanceof URIError) {
    res.status(400).json({ error: 'The request path is not valid URL encoding' });
    return;
  }
  if (isStripeError(error)) {
    upstreamError('stripe', error, { method: req.method, path: req.path });
    res.status(502).json({ error: 'The payment service is unavailable. Please try again later.' });
    return;
  }
  unexpectedError(error, { method: req.method, path: req.path });
  res.status(500).json({ error: 'Internal server error' });
};
