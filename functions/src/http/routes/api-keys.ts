/**
 * The caller's data API keys on /profile, and their team's: list them with the usage they count
 * against, make one (paid access only: the secret is answered this once), revoke one. A user acts
 * on their own keys; a team's keys are listed to its members and made and revoked by its admins
 * (403 not_team_admin for a member). An id of another user's or team's key is simply not found.
 */
import {
  API_KEYS_MADE_PER_DAY,
  API_KEYS_MAX,
  API_KEY_RATE_PER_MINUTE,
  apiKeyNameSchema,
  endpoints,
  workOwnerSchema,
  type WorkOwner,
} from '@cannabis-reports/contracts';
import { Router } from 'express';
import { forbidden } from '../../errors';
import { createKey, findKey, listKeys, poolUsage, revokeKey, type KeyHolder } from '../../services/api-keys/key-store';
import { teamPool, userPool } from '../../services/api-keys/usage-pools';
import { canManageTeamWork, membershipOf, seatsOf } from '../../services/teams/team-work';
import { limits } from '../middleware/rate-limit';
import { callerOf, requireAuth } from '../middleware/require-auth';
import { requirePaidAccess } from '../middleware/require-paid-access';
import { route } from '../route';
import { parse } from '../validation/parse';

/** The holder of the keys the caller acts on: their own, or their team's when they manage it. */
async function holderFor(uid: string, owner: WorkOwner): Promise<KeyHolder> {
  if (owner === 'personal') return { uid };
  const membership = await membershipOf(uid);
  if (!membership) throw forbidden('not_team_member', 'You are not in a team: make the key as your own');
  if (!canManageTeamWork(membership.role))
    throw forbidden('not_team_admin', "Only your team's owner and admins make and revoke its API keys");
  return { teamId: membership.teamId };
}

export function apiKeyRoutes(): Router {
  const router = Router();

  route(router, endpoints.apiKeys, [requireAuth, limits.apiKeyRead], async (_input, req) => {
    const { uid } = callerOf(req);
    const membership = await membershipOf(uid);
    const pool = membership ? await teamPool(membership.teamId) : userPool(uid);
    const [own, team, usage] = await Promise.all([
      listKeys({ uid }),
      membership ? listKeys({ teamId: membership.teamId }) : [],
      poolUsage(pool),
    ]);
    return {
      keys: [...own, ...team],
      usage,
      team: membership
        ? { canManage: canManageTeamWork(membership.role), seats: await seatsOf(membership.teamId) }
        : null,
      limits: {
        maxKeys: API_KEYS_MAX,
        keysPerDay: API_KEYS_MADE_PER_DAY,
        perMinute: API_KEY_RATE_PER_MINUTE,
        perDay: pool.quota,
      },
    };
  });

  route(router, endpoints.createApiKey, [requireAuth, limits.apiKeyWrite, requirePaidAccess], async ({ body }, req) => {
    const { uid } = callerOf(req);
    const name = parse(apiKeyNameSchema, body.name, 'api_key_name_invalid');
    const owner = parse(workOwnerSchema, body.owner ?? 'personal', 'work_owner_invalid');
    return createKey(uid, await holderFor(uid, owner), name);
  });

  // Revoking needs no paid access: a key must be revocable after the subscription ends too.
  route(router, endpoints.revokeApiKey, [requireAuth, limits.apiKeyWrite], async ({ params }, req) => {
    const { uid } = callerOf(req);
    const key = await findKey(params.id);
    await revokeKey(key?.teamId ? await teamHolderOf(uid, key.teamId) : { uid }, params.id);
    return { success: true };
  });

  return router;
}

/** A team key is revoked by its team's admins; to anyone outside the team it is not found. */
async function teamHolderOf(uid: string, teamId: string): Promise<KeyHolder> {
  const membership = await membershipOf(uid);
  if (membership?.teamId !== teamId) return { uid };
  return holderFor(uid, 'team');
}
