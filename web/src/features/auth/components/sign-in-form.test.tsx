import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { SLOW_LOADING_MS } from '../../../components/ui/page-loading';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { paidUserInfo } from '../../../testing/user-info';
import type { UserInfo } from '../../../lib/user-info';
import { SIGN_IN_SLOW, SignInForm } from './sign-in-form';

vi.mock('../../../lib/firebase', () => ({ auth: { authStateReady: async () => undefined } }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  signInWithEmailAndPassword: vi.fn(async () => ({ user: { uid: 'uid-reader' } })),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('says so and offers a retry when the API has not answered the user record in 10 s, and signs in on the retry', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fakeApi({ 'POST /session': { status: 204, body: undefined } });
  // The first read of the user record never answers (the API is down); the retry's does.
  const refreshUserInfo = vi
    .fn<() => Promise<UserInfo | null>>()
    .mockReturnValueOnce(new Promise(() => {}))
    .mockResolvedValueOnce(paidUserInfo());
  renderWithApp(
    <Routes>
      <Route path="/" element={<SignInForm />} />
      <Route path="/reports" element={<p>Reports page</p>} />
    </Routes>,
    { auth: { refreshUserInfo } },
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'reader@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-password' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
  expect(refreshUserInfo).toHaveBeenCalledTimes(1);

  await act(() => vi.advanceTimersByTimeAsync(SLOW_LOADING_MS - 1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_SLOW);

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(refreshUserInfo).toHaveBeenCalledTimes(2);
  expect(screen.getByText('Reports page')).toBeInTheDocument();
});
