/**
 * The saved views that are mailed: a personal view (`users/{uid}/savedViews/{id}`) or a team's
 * (`teams/{teamId}/savedViews/{id}`), found together by one collection-group query on their
 * `schedule`. A team member who unsubscribed is listed in the view's `optedOut`; the owner of
 * a personal view who unsubscribes stops its schedule.
 */
import type { ReportMailSchedule, ReportQuery } from '@cannabis-reports/contracts';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';

export type ViewOwner = { kind: 'user'; uid: string } | { kind: 'team'; teamId: string };

export interface ScheduledView {
  /** The view's document path, which names it in the mail ledger and the unsubscribe link. */
  path: string;
  owner: ViewOwner;
  id: string;
  name: string;
  reportId: string;
  query: ReportQuery;
  schedule: ReportMailSchedule;
  /** Team members who unsubscribed from this view's mails. */
  optedOut: string[];
}

const VIEW_PATH = /^(users|teams)\/([^/]+)\/savedViews\/([^/]+)$/;

function ownerOf(path: string): ViewOwner | undefined {
  const [, kind, id] = VIEW_PATH.exec(path) ?? [];
  if (kind === 'users') return { kind: 'user', uid: id };
  if (kind === 'teams') return { kind: 'team', teamId: id };
  return undefined;
}

function toScheduled(snapshot: DocumentSnapshot): ScheduledView | undefined {
  const owner = ownerOf(snapshot.ref.path);
  const data = snapshot.data();
  if (!owner || !data?.schedule) return undefined;
  return {
    path: snapshot.ref.path,
    owner,
    id: snapshot.id,
    name: data.name,
    reportId: data.reportId,
    query: data.query ?? {},
    schedule: data.schedule,
    optedOut: data.optedOut ?? [],
  };
}

/** Every view mailed on `schedule`, personal and team alike. */
export async function viewsScheduled(schedule: ReportMailSchedule): Promise<ScheduledView[]> {
  const snapshot = await db().collectionGroup('savedViews').where('schedule', '==', schedule).get();
  return snapshot.docs.flatMap((doc) => toScheduled(doc) ?? []);
}

/**
 * The one-click unsubscribe of `uid` from the view at `path`: a personal view's owner stops its
 * schedule; anyone else (a team member) is left out of its mails from now on.
 */
export async function unsubscribeFromView(uid: string, path: string): Promise<void> {
  const owner = ownerOf(path);
  if (!owner) return;
  const ref = db().doc(path);
  await db().runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) return;
    transaction.update(
      ref,
      owner.kind === 'user' && owner.uid === uid
        ? { schedule: FieldValue.delete() }
        : { optedOut: FieldValue.arrayUnion(uid) },
    );
  });
}
