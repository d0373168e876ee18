import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApp, signedInUser } from '../../testing/render';
import { userInfo } from '../../testing/user-info';
import { DashboardRoute } from './dashboard';
import { PaymentCancelledRoute } from './payment-cancelled';

afterEach(() => {
  vi.useRealTimers();
});

it('says the payment is cancelled and goes to /dashboard after 3 s', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderWithApp(
    <Routes>
      <Route path="/failure" element={<PaymentCancelledRoute />} />
      <Route path="/dashboard" element={<p>Upgrade page</p>} />
    </Routes>,
    { route: '/failure' },
  );
  expect(screen.getByText('Payment is cancelled. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Redirecting to dashboard...')).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(2999));
  expect(screen.queryByText('Upgrade page')).not.toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(screen.getByText('Upgrade page')).toBeInTheDocument();
});

it('leads to an upgrade page that says nothing was charged', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderWithApp(
    <Routes>
      <Route path="/failure" element={<PaymentCancelledRoute />} />
      <Route path="/dashboard" element={<DashboardRoute />} />
    </Routes>,
    { route: '/failure', auth: { user: signedInUser(), userInfo: userInfo() } },
  );
  await act(() => vi.advanceTimersByTimeAsync(3000));
  vi.useRealTimers();
  expect(
    await screen.findByText(
      'Your payment was not completed and you have not been charged. You can try again, with another card if yours was declined or could not be verified.',
    ),
  ).toBeInTheDocument();
});
