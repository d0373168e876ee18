import { apiRequest } from '../../../lib/api-client';

export async function verifyEmail(token: string): Promise<void> {
  await apiRequest<{ success: boolean }>('/users/verify-email', { method: 'POST', body: { token } });
}
