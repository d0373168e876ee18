import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../lib/user-info';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { MARCH_15_2027, paidUserInfo, userInfo } from '../../../testing/user-info';
import { SubscriptionDetailsCard } from './subscription-details-card';

function renderCard(info: UserInfo) {
  const setUserInfo = vi.fn();
  renderWithApp(
    <>
      <SubscriptionDetailsCard />
      <ToastContainer />
    </>,
    { route: '/profile', auth: { user: signedInUser(), userInfo: info, setUserInfo } },
  );
  return { setUserInfo };
}

const NEXT_BILLING = 'GET /users/next-billing-date/sub_123';

beforeEach(() => {
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});

describe('the Subscription Details card', () => {
  it("shows 'No active subscription' and 'Get Started' to unpaid users", () => {
    renderCard(userInfo());
    expect(screen.getByText('No active subscription')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows an active subscription with its next billing date, a red Cancel Subscription and View Reports', async () => {
    const calls = fakeApi({ [NEXT_BILLING]: { body: { success: true, nextBillingDate: { seconds: MARCH_15_2027 } } } });
    renderCard(paidUserInfo());
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(await screen.findByText('Mar 15, 2027')).toBeInTheDocument();
    expect(screen.getByText(/Next Billing Date/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toHaveClass('button-danger');
    expect(screen.getByRole('link', { name: 'View Reports' })).toHaveAttribute('href', '/reports');
    expect(calls[0].path).toBe('/users/next-billing-date/sub_123');
  });

  it('shows the plan with its interval and the discount a promotion code gave', async () => {
    const plan = {
      amount: 1999,
      currency: 'usd',
      interval: 'month',
      discount: {
        code: 'SAVE20',
        percentOff: 20,
        amountOff: null,
        currency: null,
        duration: 'repeating',
        endsAt: MARCH_15_2027,
      },
    };
    fakeApi({ [NEXT_BILLING]: { body: { success: true, nextBillingDate: { seconds: MARCH_15_2027 }, plan } } });
    renderCard(paidUserInfo());
    expect(await screen.findByText('Monthly ($19.99 a month)')).toBeInTheDocument();
    expect(screen.getByText('SAVE20: 20% off until Mar 15, 2027')).toBeInTheDocument();
  });

  it("cancels with 'Cancelling...' while busy, and replaces the user info with the answer", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const ending = paidUserInfo({
      subscriptionCancelAtPeriodEnd: true,
      subscriptionEndsAt: { seconds: MARCH_15_2027 },
    });
    const calls = fakeApi({
      [NEXT_BILLING]: { body: { success: true, nextBillingDate: null } },
      'POST /users/cancel-subscription': () => new Promise((resolve) => (answer = resolve)),
    });
    const { setUserInfo } = renderCard(paidUserInfo());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(screen.getByRole('button', { name: /Cancelling\.\.\./ })).toBeDisabled();
    await act(async () => answer({ body: { success: true, user: ending } }));
    expect(setUserInfo).toHaveBeenCalledWith(ending);
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/users/cancel-subscription', body: {} });
  });

  it('does nothing when the cancellation is not confirmed', async () => {
    vi.mocked(window.confirm).mockReturnValue(false);
    const calls = fakeApi({ [NEXT_BILLING]: { body: { success: true, nextBillingDate: null } } });
    renderCard(paidUserInfo());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(calls.map((call) => call.path)).not.toContain('/users/cancel-subscription');
  });

  it("offers 'Cancel Trial' while trialing, and toasts that the trial is canceled", async () => {
    fakeApi({
      [NEXT_BILLING]: { body: { success: true, nextBillingDate: { seconds: MARCH_15_2027 } } },
      'POST /users/cancel-subscription': { body: { success: true, user: userInfo({ trialAvailed: true }) } },
    });
    renderCard(paidUserInfo({ stripeSubscriptionStatus: 'trialing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Trial' }));
    expect(await screen.findByText('Trial canceled. Subscribe to continue using the service.')).toBeInTheDocument();
  });

  it("toasts 'Failed to cancel subscription' when cancelling fails", async () => {
    fakeApi({
      [NEXT_BILLING]: { body: { success: true, nextBillingDate: null } },
      'POST /users/cancel-subscription': apiError(502, 'payment_unavailable', 'down'),
    });
    const { setUserInfo } = renderCard(paidUserInfo());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Failed to cancel subscription')).toBeInTheDocument();
    expect(setUserInfo).not.toHaveBeenCalled();
  });

  it('shows a pending cancellation with its date and a green Resume Subscription', async () => {
    const resumed = paidUserInfo();
    const calls = fakeApi({ 'POST /users/resume-subscription': { body: { success: true, user: resumed } } });
    const { setUserInfo } = renderCard(
      paidUserInfo({ subscriptionCancelAtPeriodEnd: true, subscriptionEndsAt: { seconds: MARCH_15_2027 } }),
    );
    expect(
      screen.getByText(
        /cancellation has been processed.*full access until the end of the current billing period, on Mar 15, 2027/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Next Billing Date/)).not.toBeInTheDocument();
    const resume = screen.getByRole('button', { name: 'Resume Subscription' });
    expect(resume).toHaveClass('button-success');
    await userEvent.click(resume);
    expect(setUserInfo).toHaveBeenCalledWith(resumed);
    expect(calls).toEqual([{ method: 'POST', path: '/users/resume-subscription', body: {} }]);
  });

  it("shows 'Resuming...' while busy and toasts 'Failed to resume subscription' on failure", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    fakeApi({ 'POST /users/resume-subscription': () => new Promise((resolve) => (answer = resolve)) });
    renderCard(paidUserInfo({ subscriptionCancelAtPeriodEnd: true, subscriptionEndsAt: { seconds: MARCH_15_2027 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(screen.getByRole('button', { name: /Resuming\.\.\./ })).toBeDisabled();
    await act(async () => answer(apiError(500, 'internal', 'down')));
    expect(await screen.findByText('Failed to resume subscription')).toBeInTheDocument();
  });
});
