import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { webhookSignatureRejected } from '../logs';
import { handleStripeWebhook } from './stripe-webhook';

jest.mock('../logs');

process.env.STRIPE_SECRET_KEY = 'sk_test_unit';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_unit';

function request(body: string, signature: string | undefined): Request {
  return {
    method: 'POST',
    rawBody: Buffer.from(body),
    get: (name: string) => (name.toLowerCase() === 'stripe-signature' ? signature : undefined),
  } as unknown as Request;
}

function response() {
  const written = { status: 200, body: undefined as unknown };
  const res = {
    status(code: number) {
      written.status = code;
      return res;
    },
    json(body: unknown) {
      written.body = body;
      return res;
    },
    set() {
      return res;
    },
  };
  return { res: res as unknown as Response, written };
}

describe('a webhook delivery with a bad signature', () => {
  it('is refused with 400 and logged with its reason and size, never its payload', async () => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', data: { object: { email: 'secret@x.com' } } });
    const { res, written } = response();
    await handleStripeWebhook(request(payload, 't=1,v1=deadbeef'), res);
    expect(written).toEqual({ status: 400, body: { error: 'Invalid Stripe signature', code: 'signature_invalid' } });
    expect(webhookSignatureRejected).toHaveBeenCalledWith(expect.any(String), payload.length);
    expect(JSON.stringify(jest.mocked(webhookSignatureRejected).mock.calls)).not.toContain('secret@x.com');
  });

  it('is logged when the header is missing', async () => {
    const { res, written } = response();
    await handleStripeWebhook(request('{}', undefined), res);
    expect(written.status).toBe(400);
    expect(webhookSignatureRejected).toHaveBeenCalledWith('no Stripe-Signature header', 2);
  });
});
