/**
 * Follows: a signed-in user's markets (a state, a province or Canada) and datasets, whose new periods and revised
 * figures are mailed to them, and how (each import run at once, a weekly digest, or never).
 * Kept per user and read and changed only through the API.
 */
import { z } from 'zod/mini';
import { DATASET_IDS } from './datasets';
import { CANADIAN_MARKET_CODES } from './state-names';

/** Markets and datasets one user may follow at once: every market and dataset there is, with room to spare. */
export const FOLLOWS_MAX = 50;

/** The fifty states and DC, as the catalogue names markets. */
export const STATE_CODES = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS',
  'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV',
  'NY', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
] as const; // prettier-ignore

/** Every market a reader may follow: the US states and DC, then Canada and its provinces and territories. */
export const MARKET_CODES = [...STATE_CODES, ...CANADIAN_MARKET_CODES] as const;

export const followTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('market'), state: z.enum(MARKET_CODES) }),
  z.object({ kind: z.literal('dataset'), id: z.enum(DATASET_IDS) }),
]);
export type FollowTarget = z.infer<typeof followTargetSchema>;

/** A target as one string, the form it is stored and queried in: 'market:CO', 'dataset:md-sales'. */
export const targetKey = (target: FollowTarget): string =>
  target.kind === 'market' ? `market:${target.state}` : `dataset:${target.id}`;

export function targetOfKey(key: string): FollowTarget | undefined {
  const [kind, value] = key.split(':');
  const parsed = followTargetSchema.safeParse(kind === 'market' ? { kind, state: value } : { kind, id: value });
  return parsed.success ? parsed.data : undefined;
}

/** How alerts reach the user: one mail per import run, one a week, or none. */
export const ALERT_MODES = ['instant', 'weekly', 'off'] as const;
export const alertModeSchema = z.enum(ALERT_MODES);
export type AlertMode = z.infer<typeof alertModeSchema>;

export const followsAnswerSchema = z.object({
  /** In the order they were followed. */
  follows: z.array(followTargetSchema),
  alertMode: alertModeSchema,
  /** False for a free account: it gets at most a monthly note of what changed, without the figures. */
  fullAlerts: z.boolean(),
  maxFollows: z.number(),
  /**
   * The caller's team's follows, mailed to every member as their own are (one mail for both), and
   * whether the caller may change them (its owner and admins); null when the caller is in no team.
   */
  team: z.nullable(z.object({ follows: z.array(followTargetSchema), canManage: z.boolean() })),
});
export type FollowsAnswer = z.infer<typeof followsAnswerSchema>;

/** The target is parsed against its own schema after this, so that a bad one gets its own code. */
export const followBodySchema = z.object({
  target: z.optional(z.unknown()),
  /** 'team' changes the caller's team's follows (its admins only); absent, the caller's own. */
  owner: z.optional(z.unknown()),
});
export const alertSettingsBodySchema = z.object({ alertMode: z.optional(z.unknown()) });

/** One-click unsubscribe (RFC 8058): the signed token the mail's link carries. */
export const unsubscribeQuerySchema = z.object({ token: z.optional(z.string()) });
