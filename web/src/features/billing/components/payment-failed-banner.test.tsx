import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { formatDate } from '../../../lib/dates';
import { paidUserInfo } from '../../../testing/user-info';
import * as portal from './open-portal';
import { PaymentFailedBanner } from './payment-failed-banner';

describe('the failed payment banner', () => {
  it('shows while the subscription is past_due, and its button opens the portal', async () => {
    const goToPortal = vi.spyOn(portal.portalNavigation, 'go').mockImplementation(() => {});
    fakeApi({ 'POST /billing/portal-session': { body: { url: 'https://billing.stripe.com/p/session/y' } } });
    renderWithApp(<PaymentFailedBanner />, {
      auth: { user: signedInUser(), userInfo: paidUserInfo({ stripeSubscriptionStatus: 'past_due' }) },
    });
    const banner = screen.getByRole('alert');
    expect(banner).toHaveClass('banner-danger');
    expect(banner).toHaveTextContent('Your last payment failed. Update your card to keep access.');
    await userEvent.click(screen.getByRole('button', { name: 'Update your card' }));
    expect(goToPortal).toHaveBeenCalledWith('https://billing.stripe.com/p/session/y');
  });

  it('says when access ends, and that it has ended once the date has gone by', () => {
    const soon = Math.floor(Date.now() / 1000) + 3 * 86_400;
    const { unmount } = renderWithApp(<PaymentFailedBanner />, {
      auth: {
        user: signedInUser(),
        userInfo: paidUserInfo({ stripeSubscriptionStatus: 'past_due', paidAccessEndsAt: { seconds: soon } }),
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(`Access ends on ${formatDate(soon)}.`);
    unmount();
    const gone = Math.floor(Date.now() / 1000) - 86_400;
    renderWithApp(<PaymentFailedBanner />, {
      auth: {
        user: signedInUser(),
        userInfo: paidUserInfo({ stripeSubscriptionStatus: 'past_due', paidAccessEndsAt: { seconds: gone } }),
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(`Your access to the reports ended on ${formatDate(gone)}.`);
  });

  it("asks to confirm a payment the bank holds, with the hosted invoice page, not 'Update your card'", () => {
    renderWithApp(<PaymentFailedBanner />, {
      auth: {
        user: signedInUser(),
        userInfo: paidUserInfo({
          stripeSubscriptionStatus: 'past_due',
          paymentActionRequired: true,
          openInvoiceUrl: 'https://invoice.stripe.com/i/in_3ds',
        }),
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your bank asks you to confirm your last payment.');
    expect(screen.getByRole('link', { name: 'Confirm your payment' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/in_3ds',
    );
    expect(screen.queryByRole('button', { name: 'Update your card' })).toBeNull();
  });

  it('sends an unpaid subscription to its open invoice', () => {
    renderWithApp(<PaymentFailedBanner />, {
      auth: {
        user: signedInUser(),
        userInfo: paidUserInfo({
          isPaidUser: false,
          stripeSubscriptionStatus: 'unpaid',
          openInvoiceUrl: 'https://invoice.stripe.com/i/in_due',
        }),
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Pay the open invoice to restore it.');
    expect(screen.getByRole('link', { name: 'Pay the open invoice' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/in_due',
    );
  });

  it.each(['active', 'trialing', 'canceled'])('is absent while the status is %s', (status) => {
    renderWithApp(<PaymentFailedBanner />, {
      auth: { user: signedInUser(), userInfo: paidUserInfo({ stripeSubscriptionStatus: status }) },
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
