import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { ChangePasswordCard } from './change-password-card';

describe('ChangePasswordCard', () => {
  it('requires all three fields', () => {
    renderWithApp(<ChangePasswordCard />);
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('refuses a confirmation that does not match, before any call', async () => {
    renderWithApp(
      <>
        <ChangePasswordCard />
        <ToastContainer />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Current Password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('old-password');
  });

  it('says no user is logged in when nobody is', async () => {
    renderWithApp(
      <>
        <ChangePasswordCard />
        <ToastContainer />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Current Password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('No user logged in')).toBeInTheDocument();
  });
});
