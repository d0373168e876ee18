/** Opens the Stripe Billing Portal: Stripe's page lives elsewhere, so a full navigation. */
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { createPortalSession } from '../api/billing-account';

/** An object, so tests can replace the navigation jsdom does not do. */
export const portalNavigation = { go: (url: string) => window.location.assign(url) };

/** The action and its busy flag; a failure is a toast with the server's reason. */
export function useOpenPortal() {
  const [opening, setOpening] = useState(false);
  const openPortal = async () => {
    setOpening(true);
    try {
      portalNavigation.go(await createPortalSession());
    } catch (error) {
      setOpening(false);
      console.warn('Could not open the billing portal', error);
      toast.error((error instanceof ApiError && error.serverMessage) || 'Could not open billing. Please try again.');
    }
  };
  return { openPortal, opening };
}
