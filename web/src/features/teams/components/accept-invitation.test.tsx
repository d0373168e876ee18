import type { Team } from '@cannabis-reports/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { AcceptInvitation } from './accept-invitation';

const auth = { user: signedInUser('member@example.com') };
const route = '/team/accept?token=signed.token';
const team: Team = {
  id: 'team1',
  name: 'Acme',
  seats: 2,
  role: 'member',
  paidAccess: true,
  members: [],
  invitations: [],
};
const PERIOD_END = '2026-12-28T10:00:00.000Z';

afterEach(() => vi.restoreAllMocks());

describe('the invitation page', () => {
  it('tells a joiner whose own subscription renews, and cancels it at the end of its period when asked', async () => {
    const calls = fakeApi({
      'POST /team/invitations/accept': {
        body: { team, personalSubscription: { status: 'active', periodEnd: PERIOD_END } },
      },
      'POST /users/cancel-subscription': { body: { success: true, user: null } },
    });
    renderWithApp(<AcceptInvitation />, { auth, route });
    await userEvent.click(screen.getByRole('button', { name: 'Join the team' }));
    const renews = formatDate(Date.parse(PERIOD_END) / 1000);
    expect(
      await screen.findByText(new RegExp(`You also pay for your own subscription, which renews on ${renews}`)),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/users/cancel-subscription')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel mine at the end of its period' }));
    expect(
      await screen.findByText(`Your own subscription ends on ${renews} and will not be charged again.`),
    ).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/users/cancel-subscription' });
  });

  it('offers nothing to a joiner with no subscription of their own', async () => {
    fakeApi({ 'POST /team/invitations/accept': { body: { team, personalSubscription: null } } });
    renderWithApp(<AcceptInvitation />, { auth, route });
    await userEvent.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });
});
