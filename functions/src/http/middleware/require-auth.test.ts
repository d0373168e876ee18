import type { NextFunction, Request, Response } from 'express';
import { securityEvent } from '../../logs';
import { checkIdToken } from '../../services/accounts/id-tokens';
import { callerOf, requireAuth } from './require-auth';

jest.mock('../../logs', () => ({
  ...jest.requireActual('../../logs'),
  securityEvent: jest.fn(),
}));
jest.mock('../../services/accounts/id-tokens');

const request = (authorization?: string) =>
  ({
    method: 'GET',
    path: '/api/users/u1',
    get: (name: string) => (name.toLowerCase() === 'authorization' ? authorization : undefined),
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as Request;

async function outcome(req: Request) {
  try {
    await requireAuth(req, {} as Response, (() => undefined) as NextFunction);
    return 'next';
  } catch (error) {
    return (error as { status: number; code: string }).code;
  }
}

beforeEach(() => jest.clearAllMocks());

describe('requireAuth', () => {
  it('lets a valid session through with its caller', async () => {
    jest.mocked(checkIdToken).mockResolvedValue({ ok: true, user: { uid: 'u1', email: 'a@b.co', authTime: 0 } });
    const req = request('Bearer good.token.value');
    expect(await outcome(req)).toBe('next');
    expect(callerOf(req).uid).toBe('u1');
  });

  it('answers an outlived session with session_expired and logs it without the token', async () => {
    jest.mocked(checkIdToken).mockResolvedValue({ ok: false, reason: 'session_expired', uid: 'u1' });
    expect(await outcome(request('Bearer old.session.token'))).toBe('session_expired');
    expect(securityEvent).toHaveBeenCalledWith('session_expired', expect.objectContaining({ uid: 'u1' }));
    expect(JSON.stringify(jest.mocked(securityEvent).mock.calls)).not.toContain('old.session.token');
  });

  it('logs every rejected token with the reason, never the token', async () => {
    jest
      .mocked(checkIdToken)
      .mockResolvedValue({ ok: false, reason: 'rejected', firebaseCode: 'auth/id-token-revoked' });
    expect(await outcome(request('Bearer revoked.token.value'))).toBe('session_invalid');
    expect(securityEvent).toHaveBeenCalledWith(
      'id_token_rejected',
      expect.objectContaining({ reason: 'auth/id-token-revoked', clientAddress: '127.0.0.1' }),
    );
    expect(JSON.stringify(jest.mocked(securityEvent).mock.calls)).not.toContain('revoked.token.value');
  });
});
