import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SlowLoadingNotice } from '../../../components/ui/page-loading';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { REDIRECT_DELAY_MS } from '../../../config/timing';
import { verifyEmail } from '../api/verify-email';

type Status = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/** E-mail verification: verifying, then verified (and `/` after 3 s) or failed; no token fails at once. */
export function VerifyEmailStatus() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(
    token ? { kind: 'verifying' } : { kind: 'failed', message: 'Verification token is missing' },
  );
  // Tokens are single use: never send one twice (React may run effects twice in development).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verifyEmail(token)
      .then(() => setStatus({ kind: 'verified' }))
      .catch((error: unknown) =>
        setStatus({
          kind: 'failed',
          message:
            error instanceof Error && error.message ? error.message : 'An error occurred during email verification',
        }),
      );
  }, [token]);

  useEffect(() => {
    if (status.kind !== 'verified') return;
    const timer = setTimeout(() => navigate(paths.signIn), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  if (status.kind === 'verifying') {
    return (
      <div className="status-panel">
        <Spinner label="Verifying your email" />
        <p>Verifying your email...</p>
        <SlowLoadingNotice />
      </div>
    );
  }
  if (status.kind === 'verified') {
    return (
      <div className="status-panel" role="status">
        <h2>Email Verified!</h2>
        <p>Your email has been successfully verified. Redirecting to login page...</p>
      </div>
    );
  }
  return (
    <div className="status-panel" role="alert">
      <h2>Verification Failed</h2>
      <p className="error-text">{status.message}</p>
    </div>
  );
}
