import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiKeysAnswer } from '../api/api-keys';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { paidUserInfo } from '../../../testing/user-info';
import { ApiKeysCard } from './api-keys-card';

const answer: ApiKeysAnswer = {
  keys: [
    {
      id: 'abcdefghijkl',
      name: 'Nightly sync',
      prefix: 'crk_abcdefghijkl_',
      createdAt: '2026-11-28T08:00:00.000Z',
      lastUsedAt: '2026-11-28T09:00:00.000Z',
      requestsToday: 1,
      requestsLast7Days: 1,
      owner: 'personal',
    },
  ],
  // Two more today than the one key shows: those of a key revoked since.
  usage: { lastUsedAt: '2026-11-28T09:00:00.000Z', requestsToday: 3, requestsLast7Days: 12, keysMadeToday: 2 },
  team: null,
  limits: { maxKeys: 5, keysPerDay: 10, perMinute: 60, perDay: 5000 },
};

const teamKey = {
  ...answer.keys[0],
  id: 'mnopqrstuvwx',
  name: 'Team sync',
  prefix: 'crk_mnopqrstuvwx_',
  owner: 'team' as const,
};
const renderCard = () =>
  renderWithApp(<ApiKeysCard paid />, { route: '/profile', auth: { user: signedInUser(), userInfo: paidUserInfo() } });

describe("the API keys card's usage", () => {
  it("shows the user's usage over all their keys, revoked ones too, and what is left of the day's quota", async () => {
    fakeApi({ 'GET /api-keys': { body: answer } });
    renderWithApp(<ApiKeysCard paid />, {
      route: '/profile',
      auth: { user: signedInUser(), userInfo: paidUserInfo() },
    });
    const usage = await screen.findByText(/Your keys together may make/);
    expect(usage).toHaveTextContent('60 requests a minute and 5,000 a day (UTC), and you may make 10 keys a day');
    expect(usage).toHaveTextContent('Requests today: 3 (4,997 left); last 7 days: 12;');
    expect(screen.getByRole('row', { name: /Nightly sync/ })).toHaveTextContent('crk_abcdefghijkl_');
  });
});

describe("the API keys card's team keys", () => {
  const inTeam = (canManage: boolean): ApiKeysAnswer => ({
    ...answer,
    keys: [...answer.keys, teamKey],
    team: { canManage, seats: 3 },
    limits: { ...answer.limits, perDay: 15_000 },
  });

  it("marks the team's keys and counts the team's pool; a member may not revoke them or make one", async () => {
    fakeApi({ 'GET /api-keys': { body: inTeam(false) } });
    renderCard();
    const usage = await screen.findByText(/may make 60 requests a minute/);
    expect(usage).toHaveTextContent("Your team's keys and its 3 members' own keys together may make");
    expect(usage).toHaveTextContent('15,000 a day');
    expect(screen.getByRole('row', { name: /Team sync Team/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Team sync' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke Nightly sync' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /A key of the team/ })).not.toBeInTheDocument();
  });

  it("lets the team's admin revoke its keys and make one for the team", async () => {
    const calls = fakeApi({
      'GET /api-keys': { body: inTeam(true) },
      'POST /api-keys': { body: { key: { ...teamKey, name: 'Shared' }, secret: 'crk_mnopqrstuvwx_secret' } },
    });
    renderCard();
    expect(await screen.findByRole('button', { name: 'Revoke Team sync' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Key name'), 'Shared');
    await userEvent.click(screen.getByRole('checkbox', { name: /A key of the team/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByDisplayValue('crk_mnopqrstuvwx_secret')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api-keys',
      body: { name: 'Shared', owner: 'team' },
    });
  });
});
