import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { reauthenticateWithCredential, type User } from 'firebase/auth';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { CONFIRM_DELETE_ACCOUNT, DeleteAccountCard } from './delete-account-card';

// The Firebase Auth user the card re-authenticates: none unless a test signs one in.
const firebase = vi.hoisted(() => ({
  auth: { authStateReady: async () => undefined, currentUser: null as User | null },
}));
vi.mock('../../../lib/firebase', () => firebase);
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  reauthenticateWithCredential: vi.fn(),
}));

function renderCard() {
  renderWithApp(
    <>
      <DeleteAccountCard />
      <ToastContainer />
    </>,
    { route: '/profile', auth: { user: signedInUser() } },
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  firebase.auth.currentUser = null;
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('the Delete account card', () => {
  it('names what is lost and asks for the password', () => {
    renderCard();
    expect(
      screen.getByText(
        'Deleting your account cancels your subscription at once, with no refund for the rest of the period, ends your access to every report, and deletes your profile. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your password')).toBeRequired();
  });

  it('does nothing when the confirmation is declined', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderCard();
    await userEvent.type(screen.getByLabelText('Your password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(confirm).toHaveBeenCalledWith(CONFIRM_DELETE_ACCOUNT);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says no user is logged in when nobody is', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderCard();
    await userEvent.type(screen.getByLabelText('Your password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('No user logged in')).toBeInTheDocument();
  });

  it("says 'Password is incorrect' when Firebase refuses the password, and asks the server nothing", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    firebase.auth.currentUser = signedInUser();
    vi.mocked(reauthenticateWithCredential).mockRejectedValue(
      new FirebaseError('auth/wrong-password', 'Firebase: Error (auth/wrong-password).'),
    );
    renderCard();
    await userEvent.type(screen.getByLabelText('Your password'), 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is incorrect');
    expect(reauthenticateWithCredential).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeEnabled();
  });
});
