import { apiRoutes } from '@cannabis-reports/contracts';
import { signOut } from 'firebase/auth';
import { api } from '../../../lib/api-client';
import { auth } from '../../../lib/firebase';
import { endPageSession } from '../../../lib/page-session';

/**
 * Ends every session of the user: the server revokes their refresh tokens (other devices
 * are refused on their next call and signed out, and their page sessions are refused too), and
 * their data API keys when asked; then this browser signs out, which its other tabs follow, and
 * clears its page session's cookie beside it.
 */
export async function signOutEverywhere(revokeApiKeys = false): Promise<void> {
  await api(apiRoutes.signOutEverywhere, { body: { revokeApiKeys } });
  await Promise.all([endPageSession(), signOut(auth)]);
}
