import { adminAuth } from '../platform/firebase';
import { pageSessionCookieOf, readPageSession } from './page-sessions';

jest.mock('../platform/firebase');

const verifySessionCookie = jest.fn();
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeEach(() => {
  verifySessionCookie.mockReset();
  jest.mocked(adminAuth).mockReturnValue({ verifySessionCookie } as unknown as ReturnType<typeof adminAuth>);
});

describe('pageSessionCookieOf', () => {
  it.each([
    ['a=1; __session=abc.def.ghi; b=2', 'abc.def.ghi'],
    ['__session=first; __session=second', 'first'],
    ['x__session=no; __session_old=no', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('finds the __session cookie in %j', (header, cookie) => {
    expect(pageSessionCookieOf(header)).toBe(cookie);
  });
});

describe('readPageSession', () => {
  it('reads the uid of a cookie Auth verifies, with revocation checked', async () => {
    verifySessionCookie.mockResolvedValue({
      uid: 'u1',
      email: 'u1@example.com',
      auth_time: nowSeconds() - 29 * 86_400,
    });
    expect(await readPageSession('__session=a.b.c')).toEqual({ uid: 'u1', email: 'u1@example.com' });
    expect(verifySessionCookie).toHaveBeenCalledWith('a.b.c', true);
  });

  it('reads nothing once the session is 30 days from its sign-in, however young the cookie', async () => {
    verifySessionCookie.mockResolvedValue({ uid: 'u1', auth_time: nowSeconds() - 31 * 86_400 });
    expect(await readPageSession('__session=a.b.c')).toBeNull();
  });

  it('reads nothing, and does not throw, when Auth refuses the cookie', async () => {
    verifySessionCookie.mockRejectedValue(Object.assign(new Error('revoked'), { code: 'auth/session-cookie-revoked' }));
    expect(await readPageSession('__session=a.b.c')).toBeNull();
  });

  it('asks Auth nothing about a header without a cookie of the right form', async () => {
    expect(await readPageSession('__session=<script>')).toBeNull();
    expect(await readPageSession(`__session=${'a'.repeat(4097)}`)).toBeNull();
    expect(await readPageSession(undefined)).toBeNull();
    expect(verifySessionCookie).not.toHaveBeenCalled();
  });
});
