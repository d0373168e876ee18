/**
 * Access must not depend on every webhook arriving: this job re-reads from Stripe every user
 * marked paid whose paid period ended more than the grace ago, or whose record was not synced
 * for a day (access-policy), through the one sync function, enforcing one free trial per card
 * as the webhook would have (trial-cards). A paid team's record likewise, through the team's
 * sync (team-subscription-sync), since its members read the reports by it. A record whose Auth account is gone (marked by the delete
 * trigger, or found so) is a deletion that stopped half-way: it is finished (account-deletion). The scheduled function
 * (triggers/reconcile-subscriptions) calls it; tests call it directly.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { reconciliationFailed, reconciliationFinished } from '../../logs';
import { ACCESS_GRACE_SECONDS, MAX_SYNC_AGE_MS, needsReconciliation, type AccessFields } from './access-policy';
import { db } from '../platform/firebase';
import { readCustomer, storeCustomer } from './subscription-sync';
import { enforceOneTrialPerCard } from './trial-cards';
import { deleteAccountData } from '../accounts/account-deletion';
import { accountsMarkedDeleted, type UserRecord } from '../accounts/user-records';
import { accountExists } from './account-gone';
import { syncTeamCustomer } from './team-subscription-sync';
import type { TeamRecord } from '../teams/team-store';

export interface ReconciliationSummary {
  checked: number;
  synced: number;
  /** Records whose Auth account is gone (a deletion that stopped half-way): their deletion finished. */
  deleted: number;
  /** Marked paid with no Stripe customer (access granted by hand): nothing to read, left alone. */
  skipped: number;
  failed: number;
  /** Left for the next run because the time budget ran out. */
  deferred: number;
}

/**
 * Paid records past their period plus the grace, and paid records synced over a day ago, of
 * users or of teams. Two indexed queries (firestore.indexes.json), merged by id.
 */
async function candidates<Record extends AccessFields>(
  collection: 'users' | 'teams',
  nowMs: number,
): Promise<Map<string, Record>> {
  const paid = db().collection(collection).where('isPaidUser', '==', true);
  const [lapsed, stale] = await Promise.all([
    paid.where('currentPeriodEnd', '<', Timestamp.fromMillis(nowMs - ACCESS_GRACE_SECONDS * 1000)).get(),
    paid.where('stripeSyncedAt', '<', nowMs - MAX_SYNC_AGE_MS).get(),
  ]);
  const found = new Map<string, Record>();
  for (const doc of [...lapsed.docs, ...stale.docs]) {
    const record = doc.data() as Record;
    if (needsReconciliation(record, nowMs)) found.set(doc.id, record);
  }
  return found;
}

/** Leftovers of deleted accounts a run finishes at most: far more than a day's failed deletions. */
const DELETED_PER_RUN = 100;

/** The deletion of an account whose record outlived it: finished, logged, and counted. */
async function finishDeletion(uid: string, summary: ReconciliationSummary): Promise<void> {
  try {
    await deleteAccountData(uid);
    summary.deleted++;
  } catch (error) {
    summary.failed++;
    reconciliationFailed(uid, error);
  }
}

/**
 * Re-syncs every candidate, one at a time (Stripe's rate limits, and this job is never in a
 * hurry), until `budgetMs` is spent; the rest wait for the next run.
 */
export async function reconcilePaidUsers({
  now = Date.now(),
  budgetMs = 240_000,
}: { now?: number; budgetMs?: number } = {}): Promise<ReconciliationSummary> {
  const started = Date.now();
  const [users, teams] = await Promise.all([
    candidates<UserRecord>('users', now),
    candidates<TeamRecord>('teams', now),
  ]);
  const summary: ReconciliationSummary = {
    checked: users.size + teams.size,
    synced: 0,
    deleted: 0,
    skipped: 0,
    failed: 0,
    deferred: 0,
  };
  // Deletions the Auth trigger marked but did not finish first: a live subscription there bills nobody.
  for (const uid of await accountsMarkedDeleted(DELETED_PER_RUN)) {
    users.delete(uid);
    await finishDeletion(uid, summary);
  }
  for (const [uid, record] of users) {
    if (Date.now() - started > budgetMs) {
      summary.deferred++;
      continue;
    }
    if (!(await accountExists(uid))) {
      await finishDeletion(uid, summary);
      continue;
    }
    try {
      if (!record.stripeCustomerId) {
        summary.skipped++;
        continue;
      }
      const read = await readCustomer(record.stripeCustomerId, uid);
      if (read) await storeCustomer(await enforceOneTrialPerCard(read));
      summary.synced++;
    } catch (error) {
      summary.failed++;
      reconciliationFailed(uid, error);
    }
  }
  for (const [teamId, team] of teams) {
    if (Date.now() - started > budgetMs) {
      summary.deferred++;
      continue;
    }
    try {
      if (!team.stripeCustomerId) {
        summary.skipped++;
        continue;
      }
      await syncTeamCustomer(team.stripeCustomerId, teamId);
      summary.synced++;
    } catch (error) {
      summary.failed++;
      reconciliationFailed(`team:${teamId}`, error);
    }
  }
  reconciliationFinished({ ...summary });
  return summary;
}
