import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
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
