import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut } from 'firebase/auth';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';

vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  signOut: vi.fn(async () => undefined),
}));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function renderCard() {
  renderWithApp(
    <>
      <SignOutEverywhereCard />
      <ToastContainer />
    </>,
    { auth: { user: signedInUser() }, route: '/profile' },
  );
}

describe('SignOutEverywhereCard', () => {
  it("ends every session on the server, then clears this browser's page session and signs it out", async () => {
    const calls = fakeApi({
      'POST /users/sign-out-everywhere': { body: { success: true } },
      'POST /session/end': { status: 204, body: undefined },
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(await screen.findByText('You have been signed out on all your devices.')).toBeInTheDocument();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /users/sign-out-everywhere',
      'POST /session/end',
    ]);
    expect(calls[0].body).toEqual({ revokeApiKeys: false });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('revokes the data API keys too when the reader ticks the box', async () => {
    const calls = fakeApi({
      'POST /users/sign-out-everywhere': { body: { success: true } },
      'POST /session/end': { status: 204, body: undefined },
    });
    renderCard();
    await userEvent.click(screen.getByRole('checkbox', { name: /Also revoke my data API keys/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(await screen.findByText('You have been signed out on all your devices.')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ revokeApiKeys: true });
  });

  it('stays signed in and says so when the server refuses', async () => {
    fakeApi({ 'POST /users/sign-out-everywhere': { status: 503, body: { error: 'Busy', code: 'busy' } } });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(await screen.findByText('Could not sign out of all devices. Please try again.')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });
});
