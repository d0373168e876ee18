/**
 * Teams: a company's people under one subscription. An owner makes the team, admins invite by
 * e-mail and remove members, and every member reads the reports while the team's subscription
 * is live. Read and changed only through the API; a person is in at most one team.
 */
import { z } from 'zod/mini';
import { PLANS } from './billing';
import { invoiceSummarySchema } from './billing-account';
import { storedNameSchema } from './stored-names';

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** The roles an invitation or a role change may give: there is one owner, made only by a hand-over. */
export const grantedRoleSchema = z.enum(['admin', 'member']);
export type GrantedRole = z.infer<typeof grantedRoleSchema>;

export const TEAM_NAME_MAX = 60;
/** A team's invitations waiting at once: more than a company invites in a day, few enough to list. */
export const PENDING_INVITATIONS_MAX = 50;
/** How long an invitation's link works. */
export const INVITATION_TTL_DAYS = 7;

/** A name as stored: trimmed, 1 to 60 characters of text. */
export const teamNameSchema = storedNameSchema(TEAM_NAME_MAX);

/** An address as stored and compared: trimmed and lower-cased, as the user records keep theirs. */
export const inviteEmailSchema = z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email());

/**
 * Firestore's own ids (an invitation's), and Firebase Auth's uids (a member's): never one starting with `__`,
 * which Firestore reserves (`__proto__` as a document id is an error, not a document that is not there).
 */
export const teamDocIdSchema = z.string().check(z.regex(/^(?!__)[A-Za-z0-9_-]{1,128}$/, 'must be an id'));

export const teamMemberSchema = z.object({
  uid: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  /** ISO 8601. */
  joinedAt: z.iso.datetime(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: grantedRoleSchema,
  /** ISO 8601. */
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** People in the team, the owner included: what the subscription is billed for. */
  seats: z.number(),
  /** The caller's own role. */
  role: teamRoleSchema,
  /** Whether the team's subscription opens the reports now. */
  paidAccess: z.boolean(),
  /** Owner first, then by when they joined. */
  members: z.array(teamMemberSchema),
  /** Invitations not yet accepted nor expired, newest first; shown to the owner and admins only (empty for a member). */
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** Every team route answers the caller's team as it now stands, or null when they are in none. */
export const teamAnswerSchema = z.object({ team: z.nullable(teamSchema) });

/**
 * A live personal subscription the person who just joined still pays for, so the page can tell them
 * and offer to cancel it at the end of its period (never billed twice for the same days unawares).
 */
export const personalSubscriptionSchema = z.object({
  status: z.string(),
  /** ISO: the end of the period paid for (of the trial while trialing); it renews then unless cancelled. */
  periodEnd: z.nullable(z.string()),
});
export type PersonalSubscription = z.infer<typeof personalSubscriptionSchema>;

/** An accept answers the team, and the joiner's personal subscription that would renew, if any. */
export const acceptInvitationAnswerSchema = z.object({
  team: z.nullable(teamSchema),
  personalSubscription: z.nullable(personalSubscriptionSchema),
});
export type TeamAnswer = z.infer<typeof teamAnswerSchema>;

/**
 * The bodies take any value in each field: the route parses each with its own schema, so a
 * refusal's code says which was wrong.
 */
export const createTeamBodySchema = z.object({ name: z.optional(z.unknown()) });
export const inviteBodySchema = z.object({ email: z.optional(z.unknown()), role: z.optional(z.unknown()) });
export const acceptInvitationBodySchema = z.object({ token: z.optional(z.unknown()) });
export const changeRoleBodySchema = z.object({ role: z.optional(z.unknown()) });
export const handOverBodySchema = z.object({ uid: z.optional(z.unknown()) });
/** The team plan: the person's plans, per seat; the trial is the person's, one per card. */
export const teamCheckoutBodySchema = z.object({
  plan: z.enum(PLANS, { error: `plan must be one of ${PLANS.join(', ')}` }),
  trial: z.optional(z.boolean()),
});
export type TeamCheckoutBody = z.infer<typeof teamCheckoutBodySchema>;

/** The team's billing for its owner and admins: its subscription as Stripe holds it, and its invoices. */
export const teamBillingSchema = z.object({
  subscription: z.nullable(
    z.object({
      status: z.string(),
      /** Null for a price that is neither of the two sold. */
      plan: z.nullable(z.enum(PLANS)),
      /** Seats paid for: the subscription's quantity. */
      seats: z.number(),
      /** ISO: the end of the current period. */
      periodEnd: z.nullable(z.string()),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
  /** Newest first, without drafts. */
  invoices: z.array(invoiceSummarySchema),
});
export type TeamBilling = z.infer<typeof teamBillingSchema>;
