import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { MARCH_15_2027, paidUserInfo } from '../../../testing/user-info';
import { BillingCard } from './billing-card';
import * as portal from './open-portal';

function renderCard() {
  renderWithApp(
    <>
      <BillingCard />
      <ToastContainer />
    </>,
    { route: '/profile', auth: { user: signedInUser(), userInfo: paidUserInfo() } },
  );
}

const invoice = {
  id: 'in_1',
  number: 'ABC-0001',
  created: MARCH_15_2027,
  amountDue: 1999,
  amountPaid: 1999,
  currency: 'usd',
  status: 'paid',
  hostedInvoiceUrl: 'https://invoice.stripe.com/i/in_1',
  invoicePdfUrl: 'https://pay.stripe.com/invoice/in_1/pdf',
};

describe('the Billing card', () => {
  it('lists the invoices: date, amount, status, a link to the hosted invoice and one to its PDF', async () => {
    fakeApi({
      'GET /billing/invoices': {
        body: {
          hasMore: false,
          invoices: [
            invoice,
            { ...invoice, id: 'in_2', number: null, status: 'open', amountPaid: 0, invoicePdfUrl: null },
          ],
        },
      },
    });
    renderCard();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateAmountStatusInvoicePDF',
      'Mar 15, 2027$19.99PaidViewPDF',
      'Mar 15, 2027$19.99DueView—',
    ]);
    expect(within(rows[1]).getByRole('link', { name: 'Download invoice ABC-0001 as PDF' })).toHaveAttribute(
      'href',
      'https://pay.stripe.com/invoice/in_1/pdf',
    );
    expect(within(rows[2]).getByRole('link', { name: 'View invoice' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'View invoice ABC-0001' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/in_1',
    );
  });

  it("shows each invoice's plan and what a promotion code took off", async () => {
    const discounted = { ...invoice, amountDue: 15999, amountPaid: 15999, interval: 'year', discount: 4000 };
    fakeApi({ 'GET /billing/invoices': { body: { hasMore: false, invoices: [discounted] } } });
    renderCard();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$159.99 (annual) (discount −$40.00)');
  });

  it('names the coupon of a discount', async () => {
    const discounted = {
      ...invoice,
      amountPaid: 1599,
      total: 1599,
      interval: 'month',
      discount: 400,
      discountName: 'Launch offer',
    };
    fakeApi({ 'GET /billing/invoices': { body: { hasMore: false, invoices: [discounted] } } });
    renderCard();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$15.99 (monthly) (Launch offer discount −$4.00)');
  });

  it('shows a renewal the account credit paid at its total, never as a $0.00 payment', async () => {
    const fromCredit = { ...invoice, amountDue: 0, amountPaid: 0, total: 1999, creditApplied: 1999, interval: 'month' };
    const part = { ...invoice, id: 'in_2', amountDue: 999, amountPaid: 999, total: 1999, creditApplied: 1000 };
    fakeApi({ 'GET /billing/invoices': { body: { hasMore: false, invoices: [fromCredit, part] } } });
    renderCard();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const [, paidByCredit, partly] = within(table).getAllByRole('row');
    expect(paidByCredit).toHaveTextContent('$19.99 (monthly) (paid from your account credit)');
    expect(table).not.toHaveTextContent('$0.00');
    expect(partly).toHaveTextContent('$19.99 ($10.00 paid from your account credit)');
  });

  it('shows a switch that came to less than nothing as credit, not as a $0.00 payment', async () => {
    const switched = { ...invoice, amountDue: 0, amountPaid: 0, total: -18000, creditApplied: 0, interval: 'month' };
    fakeApi({ 'GET /billing/invoices': { body: { hasMore: false, invoices: [switched] } } });
    renderCard();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('-$180.00 (monthly) (added to your account credit)');
  });

  it('says when there are no invoices, and when they could not be loaded', async () => {
    fakeApi({ 'GET /billing/invoices': { body: { hasMore: false, invoices: [] } } });
    renderCard();
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
  });

  it('says when the invoices could not be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({ 'GET /billing/invoices': { status: 502, body: { error: 'down', code: 'payment_unavailable' } } });
    renderCard();
    expect(await screen.findByText('Your invoices could not be loaded. Please try again later.')).toBeInTheDocument();
  });

  it("'Manage billing' opens the portal session's page", async () => {
    const goToPortal = vi.spyOn(portal.portalNavigation, 'go').mockImplementation(() => {});
    const calls = fakeApi({
      'GET /billing/invoices': { body: { hasMore: false, invoices: [] } },
      'POST /billing/portal-session': { body: { url: 'https://billing.stripe.com/p/session/x' } },
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(goToPortal).toHaveBeenCalledWith('https://billing.stripe.com/p/session/x');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/billing/portal-session', body: {} });
  });

  it("shows the server's reason when the portal cannot be opened", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      'GET /billing/invoices': { body: { hasMore: false, invoices: [] } },
      'POST /billing/portal-session': {
        status: 409,
        body: { error: 'You have no billing account yet.', code: 'no_billing_account' },
      },
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText('You have no billing account yet.')).toBeInTheDocument();
  });
});
