import { HttpError } from '../../errors';
import { adminAuth } from '../platform/firebase';
import { passwordProblem, signUp } from './sign-up';

jest.mock('../platform/firebase');

const createUser = jest.fn();

beforeEach(() => {
  createUser.mockReset();
  jest.mocked(adminAuth).mockReturnValue({ createUser } as unknown as ReturnType<typeof adminAuth>);
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof HttpError ? { status: error.status, code: error.code } : error),
  );

describe('passwordProblem', () => {
  it('refuses fewer than 8 characters, and the common passwords whatever their case', () => {
    expect(passwordProblem('123456')).toMatch(/at least 8 characters/);
    for (const password of ['12345678', 'password', 'Password1', 'QWERTYUIOP']) {
      expect({ password, problem: passwordProblem(password) }).toEqual({
        password,
        problem: expect.stringMatching(/most common/),
      });
    }
  });

  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('correct-horse-battery')).toBeUndefined();
  });
});

describe('signUp', () => {
  it('refuses a weak password before the identity service sees it', async () => {
    expect(await refusal(signUp('a@b.co', '123456'))).toEqual({ status: 400, code: 'weak_password' });
    expect(createUser).not.toHaveBeenCalled();
  });

  it('makes the account with the Admin SDK for a good password', async () => {
    createUser.mockResolvedValue({ uid: 'u1' });
    await signUp('a@b.co', 'correct-horse-battery');
    expect(createUser).toHaveBeenCalledWith({ email: 'a@b.co', password: 'correct-horse-battery' });
  });

  it('answers 409 email_in_use for an address that has an account', async () => {
    createUser.mockRejectedValue(Object.assign(new Error('exists'), { code: 'auth/email-already-exists' }));
    expect(await refusal(signUp('a@b.co', 'correct-horse-battery'))).toEqual({ status: 409, code: 'email_in_use' });
  });
});
