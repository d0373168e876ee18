/**
 * The caller's data API keys on /profile: list them with their usage, make one (paid access
 * only: the secret is answered this once), revoke one. Each acts on the caller's own keys only
 * (an id of another user's key is simply not found).
 */
import {
  API_KEYS_MADE_PER_DAY,
  API_KEYS_MAX,
  API_KEY_QUOTA_PER_DAY,
  API_KEY_RATE_PER_MINUTE,
  apiKeyNameSchema,
  endpoints,
} from '@cannabis-reports/contracts';
import { Router } from 'express';
import { createKey, listKeys, ownerUsage, revokeKey } from '../../services/api-keys/key-store';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { requirePaidAccess } from '../middleware/require-paid-access';
import { route } from '../route';
import { parse } from '../validation/parse';

export function apiKeyRoutes(): Router {
  const router = Router();

  route(router, endpoints.apiKeys, [requireAuth, limits.apiKeyRead], async (_input, req) => {
    const { uid } = callerOf(req);
    const [keys, usage] = await Promise.all([listKeys(uid), ownerUsage(uid)]);
    return {
      keys,
      usage,
      limits: {
        maxKeys: API_KEYS_MAX,
        keysPerDay: API_KEYS_MADE_PER_DAY,
        perMinute: API_KEY_RATE_PER_MINUTE,
        perDay: API_KEY_QUOTA_PER_DAY,
      },
    };
  });

  route(router, endpoints.createApiKey, [requireAuth, limits.apiKeyWrite, requirePaidAccess], ({ body }, req) =>
    createKey(callerOf(req).uid, parse(apiKeyNameSchema, body.name, 'api_key_name_invalid')),
  );

  // Revoking needs no paid access: a key must be revocable after the subscription ends too.
  route(router, endpoints.revokeApiKey, [requireAuth, limits.apiKeyWrite], async ({ params }, req) => {
    await revokeKey(callerOf(req).uid, params.id);
    return { success: true };
  });

  return router;
}
