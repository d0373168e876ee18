/**
 * The upgrade page's Subscribe action, for a signed-in user with an e-mail: re-read the
 * user info, stop users who already pay (alert, then /reports), else open the trial
 * checkout for users who have not had a trial and the monthly one for the others, and go
 * to Stripe. The button stays disabled from the click until the browser leaves.
 */
import type { Plan } from '@cannabis-reports/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { createCheckoutSession, createTrialCheckoutSession } from '../api/checkout';

export const ALREADY_SUBSCRIBED_ALERT = 'You already have an active subscription, click OK to go to reports page';

/** Stripe's pages live elsewhere: a full navigation, not a route change. */
export const goToCheckout = (url: string) => window.location.assign(url);

export function useSubscribe() {
  const { user, userInfo, refreshUserInfo } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paymentUpdateRequired, setPaymentUpdateRequired] = useState(false);

  const alreadySubscribed = () => {
    window.alert(ALREADY_SUBSCRIBED_ALERT);
    navigate(paths.reports);
  };

  const subscribe = async (plan: Plan = 'monthly') => {
    setError(null);
    setPaymentUpdateRequired(false);
    const email = user?.email;
    if (!email) {
      setError('Please log in first');
      return;
    }
    setBusy(true);
    try {
      const latest = (await refreshUserInfo()) ?? userInfo;
      if (latest?.isPaidUser) {
        alreadySubscribed();
        return;
      }
      const url = latest?.trialAvailed
        ? await createCheckoutSession(email, plan)
        : await createTrialCheckoutSession(email, plan);
      goToCheckout(url);
    } catch (failure) {
      setBusy(false);
      // The server refuses a checkout while a subscription is active or trialing, e.g. one
      // bought in another tab since the user info above was read.
      if (failure instanceof ApiError && failure.code === 'already_subscribed') {
        alreadySubscribed();
        return;
      }
      // A subscription waits for a new card (past_due, unpaid, incomplete): the page offers the portal instead.
      if (failure instanceof ApiError && failure.code === 'payment_update_required') {
        setPaymentUpdateRequired(true);
        return;
      }
      setError((failure instanceof ApiError && failure.serverMessage) || 'An unknown error occurred');
    }
  };

  return { subscribe, busy, error, paymentUpdateRequired };
}
