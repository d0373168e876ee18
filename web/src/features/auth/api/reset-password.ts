import { apiRoutes } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

/** Sets the password a mailed reset link was sent for; the server checks the password rule. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await api(apiRoutes.resetPassword, { body: { token, password } });
}
