import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../lib/user-info';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { paidUserInfo, userInfo } from '../../../testing/user-info';
import { PaymentConfirmation } from './payment-confirmation';

const CONFIRM = 'POST /stripe/confirm-checkout-session';
const confirmed = (user: UserInfo) => ({ body: { success: true, user } });

function renderSuccessPage({ refresh = async () => userInfo() as UserInfo | null, signedIn = true } = {}) {
  const setUserInfo = vi.fn();
  renderWithApp(
    <Routes>
      <Route path="/success" element={<PaymentConfirmation />} />
      <Route path="/reports" element={<p>Reports page</p>} />
      <Route path="/profile" element={<p>Profile page</p>} />
    </Routes>,
    {
      route: '/success?session_id=cs_test_abc',
      auth: { user: signedIn ? signedInUser() : null, setUserInfo, refreshUserInfo: vi.fn(refresh) },
    },
  );
  return { setUserInfo };
}

/** Moves the fake clock, letting React and the fake API settle inside act(). */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the payment success screen', () => {
  it('shows Verifying... while the payment is checked', async () => {
    fakeApi({ [CONFIRM]: () => new Promise(() => {}) });
    renderSuccessPage();
    expect(screen.getByRole('heading', { name: 'Verifying...' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while the payment is checked.')).toBeInTheDocument();
    await elapse(0);
  });

  it('confirms the session, stores the user info, congratulates, and goes to /reports after 3 s', async () => {
    const paid = paidUserInfo();
    const calls = fakeApi({ [CONFIRM]: confirmed(paid) });
    const { setUserInfo } = renderSuccessPage();
    await elapse(0);
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/stripe/confirm-checkout-session',
      body: { sessionId: 'cs_test_abc' },
    });
    expect(setUserInfo).toHaveBeenCalledWith(paid);
    expect(
      screen.getByText('Congratulations! Your payment was successful, and your subscription is now active.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/unlimited access to all reports.*redirected to the Reports page in 3 seconds/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Report' })).toHaveAttribute('href', '/reports');
    await elapse(2999);
    expect(screen.queryByText('Reports page')).not.toBeInTheDocument();
    await elapse(1);
    expect(screen.getByText('Reports page')).toBeInTheDocument();
  });

  it('shows a hint after 5 s, checks again after 10 s and goes to /reports once paid', async () => {
    const calls = fakeApi({ [CONFIRM]: [confirmed(userInfo()), confirmed(paidUserInfo())] });
    renderSuccessPage();
    await elapse(4999);
    expect(screen.queryByText(/taking a little longer/)).not.toBeInTheDocument();
    await elapse(1);
    expect(screen.getByText(/taking a little longer/)).toBeInTheDocument();
    await elapse(4999);
    expect(calls).toHaveLength(1);
    await elapse(1);
    expect(calls).toHaveLength(2);
    expect(screen.getByText('Reports page')).toBeInTheDocument();
  });

  it('goes to /profile when the second check still finds no subscription', async () => {
    fakeApi({ [CONFIRM]: confirmed(userInfo()) });
    renderSuccessPage();
    await elapse(10_000);
    expect(screen.getByText('Profile page')).toBeInTheDocument();
  });

  it('falls back to the stored user info when the session cannot be confirmed', async () => {
    fakeApi({ [CONFIRM]: apiError(502, 'payment_unavailable', 'Stripe is down') });
    renderSuccessPage({ refresh: async () => paidUserInfo() });
    await elapse(0);
    expect(screen.getByText(/^Congratulations!/)).toBeInTheDocument();
  });

  it("says 'Failed to confirm payment. Please contact support.' in red when nothing can be read", async () => {
    fakeApi({ [CONFIRM]: apiError(502, 'payment_unavailable', 'Stripe is down') });
    renderSuccessPage({ refresh: async () => null });
    await elapse(10_000);
    const message = screen.getByText('Failed to confirm payment. Please contact support.');
    expect(message).toHaveClass('error-text');
  });

  it('says why when the trial is refused for its card (409 trial_used), and stays on the page', async () => {
    const warn = vi.spyOn(console, 'warn');
    const message = 'This card has already been used for a free trial. Subscribe to the monthly plan to continue.';
    const calls = fakeApi({ [CONFIRM]: apiError(409, 'trial_used', message) });
    renderSuccessPage();
    await elapse(0);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('Your free trial was not started and nothing was charged.');
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/dashboard');
    await elapse(10_000);
    expect(screen.queryByText('Profile page')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(calls).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks a signed-out visitor to sign in', async () => {
    const calls = fakeApi({});
    renderSuccessPage({ signedIn: false });
    await elapse(0);
    expect(screen.getByText('Sign in to see your subscription.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
