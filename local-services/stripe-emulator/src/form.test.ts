import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { StripeApiError } from './errors';
import { parseForm } from './form';

describe('form encoding', () => {
  it('nests bracketed keys into maps and lists', () => {
    const body =
      'mode=subscription&metadata[uid]=abc&line_items[0][price]=price_1&line_items[0][quantity]=2' +
      '&subscription_data[trial_period_days]=7&subscription_data[metadata][uid]=abc&expand[]=subscription&expand[]=invoice';
    assert.deepEqual(parseForm(body), {
      mode: 'subscription',
      metadata: { uid: 'abc' },
      line_items: [{ price: 'price_1', quantity: '2' }],
      subscription_data: { trial_period_days: '7', metadata: { uid: 'abc' } },
      expand: ['subscription', 'invoice'],
    });
  });

  it("reads the SDK's indexed lists, encoded brackets and plus signs", () => {
    assert.deepEqual(parseForm('expand%5B0%5D=subscription&expand[1]=customer&name=Ada+Lovelace&email=a%40b.co'), {
      expand: ['subscription', 'customer'],
      name: 'Ada Lovelace',
      email: 'a@b.co',
    });
  });

  it('keeps numeric metadata keys as keys', () => {
    assert.deepEqual(parseForm('metadata[0]=zero'), { metadata: { 0: 'zero' } });
  });

  it('refuses a key that is both a value and a map', () => {
    assert.throws(
      () => parseForm('metadata=x&metadata[uid]=y'),
      (error: unknown) => {
        assert.ok(error instanceof StripeApiError);
        assert.equal(error.status, 400);
        assert.equal(error.param, 'metadata[uid]');
        return true;
      },
    );
  });
});
