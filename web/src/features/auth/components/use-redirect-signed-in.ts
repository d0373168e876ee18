import { useAuth } from '../../../lib/auth';
import { homePathFor } from '../../../lib/user-info';

/**
 * Where a signed-in visitor of a signed-out page (sign-in, register) should be sent, or
 * null. Suppressed while the page's own form is submitting: its handler decides then.
 */
export function useSignedInRedirect(submitting: boolean): string | null {
  const { user, userInfo, loading } = useAuth();
  if (loading || submitting || !user) return null;
  return homePathFor(userInfo);
}
