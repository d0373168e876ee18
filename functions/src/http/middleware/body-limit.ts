import type { RequestHandler } from 'express';
import { HttpError } from '../../errors';

/** Bodies of this API are a few short fields: 16 KiB holds the largest many times over. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export const bodyTooLarge = () => new HttpError(413, 'body_too_large', 'Request body is too large');

/**
 * Refuses a body over `limitBytes` before any route runs. Cloud Functions (and its emulator)
 * read and parse every body, up to their own 32 MB, before the app is called, and mark it parsed,
 * so the app's own express.json never reads it and its limit never applies. What the runtime
 * leaves is `req.rawBody`, the bytes it read, chunked bodies included; the declared
 * Content-Length refuses a large body even where nothing has read it yet. Where the app runs
 * without that runtime, express.json's limit (the same figure) counts the bytes as they arrive.
 */
export function limitBody(limitBytes: number): RequestHandler {
  return (req, _res, next) => {
    const declared = Number(req.get('content-length') ?? 0);
    const received = (req as { rawBody?: Buffer }).rawBody?.length ?? 0;
    if (declared > limitBytes || received > limitBytes) throw bodyTooLarge();
    next();
  };
}
