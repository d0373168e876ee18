import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { securityEvent } from '../logs';
import { stripe } from '../services/stripe';
import { handleStripeWebhook } from './stripe-webhook';

jest.mock('../logs');
jest.mock('../services/stripe');
jest.mock('../services/stripe-events');
jest.mock('../services/subscription-sync');
jest.mock('../config', () => ({ stripeWebhookSecret: { value: () => 'whsec_test' } }));

function response() {
  const written = { status: 200, body: undefined as unknown };
  const res = {
    set: () => res,
    status(code: number) {
      written.status = code;
      return res;
    },
    json(body: unknown) {
      written.body = body;
      return res;
    },
  };
  return { res: res as unknown as Response, written };
}

it('answers a bad signature 400 and logs a security event without the signature', async () => {
  jest.mocked(stripe).mockReturnValue({
    webhooks: {
      constructEvent: () => {
        throw new Error('No signatures found matching the expected signature');
      },
    },
  } as unknown as ReturnType<typeof stripe>);
  const headers: Record<string, string> = {
    'stripe-signature': 't=1,v1=forged-signature',
    'x-forwarded-for': '203.0.113.5',
  };
  const req = {
    method: 'POST',
    rawBody: Buffer.from('{}'),
    get: (name: string) => headers[name.toLowerCase()],
    socket: {},
  } as unknown as Request;
  const { res, written } = response();
  await handleStripeWebhook(req, res);
  expect(written.status).toBe(400);
  expect(securityEvent).toHaveBeenCalledWith('webhook_signature_invalid', {
    hasSignature: true,
    clientAddress: '203.0.113.5',
  });
  expect(JSON.stringify(jest.mocked(securityEvent).mock.calls)).not.toContain('forged-signature');
});
