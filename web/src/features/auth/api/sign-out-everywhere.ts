import { signOut } from 'firebase/auth';
import { apiRequest } from '../../../lib/api-client';
import { auth } from '../../../lib/firebase';

/**
 * Ends every session of the user: the server revokes their refresh tokens (other devices
 * are refused on their next call and signed out), then this browser signs out, which its
 * other tabs follow.
 */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest<{ success: boolean }>('/users/sign-out-everywhere', { method: 'POST', body: {} });
  await signOut(auth);
}
