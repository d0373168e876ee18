/** The caller's data API keys and their team's (`/api-keys`): list with usage, make one (its secret answered once), revoke one. */
import { apiRoutes, type WorkOwner } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

export type { ApiKey, ApiKeysAnswer } from '@cannabis-reports/contracts';

export const fetchApiKeys = (signal?: AbortSignal) => api(apiRoutes.apiKeys, { signal });

/** `owner: 'team'` makes a key of the reader's team (its owner and admins only). */
export const createApiKey = (name: string, owner: WorkOwner = 'personal') =>
  api(apiRoutes.createApiKey, { body: { name, owner } });

export const revokeApiKey = async (id: string) => {
  await api(apiRoutes.revokeApiKey, { params: { id } });
};
