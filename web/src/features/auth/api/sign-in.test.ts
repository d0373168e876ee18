import { signInWithEmailAndPassword, type UserCredential } from 'firebase/auth';
import { afterEach, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { register } from './register';
import { signIn } from './sign-in';

vi.mock('../../../lib/firebase', () => ({ auth: { authStateReady: async () => undefined } }));
vi.mock('firebase/auth', () => ({ signInWithEmailAndPassword: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

/** Each test signs in a user of its own: a page session is asked for once per load and user. */
function signsInAs(uid: string) {
  vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user: { uid } } as UserCredential);
}

/** An answer to POST /session that the test gives when it says. */
function heldSessionAnswer() {
  let answer = () => {};
  const answered = new Promise<{ status: number; body: undefined }>((resolve) => {
    answer = () => resolve({ status: 204, body: undefined });
  });
  return { answer: () => answered, release: () => answer() };
}

const settledYet = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
};

it('signs in, then waits for the page session before it resolves', async () => {
  signsInAs('uid-signing-in');
  const held = heldSessionAnswer();
  const calls = fakeApi({ 'POST /session': held.answer });
  const signingIn = signIn('reader@example.com', 'a-password');
  expect(await settledYet(signingIn)).toBe(false);
  expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /session']);
  held.release();
  await signingIn;
  expect(signInWithEmailAndPassword).toHaveBeenCalledWith(expect.anything(), 'reader@example.com', 'a-password');
});

it('still signs in when the page session is refused, and only logs it', async () => {
  signsInAs('uid-refused');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  fakeApi({ 'POST /session': apiError(503, 'busy') });
  await expect(signIn('reader@example.com', 'a-password')).resolves.toBeUndefined();
  expect(warn).toHaveBeenCalledWith('Could not start the page session', expect.anything());
});

it('a registration waits for the page session too, after the account is made', async () => {
  signsInAs('uid-registering');
  const held = heldSessionAnswer();
  const calls = fakeApi({ 'POST /users/sign-up': { body: { success: true } }, 'POST /session': held.answer });
  const registering = register('new@example.com', 'a-long-password');
  expect(await settledYet(registering)).toBe(false);
  expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /users/sign-up', 'POST /session']);
  held.release();
  await registering;
});
