import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../testing/fake-api';
import { apiRequest, ApiError } from './api-client';

const failureOf = (promise: Promise<unknown>) => promise.then(() => expect.fail('the request succeeded'), (e) => e);

describe('apiRequest', () => {
  it("carries the server's code and text on a failure", async () => {
    fakeApi({ 'POST /stripe/create-checkout-session': apiError(409, 'trial_used', 'You have used your trial') });
    const error = await failureOf(apiRequest('/stripe/create-checkout-session', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'trial_used', serverMessage: 'You have used your trial' });
  });

  it('leaves the code empty when the answer has none, or one the contract does not know', async () => {
    fakeApi({
      'GET /a': { status: 502, body: '<html>Bad gateway</html>' },
      'GET /b': { status: 400, body: { error: 'Odd', code: 'made_up' } },
    });
    expect(await failureOf(apiRequest('/a'))).toMatchObject({
      status: 502,
      code: undefined,
      serverMessage: undefined,
      message: 'Request failed (502)',
    });
    expect(await failureOf(apiRequest('/b'))).toMatchObject({ code: undefined, serverMessage: 'Odd' });
  });
});
