/** The reader's saved views (`/saved-views`): list, save, rename, schedule, delete; the server keeps them per user. */
import { apiRoutes, type ReportMailSchedule } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';
import type { ReportParams } from './report-data';

export type { SavedView } from '@cannabis-reports/contracts';

export const fetchSavedViews = async (signal?: AbortSignal) => (await api(apiRoutes.savedViews, { signal })).views;

export const saveView = async (name: string, reportId: string, query: ReportParams) =>
  (await api(apiRoutes.createSavedView, { body: { name, reportId, query } })).view;

export const renameView = async (id: string, name: string) =>
  (await api(apiRoutes.renameSavedView, { params: { id }, body: { name } })).view;

export const deleteView = async (id: string) => {
  await api(apiRoutes.deleteSavedView, { params: { id } });
};

/** Mails the view on a schedule, or stops its mails (null). */
export const scheduleView = async (id: string, schedule: ReportMailSchedule | null) =>
  (await api(apiRoutes.scheduleSavedView, { params: { id }, body: { schedule } })).view;
