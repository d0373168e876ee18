import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { ChangePasswordCard } from './change-password-card';

function renderCard() {
  renderWithApp(
    <>
      <ChangePasswordCard />
      <ToastContainer />
    </>,
  );
}

async function submit(current: string, next: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Current Password'), current);
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordCard', () => {
  it('requires all three fields', () => {
    renderCard();
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('refuses a confirmation that does not match, before any call', async () => {
    renderCard();
    await submit('old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('old-password');
  });

  it('says no user is logged in when nobody is', async () => {
    renderCard();
    await submit('old-password', 'new-password', 'new-password');
    expect(await screen.findByText('No user logged in')).toBeInTheDocument();
  });

  it('refuses a new password that is too short or too common, before any call', async () => {
    renderCard();
    await submit('old-password', 'short', 'short');
    expect(await screen.findByText('Use at least 8 characters for your password.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.clear(screen.getByLabelText('Current Password'));
    await submit('old-password', 'iloveyou1', 'iloveyou1');
    expect(
      await screen.findByText('This password is one of the most common ones. Please choose a less common password.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No user logged in')).not.toBeInTheDocument();
  });
});
