import type { Team, TeamAnswer, TeamBilling } from '@cannabis-reports/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { TeamCard } from './team-card';

const auth = { user: signedInUser('owner@example.com') };
const OWNER = {
  uid: 'uid-reader',
  email: 'owner@example.com',
  role: 'owner',
  joinedAt: '2026-11-01T10:00:00.000Z',
} as const;
const MEMBER = {
  uid: 'uid-m',
  email: 'member@example.com',
  role: 'member',
  joinedAt: '2026-11-02T10:00:00.000Z',
} as const;

const team = (overrides: Partial<Team> = {}): Team => ({
  id: 'team1',
  name: 'Acme',
  seats: 2,
  role: 'owner',
  paidAccess: true,
  members: [OWNER, MEMBER],
  invitations: [],
  ...overrides,
});
const answer = (value: Team | null) => ({ body: { team: value } satisfies TeamAnswer });
const noBilling = { 'GET /team/billing': { body: { subscription: null, invoices: [] } satisfies TeamBilling } };
/** The last call that changed something: the team's billing is read beside every answer. */
const lastChange = (calls: Array<{ method: string }>) => calls.filter((call) => call.method === 'POST').at(-1);

afterEach(() => vi.restoreAllMocks());

describe('the team card', () => {
  it('makes a team for a reader in none', async () => {
    const calls = fakeApi({
      ...noBilling,
      'GET /team': answer(null),
      'POST /team': answer(team({ seats: 1, members: [OWNER] })),
    });
    renderWithApp(<TeamCard />, { auth });
    await userEvent.type(await screen.findByLabelText('Team name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByRole('heading', { name: 'Team: Acme' })).toBeInTheDocument();
    expect(screen.getByText(/1 seat\. The team's subscription gives every member the reports/)).toBeInTheDocument();
    expect(lastChange(calls)).toEqual({ method: 'POST', path: '/team', body: { name: 'Acme' } });
  });

  it('shows the owner the members with their roles, invites an address and lists it as pending', async () => {
    const invitation = {
      id: 'inv1',
      email: 'new@example.com',
      role: 'admin',
      createdAt: '2026-11-28T08:00:00.000Z',
      expiresAt: '2026-12-05T08:00:00.000Z',
    } as const;
    const calls = fakeApi({
      ...noBilling,
      'GET /team': answer(team()),
      'POST /team/invitations': answer(team({ invitations: [invitation] })),
    });
    renderWithApp(<TeamCard />, { auth });
    const row = await screen.findByRole('row', { name: /member@example\.com/ });
    expect(row).toHaveTextContent('Member');
    expect(within(row).getByRole('button', { name: 'Remove member@example.com' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Make admin member@example.com' })).toBeInTheDocument();
    // The owner cannot be removed, nor leave.
    expect(
      within(screen.getByRole('row', { name: /owner@example\.com/ })).queryByRole('button'),
    ).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('button', { name: 'Revoke the invitation to new@example.com' })).toBeInTheDocument();
    expect(screen.getByText(/Admin, until Dec 5, 2026/)).toBeInTheDocument();
    expect(lastChange(calls)).toEqual({
      method: 'POST',
      path: '/team/invitations',
      body: { email: 'new@example.com', role: 'admin' },
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it("lets a member leave, and shows them neither the invite form nor another's buttons", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const self = { ...MEMBER, uid: 'uid-reader' };
    const calls = fakeApi({
      'GET /team': answer(team({ role: 'member', members: [{ ...OWNER, uid: 'uid-o' }, self] })),
      'POST /team/members/uid-reader/remove': answer(null),
    });
    renderWithApp(<TeamCard />, { auth: { user: signedInUser('member@example.com') } });
    expect(await screen.findByRole('row', { name: /member@example\.com \(you\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Make|Hand over/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the team' }));
    expect(await screen.findByRole('button', { name: 'Create team' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/team/members/uid-reader/remove', body: {} });
  });

  it("shows the server's words when a change is refused", async () => {
    fakeApi({
      ...noBilling,
      'GET /team': answer(team()),
      'POST /team/invitations': apiError(409, 'already_in_team', 'member@example.com is already in your team'),
    });
    renderWithApp(
      <>
        <TeamCard />
        <ToastContainer />
      </>,
      { auth },
    );
    await userEvent.type(await screen.findByLabelText('Email'), 'member@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('member@example.com is already in your team')).toBeInTheDocument();
  });
});
