import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { ResetPasswordForm } from './reset-password-form';

function renderForm(route = '/reset-password?token=mailed-token') {
  renderWithApp(
    <>
      <ResetPasswordForm />
      <ToastContainer />
    </>,
    { route },
  );
}

async function submit(password: string) {
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('ResetPasswordForm', () => {
  it("sends the link's token and the new password to the server", async () => {
    const calls = fakeApi({ 'POST /users/reset-password': { body: { success: true } } });
    renderForm();
    await submit('a-fresh-long-phrase');
    expect(await screen.findByText('Your password has been reset. Please sign in with it.')).toBeInTheDocument();
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['/users/reset-password', { token: 'mailed-token', password: 'a-fresh-long-phrase' }],
    ]);
  });

  it("shows the server's refusal of a link no longer valid", async () => {
    const message = 'This password reset link has already been used.';
    fakeApi({ 'POST /users/reset-password': { status: 400, body: { error: message, code: 'reset_link_invalid' } } });
    renderForm();
    await submit('a-fresh-long-phrase');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('refuses a common password before any call, and offers a new link without a token', async () => {
    const calls = fakeApi({});
    renderForm();
    await submit('iloveyou1');
    expect(
      await screen.findByText('This password is one of the most common ones. Please choose a less common password.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers a new link when the token is missing', () => {
    renderForm('/reset-password');
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toBeInTheDocument();
  });
});
