/**
 * Saved views: a paid reader's named views of the built-in reports (the report and its filters, as
 * the report data API takes them), kept per user and read and changed only through the API.
 */
import { z } from 'zod/mini';
import { reportQuerySchema } from './reports';
import { NOT_TEXT, storedNameSchema } from './stored-names';
import { workOwnerSchema } from './work-owner';

export const SAVED_VIEW_NAME_MAX = 60;
/** A reader keeps a handful of views; the cap bounds what one account can store. */
export const SAVED_VIEWS_MAX = 50;

/** A name as stored: trimmed, 1 to 60 characters of text. */
export const savedViewNameSchema = storedNameSchema(SAVED_VIEW_NAME_MAX);

/** The report data API's own query, each value text that can be stored. */
export const savedViewQuerySchema = reportQuerySchema.check(
  z.refine(
    (query) => Object.values(query).every((value) => typeof value !== 'string' || !NOT_TEXT.test(value)),
    'must hold text only',
  ),
);

/** Firestore's own document ids. */
export const savedViewIdSchema = z.string().check(z.regex(/^[A-Za-z0-9]{1,40}$/, 'must be a saved view id'));

/**
 * How often a view is mailed to its owner (or its team) with its figures and workbook:
 * weekly, monthly, or on the day an import publishes new data it draws.
 */
export const REPORT_MAIL_SCHEDULES = ['weekly', 'monthly', 'published'] as const;
export const reportMailScheduleSchema = z.enum(REPORT_MAIL_SCHEDULES);
export type ReportMailSchedule = z.infer<typeof reportMailScheduleSchema>;

/** A schedule as set: one of the schedules, or null for none. */
export const viewScheduleSchema = z.nullable(reportMailScheduleSchema);

export const savedViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  reportId: z.string(),
  /** The report's filters, each as the report data API's query takes it. */
  query: reportQuerySchema,
  /** ISO 8601. */
  createdAt: z.iso.datetime(),
  /** Absent when the view is not mailed. */
  schedule: z.optional(reportMailScheduleSchema),
  owner: workOwnerSchema,
  /** A team view's team, which its embed's address names. */
  teamId: z.optional(z.string()),
  /** Whether the caller may rename and delete it: always their own; a team view when they saved it or are an admin. */
  canManage: z.boolean(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/**
 * The bodies take any value in each field: the route parses the name, the report and the query
 * each with its own schema, so a refusal's code says which was wrong.
 */
export const createSavedViewBodySchema = z.object({
  name: z.optional(z.unknown()),
  reportId: z.optional(z.unknown()),
  query: z.optional(z.unknown()),
  /** 'team' saves it on the caller's team's shelf; absent, it is their own. */
  owner: z.optional(z.unknown()),
});

export const scheduleSavedViewBodySchema = z.object({ schedule: z.optional(z.unknown()) });

export const renameSavedViewBodySchema = z.object({ name: z.optional(z.unknown()) });

/** `GET /saved-views`: the caller's views and their team's, by name; whether the caller is in a team to save for. */
export const savedViewsAnswerSchema = z.object({
  views: z.array(savedViewSchema),
  team: z.nullable(z.object({ canManage: z.boolean() })),
});
export type SavedViewsAnswer = z.infer<typeof savedViewsAnswerSchema>;

export const savedViewAnswerSchema = z.object({ view: savedViewSchema });
