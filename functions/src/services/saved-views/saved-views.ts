/**
 * A reader's saved views, `users/{uid}/savedViews/{id}`: only this module reads or writes them
 * (firestore.rules lets the owner read them and nobody write them). Every change runs in a
 * transaction over the reader's views, so two saves at once can neither pass the cap nor take the
 * same name.
 */
import {
  SAVED_VIEWS_MAX,
  type ReportMailSchedule,
  type ReportQuery,
  type SavedView,
} from '@cannabis-reports/contracts';
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { conflict, notFound } from '../../errors';
import { userRecordRef } from '../accounts/user-records';
import { db } from '../platform/firebase';

interface StoredView {
  name: string;
  reportId: string;
  query: ReportQuery;
  createdAt: Timestamp;
  /** How the view is mailed (services/report-mails); absent when it is not. */
  schedule?: ReportMailSchedule;
}

export interface NewView {
  name: string;
  reportId: string;
  query: ReportQuery;
}

export const savedViewsOf = (uid: string) => userRecordRef(uid).collection('savedViews');

const NO_SUCH_VIEW = 'There is no such saved view';

function toSavedView(snapshot: DocumentSnapshot): SavedView {
  const { name, reportId, query, createdAt, schedule } = snapshot.data() as StoredView;
  return {
    id: snapshot.id,
    name,
    reportId,
    query,
    createdAt: createdAt.toDate().toISOString(),
    ...(schedule ? { schedule } : {}),
  };
}

/** Names are told apart without regard to case: 'Colorado' and 'colorado' would read as one in the menu. */
const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

function refuseTakenName(views: SavedView[], name: string, exceptId?: string): void {
  if (views.some((view) => view.id !== exceptId && sameName(view.name, name)))
    throw conflict('view_name_taken', `You already have a saved view named '${name}'`);
}

async function viewsIn(transaction: Transaction, uid: string): Promise<SavedView[]> {
  return (await transaction.get(savedViewsOf(uid))).docs.map(toSavedView);
}

/** The reader's views, by name. */
export async function listSavedViews(uid: string): Promise<SavedView[]> {
  const views = (await savedViewsOf(uid).get()).docs.map(toSavedView);
  return views.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }));
}

export async function createSavedView(uid: string, view: NewView): Promise<SavedView> {
  return db().runTransaction(async (transaction) => {
    const views = await viewsIn(transaction, uid);
    if (views.length >= SAVED_VIEWS_MAX)
      throw conflict('saved_views_full', `You can keep ${SAVED_VIEWS_MAX} saved views: delete one to save another`);
    refuseTakenName(views, view.name);
    const ref = savedViewsOf(uid).doc();
    const stored: StoredView = { ...view, createdAt: Timestamp.now() };
    transaction.create(ref, stored);
    return { id: ref.id, ...view, createdAt: stored.createdAt.toDate().toISOString() };
  });
}

export async function renameSavedView(uid: string, id: string, name: string): Promise<SavedView> {
  return db().runTransaction(async (transaction) => {
    const views = await viewsIn(transaction, uid);
    const view = views.find((candidate) => candidate.id === id);
    if (!view) throw notFound('not_found', NO_SUCH_VIEW);
    refuseTakenName(views, name, id);
    transaction.update(savedViewsOf(uid).doc(id), { name });
    return { ...view, name };
  });
}

export async function deleteSavedView(uid: string, id: string): Promise<void> {
  const ref = savedViewsOf(uid).doc(id);
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
  const ref = savedViewsOf(uid).doc(id);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound('not_found', NO_SUCH_VIEW);
    transaction.update(ref, { schedule: schedule ?? FieldValue.delete() });
    const { schedule: _previous, ...view } = toSavedView(snapshot);
    return schedule ? { ...view, schedule } : view;
  });
}
