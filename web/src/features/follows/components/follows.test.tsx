import type { FollowsAnswer } from '@cannabis-reports/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CT_WEEKLY } from '../../../testing/dataset-catalog';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { FollowButton } from './follow-button';
import { FollowsCard } from './follows-card';

const answer = (
  follows: FollowsAnswer['follows'],
  alertMode: FollowsAnswer['alertMode'] = 'instant',
  team: FollowsAnswer['team'] = null,
) => ({
  body: { follows, alertMode, fullAlerts: true, maxFollows: 50, team } satisfies FollowsAnswer,
});
const MARYLAND = { kind: 'market', state: 'MD' } as const;
const auth = { user: signedInUser() };

describe('FollowButton', () => {
  it('follows the market, then says so and unfollows it', async () => {
    const calls = fakeApi({
      'GET /follows': [answer([]), answer([MARYLAND]), answer([])],
      'POST /follows': answer([MARYLAND]),
      'POST /follows/unfollow': answer([]),
    });
    renderWithApp(<FollowButton target={MARYLAND} label="Maryland" />, { auth });
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Maryland', pressed: false }));
    await userEvent.click(await screen.findByRole('button', { name: 'Following Maryland', pressed: true }));
    expect(await screen.findByRole('button', { name: 'Follow Maryland', pressed: false })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/follows', body: { target: MARYLAND, owner: 'personal' } },
      { method: 'POST', path: '/follows/unfollow', body: { target: MARYLAND, owner: 'personal' } },
    ]);
  });

  it("gives a team's admin a second button that follows for the team, and a member none", async () => {
    const admin = { follows: [], canManage: true };
    const calls = fakeApi({
      'GET /follows': [answer([], 'instant', admin), answer([], 'instant', { ...admin, follows: [MARYLAND] })],
      'POST /follows': answer([], 'instant', { ...admin, follows: [MARYLAND] }),
    });
    renderWithApp(<FollowButton target={MARYLAND} label="Maryland" />, { auth });
    await userEvent.click(await screen.findByRole('button', { name: 'Follow for the team Maryland', pressed: false }));
    expect(await screen.findByRole('button', { name: 'Following for the team Maryland', pressed: true })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Follow Maryland', pressed: false })).toBeInTheDocument();
    expect(calls.at(-2)).toEqual({ method: 'POST', path: '/follows', body: { target: MARYLAND, owner: 'team' } });
  });

  it('shows a team member no team button', async () => {
    fakeApi({ 'GET /follows': answer([], 'instant', { follows: [MARYLAND], canManage: false }) });
    renderWithApp(<FollowButton target={MARYLAND} label="Maryland" />, { auth });
    expect(await screen.findByRole('button', { name: 'Follow Maryland' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /for the team/ })).not.toBeInTheDocument();
  });
});

describe('FollowsCard', () => {
  it('lists what the reader follows, unfollows one and changes how alerts come', async () => {
    const dataset = { kind: 'dataset', id: 'ct-weekly-sales' } as const;
    const calls = fakeApi({
      'GET /follows': [answer([MARYLAND, dataset]), answer([dataset]), answer([dataset], 'weekly')],
      'POST /follows/unfollow': answer([dataset]),
      'POST /follows/alert-settings': answer([dataset], 'weekly'),
    });
    renderWithApp(<FollowsCard />, { auth });
    await userEvent.click(await screen.findByRole('button', { name: 'Unfollow Maryland' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unfollow Maryland' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: `Unfollow ${CT_WEEKLY.title}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'A weekly digest' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'A weekly digest' })).toBeChecked());
    expect(calls.at(-2)).toEqual({ method: 'POST', path: '/follows/alert-settings', body: { alertMode: 'weekly' } });
  });

  it("lists the team's follows to a member, marked, without Unfollow", async () => {
    fakeApi({ 'GET /follows': answer([], 'instant', { follows: [MARYLAND], canManage: false }) });
    renderWithApp(<FollowsCard />, { auth });
    expect(await screen.findByRole('heading', { name: 'Your team follows' })).toBeInTheDocument();
    expect(screen.getByText('Maryland').closest('li')).toHaveTextContent('Maryland Team');
    expect(screen.queryByRole('button', { name: /Unfollow Maryland/ })).not.toBeInTheDocument();
  });

  it("lets the team's admin unfollow the team's follows", async () => {
    const calls = fakeApi({
      'GET /follows': [
        answer([], 'instant', { follows: [MARYLAND], canManage: true }),
        answer([], 'instant', { follows: [], canManage: true }),
      ],
      'POST /follows/unfollow': answer([], 'instant', { follows: [], canManage: true }),
    });
    renderWithApp(<FollowsCard />, { auth });
    await userEvent.click(await screen.findByRole('button', { name: 'Unfollow Maryland for the team' }));
    expect(await screen.findByText(/Your team follows nothing yet/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/follows/unfollow',
      body: { target: MARYLAND, owner: 'team' },
    });
  });
});
