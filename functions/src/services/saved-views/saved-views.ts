/**
 * Saved views: a reader's own, `users/{uid}/savedViews/{id}`, and their team's,
 * `teams/{teamId}/savedViews/{id}` (with the member who saved it). Only this module reads or writes
 * them (firestore.rules lets the owner, or the team's members, read them and nobody write them).
 * Every change runs in a transaction over the shelf it changes, so two saves at once can neither
 * pass the cap nor take the same name. Any member saves to the team's shelf; the one who saved a
 * view and the team's admins rename or delete it (decision 0153).
 */
import {
  SAVED_VIEWS_MAX,
  type ReportMailSchedule,
  type ReportQuery,
  type SavedView,
  type WorkOwner,
} from '@cannabis-reports/contracts';
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { conflict, forbidden, notFound } from '../../errors';
import { userRecordRef } from '../accounts/user-records';
import { db } from '../platform/firebase';
import { teamRef } from '../teams/team-store';
import { canManageTeamWork, membershipOf, type Membership } from '../teams/team-work';

interface StoredView {
  name: string;
  reportId: string;
  query: ReportQuery;
  createdAt: Timestamp;
  /** How the view is mailed (services/report-mails); absent when it is not. */
  schedule?: ReportMailSchedule;
  /** A team view's: the member who saved it. */
  createdBy?: string;
}

export interface NewView {
  name: string;
  reportId: string;
  query: ReportQuery;
}

export const savedViewsOf = (uid: string) => userRecordRef(uid).collection('savedViews');
export const teamSavedViewsOf = (teamId: string) => teamRef(teamId).collection('savedViews');

/** One collection of views as the caller meets it: whose it is and whether they may change a view of it. */
interface Shelf {
  owner: WorkOwner;
  teamId?: string;
  views: ReturnType<typeof savedViewsOf>;
  manages: (stored: StoredView) => boolean;
}

const personalShelf = (uid: string): Shelf => ({ owner: 'personal', views: savedViewsOf(uid), manages: () => true });

const teamShelf = (uid: string, { teamId, role }: Membership): Shelf => ({
  owner: 'team',
  teamId,
  views: teamSavedViewsOf(teamId),
  manages: (stored) => canManageTeamWork(role) || stored.createdBy === uid,
});

const NO_SUCH_VIEW = 'There is no such saved view';

function toSavedView(shelf: Shelf, id: string, stored: StoredView): SavedView {
  const { name, reportId, query, createdAt, schedule } = stored;
  return {
    id,
    name,
    reportId,
    query,
    createdAt: createdAt.toDate().toISOString(),
    ...(schedule ? { schedule } : {}),
    owner: shelf.owner,
    ...(shelf.teamId ? { teamId: shelf.teamId } : {}),
    canManage: shelf.manages(stored),
  };
}

const fromDocument = (shelf: Shelf, doc: DocumentSnapshot) => toSavedView(shelf, doc.id, doc.data() as StoredView);

/** Names are told apart without regard to case: 'Colorado' and 'colorado' would read as one in the menu. */
const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

function refuseTakenName(shelf: Shelf, views: SavedView[], name: string, exceptId?: string): void {
  if (views.some((view) => view.id !== exceptId && sameName(view.name, name)))
    throw conflict(
      'view_name_taken',
      `${shelf.owner === 'team' ? 'Your team already has' : 'You already have'} a saved view named '${name}'`,
    );
}

async function viewsIn(transaction: Transaction, shelf: Shelf): Promise<SavedView[]> {
  return (await transaction.get(shelf.views)).docs.map((doc) => fromDocument(shelf, doc));
}

/** The reader's views and their team's (a removed member's team is none), by name, and their membership. */
export async function listSavedViews(uid: string): Promise<{ views: SavedView[]; membership: Membership | null }> {
  const membership = await membershipOf(uid);
  const shelves = [personalShelf(uid), ...(membership ? [teamShelf(uid, membership)] : [])];
  const views = await Promise.all(
    shelves.map(async (shelf) => (await shelf.views.get()).docs.map((doc) => fromDocument(shelf, doc))),
  );
  return {
    views: views.flat().sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true })),
    membership,
  };
}

async function shelfToSaveOn(uid: string, owner: WorkOwner): Promise<Shelf> {
  if (owner === 'personal') return personalShelf(uid);
  const membership = await membershipOf(uid);
  if (!membership) throw forbidden('not_team_member', 'You are not in a team: save the view as your own');
  return teamShelf(uid, membership);
}

export async function createSavedView(uid: string, view: NewView, owner: WorkOwner = 'personal'): Promise<SavedView> {
  const shelf = await shelfToSaveOn(uid, owner);
  return db().runTransaction(async (transaction) => {
    const views = await viewsIn(transaction, shelf);
    if (views.length >= SAVED_VIEWS_MAX)
      throw conflict('saved_views_full', `You can keep ${SAVED_VIEWS_MAX} saved views: delete one to save another`);
    refuseTakenName(shelf, views, view.name);
    const ref = shelf.views.doc();
    const stored: StoredView = { ...view, createdAt: Timestamp.now(), ...(owner === 'team' ? { createdBy: uid } : {}) };
    transaction.create(ref, stored);
    return toSavedView(shelf, ref.id, stored);
  });
}

/**
 * The shelf holding the view the caller names: their own first, then their team's. A view of a
 * team they are not in (or no longer in) is not found; one of their team they may not change is refused.
 */
async function shelfHolding(uid: string, id: string): Promise<Shelf> {
  if ((await savedViewsOf(uid).doc(id).get()).exists) return personalShelf(uid);
  const membership = await membershipOf(uid);
  const snapshot = membership ? await teamSavedViewsOf(membership.teamId).doc(id).get() : undefined;
  if (!membership || !snapshot?.exists) throw notFound('not_found', NO_SUCH_VIEW);
  const shelf = teamShelf(uid, membership);
  if (!shelf.manages(snapshot.data() as StoredView))
    throw forbidden('not_team_admin', "Only your team's admins, or the member who saved it, may change this view");
  return shelf;
}

export async function renameSavedView(uid: string, id: string, name: string): Promise<SavedView> {
  const shelf = await shelfHolding(uid, id);
  return db().runTransaction(async (transaction) => {
    const views = await viewsIn(transaction, shelf);
    const view = views.find((candidate) => candidate.id === id);
    if (!view) throw notFound('not_found', NO_SUCH_VIEW);
    refuseTakenName(shelf, views, name, id);
    transaction.update(shelf.views.doc(id), { name });
    return { ...view, name };
  });
}

export async function deleteSavedView(uid: string, id: string): Promise<void> {
  const ref = (await shelfHolding(uid, id)).views.doc(id);
  await db().runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) throw notFound('not_found', NO_SUCH_VIEW);
    transaction.delete(ref);
  });
}

/** Sets how the view is mailed, or stops it (null). */
export async function scheduleSavedView(
  uid: string,
  id: string,
  schedule: ReportMailSchedule | null,
): Promise<SavedView> {
  // A team view is scheduled (for the team's members) by whoever may change it.
  const shelf = await shelfHolding(uid, id);
  const ref = shelf.views.doc(id);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound('not_found', NO_SUCH_VIEW);
    transaction.update(ref, { schedule: schedule ?? FieldValue.delete() });
    const { schedule: _previous, ...view } = fromDocument(shelf, snapshot);
    return schedule ? { ...view, schedule } : view;
  });
}
