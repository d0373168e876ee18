import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { securityEvent, webhookEventIgnored } from '../logs';
import { stripe } from '../services/billing/stripe';
import { handleStripeWebhook } from './stripe-webhook';

jest.mock('../logs');
jest.mock('../services/billing/stripe', () => ({
  ...jest.requireActual('../services/billing/stripe'),
  stripe: jest.fn(),
}));
jest.mock('../services/billing/stripe-events');
jest.mock('../services/billing/subscription-sync');
jest.mock('../services/billing/trial-cards');
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

const PAYLOAD = '{"id":"evt_forged","object":"event","data":{"object":{"customer":"cus_secret_payload"}}}';

function delivery(headers: Record<string, string>, rawBody: Buffer | undefined): Request {
  return {
    method: 'POST',
    rawBody,
    get: (name: string) => headers[name.toLowerCase()],
    socket: { remoteAddress: '198.51.100.7' },
  } as unknown as Request;
}

describe('a delivery that is not a genuine Stripe event', () => {
  beforeEach(() => {
    jest.mocked(securityEvent).mockClear();
    jest.mocked(stripe).mockReturnValue({
      webhooks: {
        constructEvent: () => {
          throw new Error('No signatures found matching the expected signature');
        },
      },
    } as unknown as ReturnType<typeof stripe>);
  });

  it.each([
    ['mismatch', { 'stripe-signature': 't=1,v1=forged-signature' }, Buffer.from(PAYLOAD)],
    ['no_signature', {}, Buffer.from(PAYLOAD)],
    ['no_body', { 'stripe-signature': 't=1,v1=forged-signature' }, Buffer.alloc(0)],
  ] as const)(
    'answers 400 and logs the reason (%s) and body size, never the payload or the signature',
    async (reason, headers, rawBody) => {
      const { res, written } = response();
      await handleStripeWebhook(delivery({ ...headers, 'x-forwarded-for': '203.0.113.5' }, rawBody), res);
      expect(written).toEqual({
        status: 400,
        body: { error: 'Invalid Stripe signature', code: 'signature_invalid' },
      });
      expect(securityEvent).toHaveBeenCalledTimes(1);
      expect(securityEvent).toHaveBeenCalledWith('webhook_signature_invalid', {
        reason,
        bodyBytes: rawBody.length,
        hasSignature: 'stripe-signature' in headers,
        clientAddress: '203.0.113.5',
      });
      const logged = JSON.stringify(jest.mocked(securityEvent).mock.calls);
      expect(logged).not.toContain('forged-signature');
      expect(logged).not.toContain('cus_secret_payload');
      expect(logged).not.toContain('evt_forged');
    },
  );

  it('logs the socket address when no front end named the sender', async () => {
    const { res } = response();
    await handleStripeWebhook(delivery({}, Buffer.from(PAYLOAD)), res);
    expect(securityEvent).toHaveBeenCalledWith(
      'webhook_signature_invalid',
      expect.objectContaining({ clientAddress: '198.51.100.7' }),
    );
  });
});

describe('a signed dispute event', () => {
  const dispute = {
    id: 'evt_dispute',
    type: 'charge.dispute.created',
    data: { object: { id: 'dp_1', charge: 'ch_unknown' } },
  };

  function stripeAnsweringCharge(retrieve: () => Promise<unknown>) {
    jest.mocked(webhookEventIgnored).mockClear();
    jest.mocked(stripe).mockReturnValue({
      webhooks: { constructEvent: () => dispute },
      charges: { retrieve },
    } as unknown as ReturnType<typeof stripe>);
  }

  const deliver = async () => {
    const { res, written } = response();
    await handleStripeWebhook(delivery({ 'stripe-signature': 't=1,v1=good' }, Buffer.from('{}')), res);
    return written;
  };

  it('is acknowledged and logged when Stripe does not know its charge, so Stripe stops retrying', async () => {
    stripeAnsweringCharge(() =>
      Promise.reject(Object.assign(new Error('No such charge'), { code: 'resource_missing', statusCode: 404 })),
    );
    expect(await deliver()).toEqual({ status: 200, body: { received: true, ignored: true } });
    expect(webhookEventIgnored).toHaveBeenCalledWith('evt_dispute', 'charge.dispute.created', 'no customer');
  });

  it('is answered 500 when Stripe cannot be reached, so Stripe retries', async () => {
    stripeAnsweringCharge(() => Promise.reject(Object.assign(new Error('timeout'), { type: 'StripeConnectionError' })));
    expect((await deliver()).status).toBe(500);
  });
});
