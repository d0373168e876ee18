/**
 * The data API's keys, managed on /profile with the owner's ID token: list, create (the secret
 * is answered once and never again), revoke. A key is `crk_<id>_<secret>`: the id names the
 * stored key, the secret (32 random bytes) is kept only as its SHA-256.
 */
import { z } from 'zod/mini';
import { workOwnerSchema } from './work-owner';

/** Keys one user may hold at once, and make per UTC day (so revoking and making again is bounded too). */
export const API_KEYS_MAX = 5;
export const API_KEYS_MADE_PER_DAY = 10;
/**
 * Requests one user may make per minute and per UTC day, over all their keys (revoked ones
 * too): a new key resets nothing. A team's members and its keys share one pool: the same rate,
 * and this quota for each seat.
 */
export const API_KEY_RATE_PER_MINUTE = 60;
export const API_KEY_QUOTA_PER_DAY = 5_000;

export const API_KEY_ID = /^[a-z0-9]{12}$/;
/** The whole key as the `Authorization: Bearer` header carries it; the id and the secret are its groups. */
export const API_KEY = /^crk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export const apiKeyIdSchema = z.string().check(z.regex(API_KEY_ID, 'must be an API key id'));

/** What the owner calls a key, to tell them apart on /profile: printable text, trimmed. */
export const apiKeyNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(60),
    z.regex(/^[^\p{Cc}]*$/u, 'must be plain text'),
  );

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's start as the owner saw it ('crk_<id>_'), to match it with the one they stored. */
  prefix: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601: the last request the key made; null when it made none. */
  lastUsedAt: z.nullable(z.string()),
  /** Requests this UTC day, and over the last seven UTC days with this one. */
  requestsToday: z.number(),
  requestsLast7Days: z.number(),
  /** A team key is the team's: its admins make and revoke it, and its requests count against the team's quota. */
  owner: workOwnerSchema,
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/**
 * The usage the caller's requests count against, over all its keys, revoked ones too: their own, or
 * while they are in a team the team's (every member's keys and the team's together).
 */
export const apiKeyUsageSchema = z.object({
  lastUsedAt: z.nullable(z.string()),
  requestsToday: z.number(),
  requestsLast7Days: z.number(),
  keysMadeToday: z.number(),
});
export type ApiKeyUsage = z.infer<typeof apiKeyUsageSchema>;

export const apiKeysAnswerSchema = z.object({
  /** The caller's own keys, then their team's. */
  keys: z.array(apiKeySchema),
  usage: apiKeyUsageSchema,
  /** The caller's team, null when they are in none: whether they may make and revoke its keys. */
  team: z.nullable(z.object({ canManage: z.boolean(), seats: z.number() })),
  limits: z.object({ maxKeys: z.number(), keysPerDay: z.number(), perMinute: z.number(), perDay: z.number() }),
});
export type ApiKeysAnswer = z.infer<typeof apiKeysAnswerSchema>;

/** The name is checked against its own schema after this, so that a bad one gets its own code. */
export const createApiKeyBodySchema = z.object({
  name: z.optional(z.unknown()),
  /** 'team' makes a key of the caller's team (its admins only); absent, the caller's own. */
  owner: z.optional(z.unknown()),
});

/** `secret` is the whole key: shown once, the server keeps only its hash. */
export const createApiKeyAnswerSchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreateApiKeyAnswer = z.infer<typeof createApiKeyAnswerSchema>;
