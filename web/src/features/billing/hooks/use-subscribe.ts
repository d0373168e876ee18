/**
 * The upgrade page's Subscribe action, for a signed-in user with an e-mail: re-read the
 * user info, stop users who already pay (alert, then /reports; never while a payment is due,
 * past_due or unpaid: the server's refusal then says what to do instead), else open the trial
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
import { PAYMENT_DUE_CODES, type PaymentDueCode } from '../components/payment-update-required';

export const ALREADY_SUBSCRIBED_ALERT = 'You already have an active subscription, click OK to go to reports page';

/** Stripe's pages live elsewhere: a full navigation, not a route change. */
export const goToCheckout = (url: string) => window.location.assign(url);

const isPaymentDueCode = (code: string | undefined): code is PaymentDueCode =>
  PAYMENT_DUE_CODES.includes(code as PaymentDueCode);

/** A subscription whose payment is due is not an active one, though past_due still opens the reports. */
const PAYMENT_DUE_STATUSES = new Set(['past_due', 'unpaid']);

export function useSubscribe() {
  const { user, userInfo, refreshUserInfo } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paymentDue, setPaymentDue] = useState<{ code: PaymentDueCode; invoiceUrl: string | null } | null>(null);

  const alreadySubscribed = () => {
    window.alert(ALREADY_SUBSCRIBED_ALERT);
    navigate(paths.reports);
  };

  const subscribe = async (plan: Plan = 'monthly') => {
    setError(null);
    setPaymentDue(null);
    const email = user?.email;
    if (!email) {
      setError('Please log in first');
      return;
    }
    setBusy(true);
    let latest = userInfo;
    try {
      latest = (await refreshUserInfo()) ?? userInfo;
      if (latest?.isPaidUser && !PAYMENT_DUE_STATUSES.has(latest.stripeSubscriptionStatus ?? '')) {
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
      // A payment is due (past_due, unpaid, incomplete): the page says what mends it instead.
      if (failure instanceof ApiError && isPaymentDueCode(failure.code)) {
        setPaymentDue({ code: failure.code, invoiceUrl: latest?.openInvoiceUrl ?? null });
        return;
      }
      setError((failure instanceof ApiError && failure.serverMessage) || 'An unknown error occurred');
    }
  };

  return { subscribe, busy, error, paymentDue };
}
