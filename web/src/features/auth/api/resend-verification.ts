import { apiRoutes } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

/** Mails a new verification link to the signed-in user. */
export async function resendVerification(): Promise<void> {
  await api(apiRoutes.resendVerification);
}
