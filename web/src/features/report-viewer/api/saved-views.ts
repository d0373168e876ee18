/** The reader's saved views and their team's (`/saved-views`): list, save, rename, schedule, delete; the server keeps them. */
import { apiRoutes, type ReportMailSchedule, type WorkOwner } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';
import type { ReportParams } from './report-data';

export type { SavedView, SavedViewsAnswer } from '@cannabis-reports/contracts';

export const fetchSavedViews = (signal?: AbortSignal) => api(apiRoutes.savedViews, { signal });

export const saveView = async (name: string, reportId: string, query: ReportParams, owner: WorkOwner = 'personal') =>
  (await api(apiRoutes.createSavedView, { body: { name, reportId, query, owner } })).view;

export const renameView = async (id: string, name: string) =>
  (await api(apiRoutes.renameSavedView, { params: { id }, body: { name } })).view;

export const deleteView = async (id: string) => {
  await api(apiRoutes.deleteSavedView, { params: { id } });
};

/** Mails the view on a schedule, or stops its mails (null). */
export const scheduleView = async (id: string, schedule: ReportMailSchedule | null) =>
  (await api(apiRoutes.scheduleSavedView, { params: { id }, body: { schedule } })).view;
