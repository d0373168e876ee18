import { apiRoutes } from '@cannabis-reports/contracts';
import { signOut } from 'firebase/auth';
import { api } from '../../../lib/api-client';
import { auth } from '../../../lib/firebase';

/**
 * Ends every session of the user: the server revokes their refresh tokens (other devices
 * are refused on their next call and signed out), then this browser signs out, which its
 * other tabs follow.
 */
export async function signOutEverywhere(): Promise<void> {
  await api(apiRoutes.signOutEverywhere);
  await signOut(auth);
}
