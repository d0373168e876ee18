/**
 * Shown on every signed-in page while an e-mail account is not verified: a reminder and a
 * way to get the link again (it may have expired, been lost, or not been sent at all when
 * the mail server was down at registration).
 */
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { resendVerification } from '../api/resend-verification';
import './auth.css';

export function VerifyEmailBanner() {
  const { user, userInfo } = useAuth();
  const [busy, setBusy] = useState(false);
  if (!user || !userInfo || userInfo.emailVerified || userInfo.socialProvider !== 'password') return null;

  const resend = async () => {
    setBusy(true);
    try {
      await resendVerification();
      toast.success('We sent you a new verification link.');
    } catch (error) {
      toast.error(
        (error instanceof ApiError && error.serverMessage) || 'The email could not be sent. Please try again later.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="banner banner-info" role="status">
      <p>Please verify your email address: open the link we sent to {userInfo.email}.</p>
      <button type="button" className="link-button" disabled={busy} onClick={() => void resend()}>
        {busy ? 'Sending...' : 'Resend email'}
      </button>
    </div>
  );
}
