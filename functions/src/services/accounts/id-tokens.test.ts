import { adminAuth } from '../platform/firebase';
import { checkIdToken, SESSION_MAX_AGE_SECONDS, sessionExpired } from './id-tokens';

jest.mock('../platform/firebase');

const NOW = 1_800_000_000_000;
const verifyIdToken = jest.fn();

beforeEach(() => {
  verifyIdToken.mockReset();
  jest.mocked(adminAuth).mockReturnValue({ verifyIdToken } as unknown as ReturnType<typeof adminAuth>);
});

describe('sessionExpired', () => {
  it('ends a session 30 days after sign-in', () => {
    const signedIn = NOW / 1000 - SESSION_MAX_AGE_SECONDS;
    expect(sessionExpired(signedIn, NOW)).toBe(false);
    expect(sessionExpired(signedIn - 1, NOW)).toBe(true);
    expect(SESSION_MAX_AGE_SECONDS).toBe(30 * 24 * 3600);
  });
});

describe('checkIdToken', () => {
  it('refuses a refreshed token of a session signed in 31 days ago, before any revocation read', async () => {
    verifyIdToken.mockResolvedValue({ uid: 'u1', auth_time: NOW / 1000 - 31 * 86_400, email: 'A@B.co' });
    expect(await checkIdToken('t', NOW)).toEqual({ ok: false, reason: 'session_expired', uid: 'u1' });
    expect(verifyIdToken).toHaveBeenCalledTimes(1);
  });

  it('checks revocation for a young session and lower-cases the e-mail', async () => {
    verifyIdToken.mockResolvedValue({ uid: 'u1', auth_time: NOW / 1000 - 60, email: 'A@B.co' });
    expect(await checkIdToken('t', NOW)).toEqual({
      ok: true,
      user: { uid: 'u1', email: 'a@b.co', authTime: NOW / 1000 - 60 },
    });
    expect(verifyIdToken).toHaveBeenLastCalledWith('t', true);
  });

  it('reports the Firebase code of a rejected token', async () => {
    verifyIdToken.mockResolvedValueOnce({ uid: 'u1', auth_time: NOW / 1000 - 60 });
    verifyIdToken.mockRejectedValueOnce(Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' }));
    expect(await checkIdToken('t', NOW)).toEqual({
      ok: false,
      reason: 'rejected',
      firebaseCode: 'auth/id-token-revoked',
    });
  });
});
