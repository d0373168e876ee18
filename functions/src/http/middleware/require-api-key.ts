/**
 * The data API's credential: `Authorization: Bearer crk_<id>_<secret>`, a key that exists and
 * hashes to the stored hash, whose owner has paid access at this moment (paid, and not past the
 * paid period by more than the grace: read on every request, so a key stops with the access
 * and works again when it comes back; a team key's owner is the team), and not revoked. Then the
 * request is counted against its pool's rate and daily quota (the user's over all their keys, or
 * their team's over every member's and the team's keys), whose state every answer carries in the
 * RateLimit headers.
 */
import type { Request, RequestHandler } from 'express';
import { forbidden, HttpError, unauthorized } from '../../errors';
import { requestFields, securityEvent } from '../../logs';
import { countRequest, findKey } from '../../services/api-keys/key-store';
import { keyIdOf, matchesHash } from '../../services/api-keys/key-secrets';
import { rateLimitHeaders } from '../../services/api-keys/key-usage';
import { poolOf, type UsagePool } from '../../services/api-keys/usage-pools';
import { teamSubscriptionIsLive } from '../../services/teams/team-access';
import { bearerToken } from './bearer';
import { clientAddress } from './client-address';
import { requirePaidUser } from './require-paid-access';

export interface KeyHolder {
  keyId: string;
  uid: string;
  /** What the request counts against. */
  pool: UsagePool;
}

const holders = new WeakMap<Request, KeyHolder>();

/** The key and owner of a request that passed requireApiKey. */
export function keyHolderOf(req: Request): KeyHolder {
  const holder = holders.get(req);
  if (!holder) throw unauthorized('api_key_invalid', 'An API key is required');
  return holder;
}

const INVALID_KEY =
  'The API key is missing, malformed or revoked: send a key from your profile as Authorization: Bearer <key>';

function refuseKey(req: Request, reason: string): never {
  securityEvent('api_key_rejected', { ...requestFields(req, clientAddress(req)), reason });
  throw unauthorized('api_key_invalid', INVALID_KEY);
}

export const requireApiKey: RequestHandler = async (req, res, next) => {
  res.set('www-authenticate', 'Bearer');
  const key = bearerToken(req);
  if (!key) throw unauthorized('api_key_invalid', INVALID_KEY);
  const id = keyIdOf(key);
  if (!id) refuseKey(req, 'malformed');
  const stored = await findKey(id);
  if (!stored || !matchesHash(key, stored.hash)) refuseKey(req, stored ? 'wrong_secret' : 'unknown');
  if (stored.revokedAt) refuseKey(req, 'revoked');
  res.removeHeader('www-authenticate');
  if (stored.teamId === undefined) await requirePaidUser(stored.uid);
  else if (!(await teamSubscriptionIsLive(stored.teamId)))
    throw forbidden('not_paid', "The team's subscription has ended: its API keys work again when it is renewed");
  const pool = await poolOf(stored);
  const usage = await countRequest(id, pool);
  res.set(rateLimitHeaders(usage));
  if (usage.refusal) {
    const quota = usage.refusal === 'quota_exceeded';
    res.set('retry-after', String(quota ? usage.day.resetSeconds : usage.minute.resetSeconds));
    securityEvent('rate_limited', {
      ...requestFields(req, clientAddress(req)),
      uid: stored.uid,
      pool: pool.id,
      limit: usage.refusal,
    });
    throw new HttpError(
      429,
      usage.refusal,
      quota
        ? "Your API keys have used today's quota; it resets at midnight UTC"
        : 'Too many requests with your API keys: wait a minute',
    );
  }
  holders.set(req, { keyId: id, uid: stored.uid, pool });
  next();
};
