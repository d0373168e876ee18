import { apiRoutes } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

export async function verifyEmail(token: string): Promise<void> {
  await api(apiRoutes.verifyEmail, { body: { token } });
}
