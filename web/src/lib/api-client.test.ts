import { signOut } from 'firebase/auth';
import { toast } from './toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '@cannabis-reports/contracts';
import { apiError, fakeApi } from '../testing/fake-api';
import { api, ApiError, SIGN_IN_AGAIN } from './api-client';
import { auth } from './firebase';

vi.mock('./firebase', () => ({
  auth: { authStateReady: async () => undefined, currentUser: { getIdToken: async () => 'id-token' } },
}));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('./toast', () => ({ toast: { info: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the request succeeded'),
    (e) => e,
  );

describe('api', () => {
  it("fills in the path's parameters and the query's given values; a POST always sends a body", async () => {
    const calls = fakeApi({
      'GET /users/a%2Fb': { body: { success: true, data: null } },
      'GET /powerbi/report/embedToken?reportId=prices': { body: {} },
      'GET /powerbi/report/embedToken': { body: {} },
      'POST /users/cancel-subscription': { body: {} },
    });
    expect(await api(apiRoutes.userInfo, { params: { uid: 'a/b' } })).toEqual({ success: true, data: null });
    await api(apiRoutes.paidEmbedConfig, { query: { reportId: 'prices' } });
    await api(apiRoutes.paidEmbedConfig, { query: { reportId: undefined } });
    await api(apiRoutes.cancelSubscription);
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/users/a%2Fb', undefined],
      ['GET', '/powerbi/report/embedToken?reportId=prices', undefined],
      ['GET', '/powerbi/report/embedToken', undefined],
      ['POST', '/users/cancel-subscription', {}],
    ]);
  });

  it("carries the server's code and text on a failure", async () => {
    fakeApi({ 'POST /stripe/create-checkout-session': apiError(409, 'trial_used', 'You have used your trial') });
    const error = await failureOf(api(apiRoutes.checkout, { body: { priceId: 'monthly' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'trial_used', serverMessage: 'You have used your trial' });
  });

  it('leaves the code empty when the answer has none, or one the contract does not know', async () => {
    fakeApi({
      'GET /health': { status: 502, body: '<html>Bad gateway</html>' },
      'GET /datasets': { status: 400, body: { error: 'Odd', code: 'made_up' } },
    });
    expect(await failureOf(api(apiRoutes.health))).toMatchObject({
      status: 502,
      code: undefined,
      serverMessage: undefined,
      message: 'Request failed (502)',
    });
    expect(await failureOf(api(apiRoutes.datasets))).toMatchObject({ code: undefined, serverMessage: 'Odd' });
  });

  it.each(['session_expired', 'session_invalid'])(
    'signs out and asks to sign in again when the server ends the session (%s)',
    async (code) => {
      fakeApi({ 'GET /users/u1': { status: 401, body: { error: 'Your session has ended.', code } } });
      await expect(api(apiRoutes.userInfo, { params: { uid: 'u1' } })).rejects.toMatchObject({ status: 401, code });
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(toast.info).toHaveBeenCalledWith(SIGN_IN_AGAIN, expect.anything());
    },
  );

  it('keeps the session when the refused token is one this browser has since replaced (a sign-in meanwhile)', async () => {
    const tokens = ['token-before-the-password-change', 'token-of-the-new-sign-in'];
    vi.spyOn(auth.currentUser!, 'getIdToken').mockImplementation(
      async () => tokens.shift() ?? 'token-of-the-new-sign-in',
    );
    fakeApi({ 'GET /users/u1': { status: 401, body: { error: 'Your session has ended.', code: 'session_invalid' } } });
    await expect(api(apiRoutes.userInfo, { params: { uid: 'u1' } })).rejects.toMatchObject({ status: 401 });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('keeps the session for other refusals', async () => {
    fakeApi({ 'GET /users/u1': { status: 403, body: { error: 'Not yours', code: 'not_owner' } } });
    await expect(api(apiRoutes.userInfo, { params: { uid: 'u1' } })).rejects.toMatchObject({
      status: 403,
      code: 'not_owner',
    });
    expect(signOut).not.toHaveBeenCalled();
  });
});
