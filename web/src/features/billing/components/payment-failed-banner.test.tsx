import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
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

  it.each(['active', 'trialing', 'canceled', 'unpaid'])('is absent while the status is %s', (status) => {
    renderWithApp(<PaymentFailedBanner />, {
      auth: { user: signedInUser(), userInfo: paidUserInfo({ stripeSubscriptionStatus: status }) },
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
