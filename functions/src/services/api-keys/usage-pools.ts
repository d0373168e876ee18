/**
 * Whose rate and quota a data API request counts against (decision 0154): a team key's team, a
 * member's own key's team too, and a reader in no team their own. A team's pool allows the
 * per-seat quota for each of its seats a day; the minute's rate stays one pool's (one stored
 * document takes every request of the pool). The pool is read on every request, so a member who
 * joins or leaves a team counts against the new pool from their next request.
 */
import { API_KEY_QUOTA_PER_DAY } from '@cannabis-reports/contracts';
import type { CollectionReference } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { membershipOf, seatsOf } from '../teams/team-work';

export interface UsagePool {
  /** `user:<uid>` or `team:<teamId>`: what the request's log and rate refusal name. */
  id: string;
  /** Requests the pool may make a UTC day. */
  quota: number;
  /** Where the pool's usage days are kept: `apiKeyOwners/{uid}` or `apiKeyTeams/{teamId}`, each with `apiKeyUsage/{day}`. */
  days: () => CollectionReference;
}

export const userPool = (uid: string): UsagePool => ({
  id: `user:${uid}`,
  quota: API_KEY_QUOTA_PER_DAY,
  days: () => db().collection('apiKeyOwners').doc(uid).collection('apiKeyUsage'),
});

export async function teamPool(teamId: string): Promise<UsagePool> {
  return {
    id: `team:${teamId}`,
    quota: API_KEY_QUOTA_PER_DAY * (await seatsOf(teamId)),
    days: () => db().collection('apiKeyTeams').doc(teamId).collection('apiKeyUsage'),
  };
}

/** The pool a key counts against: its team's when it is a team key or its owner is in a team. */
export async function poolOf(key: { uid: string; teamId?: string }): Promise<UsagePool> {
  const teamId = key.teamId ?? (await membershipOf(key.uid))?.teamId;
  return teamId ? teamPool(teamId) : userPool(key.uid);
}
