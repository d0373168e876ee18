import type { NextFunction, Request, Response } from 'express';
import { ERROR_CODES } from '@cannabis-reports/contracts';
import { HttpError } from '../../errors';
import { securityEvent, unexpectedError } from '../../logs';
import { errorHandler } from './error-handler';

jest.mock('../../logs');

/** What the handler wrote: status, headers and JSON body. */
function answer(error: unknown) {
  const written = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    headersSent: false,
    set(name: string, value: string) {
      written.headers[name] = value;
      return res;
    },
    status(code: number) {
      written.status = code;
      return res;
    },
    json(body: unknown) {
      written.body = body;
      return res;
    },
  };
  const req = { method: 'POST', path: '/api/test', get: () => undefined, socket: {} } as unknown as Request;
  errorHandler(error, req, res as unknown as Response, (() => undefined) as NextFunction);
  return written;
}

beforeEach(() => jest.clearAllMocks());

describe('errorHandler', () => {
  it.each([
    ['an HttpError', new HttpError(409, 'trial_used', 'Trial used'), 409, { error: 'Trial used', code: 'trial_used' }],
    [
      "body-parser's unsupported charset",
      Object.assign(new Error('x'), { status: 415, type: 'charset.unsupported' }),
      415,
      { error: 'Request body charset is not supported', code: 'unsupported_body' },
    ],
    [
      'an aborted request',
      Object.assign(new Error('x'), { status: 400, type: 'request.aborted' }),
      400,
      { error: 'Request was aborted', code: 'invalid_request' },
    ],
    [
      "Firestore's contention",
      Object.assign(new Error('x'), { code: 10 }),
      503,
      { error: 'The service is busy. Please try again in a moment.', code: 'busy' },
    ],
    [
      'an undecodable path',
      new URIError('URI malformed'),
      400,
      { error: 'The request path is not valid URL encoding', code: 'invalid_request' },
    ],
    [
      'a Stripe SDK error',
      Object.assign(new Error('connect ECONNREFUSED'), { type: 'StripeConnectionError' }),
      502,
      { error: 'The payment service is unavailable. Please try again later.', code: 'payment_unavailable' },
    ],
    ['anything else', new Error('secret detail'), 500, { error: 'Internal server error', code: 'internal' }],
    ['a thrown non-error', 'a string', 500, { error: 'Internal server error', code: 'internal' }],
  ])('answers %s in the one error shape', (_name, error, status, body) => {
    const written = answer(error);
    expect(written.status).toBe(status);
    expect(written.body).toEqual(body);
    expect(ERROR_CODES).toContain((written.body as { code: string }).code);
  });

  it('asks clients to retry after the seconds the error names', () => {
    expect(answer(new HttpError(503, 'versions_busy', 'Loading', 5)).headers).toEqual({ 'retry-after': '5' });
    expect(answer(new HttpError(409, 'trial_used', 'Trial used')).headers).toEqual({});
  });

  it('asks busy clients to retry after a second', () => {
    expect(answer(Object.assign(new Error('x'), { code: 14 })).headers).toEqual({ 'retry-after': '1' });
    expect(answer(new Error('x')).headers).toEqual({});
  });

  it('logs unexpected errors, and never tells the client their detail', () => {
    const written = answer(new Error('secret detail'));
    expect(JSON.stringify(written.body)).not.toContain('secret detail');
    expect(unexpectedError).toHaveBeenCalledWith(expect.objectContaining({ message: 'secret detail' }), {
      method: 'POST',
      path: '/api/test',
    });
  });

  it('logs every 403 as a security event, and other refusals not', () => {
    answer(new HttpError(403, 'not_owner', 'Not yours'));
    expect(securityEvent).toHaveBeenCalledWith('forbidden', expect.objectContaining({ code: 'not_owner' }));
    jest.clearAllMocks();
    answer(new HttpError(409, 'trial_used', 'Trial used'));
    expect(securityEvent).not.toHaveBeenCalled();
  });
});
