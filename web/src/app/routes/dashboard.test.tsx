import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../lib/user-info';
import { apiError, fakeApi } from '../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../testing/render';
import { MARCH_15_2027, paidUserInfo, userInfo } from '../../testing/user-info';
import { DashboardRoute } from './dashboard';

function renderUpgradePage(info: UserInfo | null, { signedIn = true, fresh = false } = {}) {
  const refreshUserInfo = vi.fn(async () => info);
  renderWithApp(
    <Routes>
      <Route path="/dashboard" element={<DashboardRoute />} />
      <Route path="/reports" element={<p>Reports page</p>} />
      <Route path="/profile" element={<p>Profile page</p>} />
    </Routes>,
    {
      route: '/dashboard',
      auth: { user: signedIn ? signedInUser() : null, userInfo: info, refreshUserInfo, userInfoIsFresh: () => fresh },
    },
  );
  return { refreshUserInfo };
}

const subscribeButton = () => screen.getByRole('button', { name: /Subscribe/ });

describe('the upgrade page', () => {
  it('shows the heading, note and the monthly plan with the trial offer to users who have not had a trial', async () => {
    renderUpgradePage(userInfo({ trialAvailed: false }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade to premium and get reports!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Note: Free subscribers don't have access to reports/)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Monthly' });
    expect(within(card).getByText('$19.99')).toBeInTheDocument();
    expect(within(card).getByText('Billed every 1 month')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Access to all reports', 'Cancel anytime']);
    expect(within(card).getByText('7 day free trial for new subscribers only')).toBeInTheDocument();
  });

  it('offers the annual plan second, with its saving, and starts its trial checkout naming the plan', async () => {
    const calls = fakeApi({
      'POST /stripe/create-trial-checkout-session': apiError(502, 'payment_unavailable', 'Stripe is down'),
    });
    renderUpgradePage(userInfo({ trialAvailed: false }));
    const [monthly, annual] = await screen.findAllByRole('article');
    expect(monthly).toHaveAccessibleName('Monthly');
    expect(annual).toHaveAccessibleName('Annual');
    expect(within(annual).getByText('$199.99')).toBeInTheDocument();
    expect(within(annual).getByText('Billed every 1 year')).toBeInTheDocument();
    expect(within(annual).getByText('Two months free')).toBeInTheDocument();
    await userEvent.click(within(annual).getByRole('button', { name: 'Choose annual' }));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/stripe/create-trial-checkout-session',
      body: { email: 'reader@example.com', plan: 'annual' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe is down');
  });

  it('offers the team plan per seat, bought from the team card on the profile', async () => {
    renderUpgradePage(userInfo({ trialAvailed: true }));
    const offer = await screen.findByRole('region', { name: 'For a team' });
    expect(offer).toHaveTextContent('$19.99 a seat a month or $199.99 a seat a year, one seat per member');
    await userEvent.click(within(offer).getByRole('link', { name: 'Subscribe a team' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it('hides the trial offer from users who already had a trial', async () => {
    renderUpgradePage(userInfo({ trialAvailed: true }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('7 day free trial for new subscribers only')).not.toBeInTheDocument();
  });

  it('re-reads the user info on entry and sends paid users on to /reports', async () => {
    const { refreshUserInfo } = renderUpgradePage(paidUserInfo());
    expect(await screen.findByText('Reports page')).toBeInTheDocument();
    expect(refreshUserInfo).toHaveBeenCalled();
  });

  it('decides at once, without a second read, on a user info the sign-in check read a moment ago', () => {
    const { refreshUserInfo } = renderUpgradePage(userInfo(), { fresh: true });
    // No spinner first: the page's heading is in its first render.
    expect(screen.getByRole('heading', { level: 1, name: 'Upgrade to premium and get reports!' })).toBeInTheDocument();
    expect(refreshUserInfo).not.toHaveBeenCalled();
  });

  it('reads a user info read longer ago again', async () => {
    const { refreshUserInfo } = renderUpgradePage(userInfo(), { fresh: false });
    await screen.findByRole('heading', { level: 1 });
    expect(refreshUserInfo).toHaveBeenCalledTimes(1);
  });

  it('shows paid users whose subscription is ending the yellow banner linking to /profile', async () => {
    renderUpgradePage(
      paidUserInfo({ subscriptionCancelAtPeriodEnd: true, subscriptionEndsAt: { seconds: MARCH_15_2027 } }),
    );
    const banner = await screen.findByText(/Your subscription is scheduled to end on/);
    expect(banner).toHaveTextContent(
      'Your subscription is scheduled to end on Mar 15, 2027. After this date, you will lose access to premium features.',
    );
    expect(screen.getByRole('link', { name: /Resume your subscription/ })).toHaveAttribute('href', '/profile');
    // Their plan is theirs already: no note for free users, no Subscribe button that could only fail.
    expect(screen.queryByText(/Free subscribers don't have access/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Monthly' })).getByText('Your current plan')).toBeInTheDocument();
  });

  it('does not sell the plan to a paying user: their page is titled as their subscription, without the trial', async () => {
    renderUpgradePage(
      paidUserInfo({ subscriptionCancelAtPeriodEnd: true, subscriptionEndsAt: { seconds: MARCH_15_2027 } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your subscription' })).toBeInTheDocument();
    expect(screen.queryByText(/Upgrade to premium/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How does the free trial work?' })).not.toBeInTheDocument();
    expect(screen.queryByText('7 day free trial for new subscribers only')).not.toBeInTheDocument();
  });

  it('answers the trial question only to users who can still have a trial', async () => {
    renderUpgradePage(userInfo({ trialAvailed: true }));
    const faq = await screen.findByRole('region', { name: 'Questions' });
    expect(
      within(faq)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Can I cancel anytime?', 'How am I billed?']);
  });

  it('says what the plan includes and answers the trial, cancel and billing questions', async () => {
    fakeApi({});
    renderUpgradePage(userInfo());
    const card = await screen.findByRole('article', { name: 'Monthly' });
    const included = (term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(included('Reports')).not.toMatch(/^Every report/));
    expect(included('Reports')).toMatch(
      /^Market overview, Washington retail, Colorado by county, Connecticut weekly, Prices and Per-capita rankings/,
    );
    // From the data catalogue: each market's newest month, the newest first.
    expect(included('Markets')).toMatch(
      /^3 markets, the newest month of each: Connecticut \(Mar 2026\), Massachusetts \(Dec 2021\) and Colorado \(Oct 2021\)\./,
    );
    expect(included('Markets')).toMatch(
      /Prices for Connecticut, Oregon, the District of Columbia and the panel's states/,
    );
    expect(included('Data')).toMatch(/regulators/);
    expect(included('Export')).toMatch(/CSV/);
    const faq = screen.getByRole('region', { name: 'Questions' });
    expect(
      within(faq)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['How does the free trial work?', 'Can I cancel anytime?', 'How am I billed?']);
  });

  it('starts the trial checkout for users without a trial, and keeps the button disabled meanwhile', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const calls = fakeApi({
      'POST /stripe/create-trial-checkout-session': () => new Promise((resolve) => (answer = resolve)),
    });
    renderUpgradePage(userInfo({ trialAvailed: false }));
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(subscribeButton()).toBeDisabled();
    expect(calls).toEqual([
      { method: 'POST', path: '/stripe/create-trial-checkout-session', body: { email: 'reader@example.com' } },
    ]);
    await act(async () => answer(apiError(400, 'invalid_request', 'Checkout is closed today')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkout is closed today');
    expect(subscribeButton()).toBeEnabled();
  });

  it('starts the monthly checkout for users who had a trial', async () => {
    const calls = fakeApi({
      'POST /stripe/create-checkout-session': apiError(502, 'payment_unavailable', 'Stripe is down'),
    });
    renderUpgradePage(userInfo({ trialAvailed: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/stripe/create-checkout-session',
      body: { priceId: 'monthly', email: 'reader@example.com' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe is down');
  });

  it("shows 'An unknown error occurred' when the server gives no error text", async () => {
    fakeApi({ 'POST /stripe/create-trial-checkout-session': { status: 500, body: 'oops' } });
    renderUpgradePage(userInfo());
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred');
  });

  it('asks users without an e-mail to log in first', async () => {
    const calls = fakeApi({});
    renderWithApp(<DashboardRoute />, {
      auth: { user: { uid: 'u', email: null } as never, userInfo: userInfo(), refreshUserInfo: async () => userInfo() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in first');
    expect(calls).toEqual([]);
  });

  it('alerts users the server finds already subscribed, by its code, and takes them to /reports', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fakeApi({
      'POST /stripe/create-trial-checkout-session': apiError(409, 'already_subscribed', 'Reworded: a plan is active'),
    });
    renderUpgradePage(userInfo());
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Reports page')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('You already have an active subscription, click OK to go to reports page');
  });

  it("shows the server's text for any other refusal, such as a trial already used", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fakeApi({
      'POST /stripe/create-trial-checkout-session': apiError(
        409,
        'trial_used',
        'You already have an active subscription or used your trial',
      ),
    });
    renderUpgradePage(userInfo());
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have an active subscription or used your trial',
    );
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByText('Reports page')).not.toBeInTheDocument();
  });

  it("never answers 'already subscribed' to a page left open past_due: the server's refusal says what to do", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fakeApi({
      'POST /stripe/create-checkout-session': {
        status: 409,
        body: { error: 'Your bank asks you to confirm your last payment.', code: 'payment_action_required' },
      },
    });
    const { refreshUserInfo } = renderUpgradePage(userInfo({ trialAvailed: true }));
    const subscribe = await screen.findByRole('button', { name: 'Subscribe' });
    // The renewal failed while the page was open: the fresh user info is paid, yet past_due.
    refreshUserInfo.mockResolvedValue(
      paidUserInfo({
        stripeSubscriptionStatus: 'past_due',
        paymentActionRequired: true,
        openInvoiceUrl: 'https://invoice.stripe.com/i/in_3ds',
      }),
    );
    await userEvent.click(subscribe);
    expect(await screen.findByRole('link', { name: 'Confirm your payment' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/in_3ds',
    );
    expect(alert).not.toHaveBeenCalled();
  });

  it('sends an unpaid subscription to its open invoice instead of a second subscription', async () => {
    fakeApi({
      'POST /stripe/create-checkout-session': {
        status: 409,
        body: { error: 'Your subscription is unpaid.', code: 'invoice_payment_required' },
      },
    });
    renderUpgradePage(
      userInfo({
        trialAvailed: true,
        stripeSubscriptionStatus: 'unpaid',
        openInvoiceUrl: 'https://invoice.stripe.com/i/in_due',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('link', { name: 'Pay the open invoice' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/in_due',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your subscription is unpaid, so you cannot subscribe again. Pay its open invoice to restore it.',
    );
  });

  it("offers 'Update your card' instead of a second subscription while a payment is due", async () => {
    fakeApi({
      'POST /stripe/create-checkout-session': {
        status: 409,
        body: { error: 'Your last payment failed.', code: 'payment_update_required' },
      },
    });
    renderUpgradePage(userInfo({ trialAvailed: true, stripeSubscriptionStatus: 'unpaid' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Update your card' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your last payment failed, so you cannot subscribe again. Update your card to pay what is due and keep your subscription.',
    );
  });
});
