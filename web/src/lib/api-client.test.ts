import { signOut } from 'firebase/auth';
import { toast } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { apiRequest, SIGN_IN_AGAIN } from './api-client';

vi.mock('./firebase', () => ({ auth: { currentUser: { getIdToken: async () => 'id-token' } } }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('react-toastify/unstyled', () => ({ toast: { info: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
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
