import { apiRoutes } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

/** The server mails a reset link when the address has an account, and answers the same either way. */
export async function sendPasswordReset(email: string): Promise<void> {
  await api(apiRoutes.requestPasswordReset, { body: { email } });
}
