import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { userInfo } from '../../../testing/user-info';
import { VerifyEmailBanner } from './verify-email-banner';

function renderBanner(verified: boolean) {
  renderWithApp(
    <>
      <VerifyEmailBanner />
      <ToastContainer />
    </>,
    { auth: { user: signedInUser(), userInfo: userInfo({ emailVerified: verified }) } },
  );
}

describe('the verify-email banner', () => {
  it('is not shown to verified accounts', () => {
    renderBanner(true);
    expect(screen.queryByText(/Please verify your email address/)).not.toBeInTheDocument();
  });

  it('resends the link and says so', async () => {
    const calls = fakeApi({ 'POST /users/resend-verification': { body: { success: true } } });
    renderBanner(false);
    expect(
      screen.getByText('Please verify your email address: open the link we sent to reader@example.com.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('We sent you a new verification link.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/users/resend-verification', body: {} }]);
  });

  it("shows the server's reason when it cannot", async () => {
    fakeApi({
      'POST /users/resend-verification': apiError(
        429,
        'rate_limited',
        'Too many requests. Please wait a minute and try again.',
      ),
    });
    renderBanner(false);
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Too many requests. Please wait a minute and try again.')).toBeInTheDocument();
  });
});
