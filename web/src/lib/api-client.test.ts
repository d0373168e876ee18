import { signOut } from 'firebase/auth';
import { toast } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../testing/fake-api';
import { apiRequest, ApiError, SIGN_IN_AGAIN } from './api-client';

vi.mock('./firebase', () => ({ auth: { currentUser: { getIdToken: async () => 'id-token' } } }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('react-toastify/unstyled', () => ({ toast: { info: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the request succeeded'),
    (e) => e,
  );

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

  it.each(['session_expired', 'session_invalid'])(
    'signs out and asks to sign in again when the server ends the session (%s)',
    async (code) => {
      fakeApi({ 'GET /users/u1': { status: 401, body: { error: 'Your session has ended.', code } } });
      await expect(apiRequest('/users/u1')).rejects.toMatchObject({ status: 401, code });
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(toast.info).toHaveBeenCalledWith(SIGN_IN_AGAIN, expect.anything());
    },
  );

  it('keeps the session for other refusals', async () => {
    fakeApi({ 'GET /users/u1': { status: 403, body: { error: 'Not yours', code: 'not_owner' } } });
    await expect(apiRequest('/users/u1')).rejects.toMatchObject({ status: 403, code: 'not_owner' });
    expect(signOut).not.toHaveBeenCalled();
  });
});
