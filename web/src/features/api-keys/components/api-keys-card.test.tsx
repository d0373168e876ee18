import { screen } from '@testing-library/react';
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
    },
  ],
  // Two more today than the one key shows: those of a key revoked since.
  usage: { lastUsedAt: '2026-11-28T09:00:00.000Z', requestsToday: 3, requestsLast7Days: 12, keysMadeToday: 2 },
  limits: { maxKeys: 5, keysPerDay: 10, perMinute: 60, perDay: 5000 },
};

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
