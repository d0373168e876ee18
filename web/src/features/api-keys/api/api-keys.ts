/** The caller's data API keys (`/api-keys`): list with usage, make one (its secret answered once), revoke one. */
import { apiRoutes } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

export type { ApiKey, ApiKeysAnswer } from '@cannabis-reports/contracts';

export const fetchApiKeys = (signal?: AbortSignal) => api(apiRoutes.apiKeys, { signal });

export const createApiKey = (name: string) => api(apiRoutes.createApiKey, { body: { name } });

export const revokeApiKey = async (id: string) => {
  await api(apiRoutes.revokeApiKey, { params: { id } });
};
