import type { InvoiceSummary, Team, TeamBilling } from '@cannabis-reports/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { TeamBillingSection, teamBillingNavigation } from './team-billing';

const auth = { user: signedInUser('owner@example.com') };
const team = (overrides: Partial<Team> = {}): Team => ({
  id: 'team1',
  name: 'Acme',
  seats: 3,
  role: 'owner',
  paidAccess: false,
  members: [],
  invitations: [],
  ...overrides,
});
const PERIOD_END = '2027-11-28T10:00:00.000Z';
const invoice: InvoiceSummary = {
  id: 'in_1',
  number: 'TEAM-0001',
  created: Date.parse('2026-11-28T10:00:00.000Z') / 1000,
  amountDue: 59997,
  amountPaid: 59997,
  currency: 'usd',
  status: 'paid',
  hostedInvoiceUrl: 'https://invoice.stripe.com/i/in_1',
  invoicePdfUrl: null,
};
const subscribed: TeamBilling = {
  subscription: { status: 'active', plan: 'annual', seats: 3, periodEnd: PERIOD_END, cancelAtPeriodEnd: false },
  invoices: [invoice],
};

afterEach(() => vi.restoreAllMocks());

describe('the team card’s billing', () => {
  it('offers the team plan per seat to a team without a subscription, and starts its checkout', async () => {
    const go = vi.spyOn(teamBillingNavigation, 'go').mockImplementation(() => {});
    const calls = fakeApi({
      'GET /team/billing': { body: { subscription: null, invoices: [] } },
      'POST /team/checkout': { body: { url: 'https://checkout.stripe.com/c/pay/cs_team' } },
    });
    renderWithApp(<TeamBillingSection team={team()} />, { auth });
    expect(await screen.findByText(/\$19\.99 a seat a month or \$199\.99 a seat a year/)).toHaveTextContent(
      '(3 seats now)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe annually' }));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/team/checkout', body: { plan: 'annual', trial: false } });
    expect(go).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_team');
    expect(screen.queryByRole('button', { name: 'Manage team billing' })).not.toBeInTheDocument();
  });

  it('shows the owner the plan, seats, status and invoices, and opens the team portal', async () => {
    const go = vi.spyOn(teamBillingNavigation, 'go').mockImplementation(() => {});
    fakeApi({
      'GET /team/billing': { body: subscribed },
      'POST /team/portal-session': { body: { url: 'https://billing.stripe.com/p/session/team' } },
    });
    renderWithApp(<TeamBillingSection team={team({ paidAccess: true })} />, { auth });
    expect(
      await screen.findByText(
        `Annual team plan, 3 seats paid, active, renews on ${formatDate(Date.parse(PERIOD_END) / 1000)}.`,
      ),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Invoices' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('$599.97');
    expect(screen.queryByRole('button', { name: 'Subscribe monthly' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manage team billing' }));
    expect(go).toHaveBeenCalledWith('https://billing.stripe.com/p/session/team');
  });

  it('gives an admin the plan and invoices, and the portal to the owner alone', async () => {
    fakeApi({ 'GET /team/billing': { body: subscribed } });
    renderWithApp(<TeamBillingSection team={team({ role: 'admin', paidAccess: true })} />, { auth });
    expect(await screen.findByText(/Annual team plan, 3 seats paid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage team billing' })).not.toBeInTheDocument();
  });
});
