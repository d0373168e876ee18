import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { CONFIRM_DELETE_ACCOUNT, DeleteAccountCard } from './delete-account-card';

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
});
