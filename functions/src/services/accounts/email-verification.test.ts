import { adminAuth } from '../platform/firebase';
import { ADDRESS_CHANGED, verifyEmailWithToken } from './email-verification';
import { markEmailVerified } from './user-records';
import { readVerificationToken, spendVerificationToken } from './verification-tokens';

jest.mock('../platform/firebase');
jest.mock('./user-records');
jest.mock('./verification-tokens');
jest.mock('./verification-mail');

const getUser = jest.fn();
const updateUser = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(adminAuth).mockReturnValue({ getUser, updateUser } as unknown as ReturnType<typeof adminAuth>);
  jest.mocked(readVerificationToken).mockResolvedValue({ uid: 'u1', email: 'reader@example.com' });
  getUser.mockResolvedValue({ uid: 'u1', email: 'Reader@example.com' });
  updateUser.mockResolvedValue({});
});

describe('verifyEmailWithToken', () => {
  it('verifies the account, then spends the token', async () => {
    await verifyEmailWithToken('token');
    expect(updateUser).toHaveBeenCalledWith('u1', { emailVerified: true });
    expect(markEmailVerified).toHaveBeenCalledWith('u1');
    expect(spendVerificationToken).toHaveBeenCalledWith('token');
    expect(jest.mocked(spendVerificationToken).mock.invocationCallOrder[0]).toBeGreaterThan(
      jest.mocked(markEmailVerified).mock.invocationCallOrder[0],
    );
  });

  it('leaves the link usable when the account update fails', async () => {
    updateUser.mockRejectedValueOnce(new Error('Auth is unavailable'));
    await expect(verifyEmailWithToken('token')).rejects.toThrow('Auth is unavailable');
    expect(spendVerificationToken).not.toHaveBeenCalled();
  });

  it('refuses a link sent to an address the account no longer has, and verifies nothing', async () => {
    getUser.mockResolvedValue({ uid: 'u1', email: 'new-address@example.com' });
    await expect(verifyEmailWithToken('token')).rejects.toMatchObject({
      status: 400,
      code: 'verification_invalid',
      message: ADDRESS_CHANGED,
    });
    expect(updateUser).not.toHaveBeenCalled();
    expect(spendVerificationToken).not.toHaveBeenCalled();
  });
});
