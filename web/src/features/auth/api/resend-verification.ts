import { apiRequest } from '../../../lib/api-client';

/** Mails a new verification link to the signed-in user. */
export async function resendVerification(): Promise<void> {
  await apiRequest<{ success: boolean }>('/users/resend-verification', { method: 'POST', body: {} });
}
