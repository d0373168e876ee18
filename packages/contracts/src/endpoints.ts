/**
 * The API's endpoint table: each route of endpoint-routes.ts with the schemas of what it takes
 * and answers. The server registers every route through it (functions' http/route.ts): a
 * handler must return the answer's type, and the body, query and path parameters are parsed
 * with these schemas. The web reads the same types (`EndpointAt`) with the route's paths, so a
 * field renamed here fails the type check of both.
 */
import { z, type core } from 'zod/mini';
import {
  checkoutAnswerSchema,
  checkoutBodySchema,
  confirmCheckoutBodySchema,
  trialCheckoutBodySchema,
} from './billing';
import {
  deleteAccountBodySchema,
  invoicesAnswerSchema,
  invoicesQuerySchema,
  portalSessionAnswerSchema,
} from './billing-account';
import { apiKeyIdSchema, apiKeysAnswerSchema, createApiKeyAnswerSchema, createApiKeyBodySchema } from './api-keys';
import { datasetCatalogAnswerSchema } from './catalog';
import {
  annotationsAnswerSchema,
  annotationsQuerySchema,
  apiReportIdSchema,
  apiReportListAnswerSchema,
  apiReportQuerySchema,
  datasetIdSchema,
  datasetRowsAnswerSchema,
  datasetRowsQuerySchema,
  openApiAnswerSchema,
} from './data-api';
import { datasetHistoryAnswerSchema, datasetPathIdSchema, reportVisitAnswerSchema } from './dataset-revisions';
import { alertSettingsBodySchema, followBodySchema, followsAnswerSchema, unsubscribeQuerySchema } from './follows';
import { embedConfigSchema, paidEmbedConfigSchema, paidEmbedQuerySchema, reportCatalogAnswerSchema } from './embed';
import { apiRoutes, type ApiRoute, type ApiRoutes, type PathParamName } from './endpoint-routes';
import { subscriptionIdSchema, uidSchema } from './ids';
import { reportDataSchema } from './report-data';
import { reportQuerySchema } from './reports';
import {
  createSavedViewBodySchema,
  renameSavedViewBodySchema,
  savedViewAnswerSchema,
  savedViewIdSchema,
  savedViewsAnswerSchema,
  scheduleSavedViewBodySchema,
} from './saved-views';
import {
  acceptInvitationAnswerSchema,
  acceptInvitationBodySchema,
  changeRoleBodySchema,
  createTeamBodySchema,
  handOverBodySchema,
  inviteBodySchema,
  teamAnswerSchema,
  teamBillingSchema,
  teamCheckoutBodySchema,
  teamDocIdSchema,
} from './teams';
import {
  changePasswordBodySchema,
  nextBillingDateAnswerSchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  signOutEverywhereBodySchema,
  signUpBodySchema,
  successAnswerSchema,
  userInfoAnswerSchema,
  userInfoSchema,
  userLookupBodySchema,
  userUpdateAnswerSchema,
  verifyEmailBodySchema,
} from './users';

export interface EndpointSchemas {
  body?: core.$ZodType;
  query?: core.$ZodType;
  /** One schema per path parameter, each parsed on its own (a refusal names no field). */
  params?: Record<string, core.$ZodType>;
  answer: core.$ZodType;
}

export type Endpoint = ApiRoute & EndpointSchemas;

export const healthAnswerSchema = z.object({ status: z.literal('ok') });

/** A 204: the answer has no body (the web's client reads it as null). */
export const noContentAnswerSchema = z.null();

/** Cancel and resume always answer the record they changed. */
export const subscriptionChangeAnswerSchema = z.object({ success: z.boolean(), user: userInfoSchema });

export const endpoints = {
  health: { ...apiRoutes.health, answer: healthAnswerSchema },
  datasets: { ...apiRoutes.datasets, answer: datasetCatalogAnswerSchema },
  // The dataset id is checked by the route: an unknown one is a 404.
  datasetHistory: {
    ...apiRoutes.datasetHistory,
    params: { datasetId: datasetPathIdSchema },
    answer: datasetHistoryAnswerSchema,
  },
  signUp: { ...apiRoutes.signUp, body: signUpBodySchema, answer: successAnswerSchema },
  verifyEmail: { ...apiRoutes.verifyEmail, body: verifyEmailBodySchema, answer: successAnswerSchema },
  resendVerification: { ...apiRoutes.resendVerification, answer: successAnswerSchema },
  changePassword: { ...apiRoutes.changePassword, body: changePasswordBodySchema, answer: successAnswerSchema },
  requestPasswordReset: {
    ...apiRoutes.requestPasswordReset,
    body: requestPasswordResetBodySchema,
    answer: successAnswerSchema,
  },
  resetPassword: { ...apiRoutes.resetPassword, body: resetPasswordBodySchema, answer: successAnswerSchema },
  signOutEverywhere: {
    ...apiRoutes.signOutEverywhere,
    body: signOutEverywhereBodySchema,
    answer: successAnswerSchema,
  },
  startPageSession: { ...apiRoutes.startPageSession, answer: noContentAnswerSchema },
  endPageSession: { ...apiRoutes.endPageSession, answer: noContentAnswerSchema },
  nextBillingDate: {
    ...apiRoutes.nextBillingDate,
    params: { id: subscriptionIdSchema },
    answer: nextBillingDateAnswerSchema,
  },
  cancelSubscription: { ...apiRoutes.cancelSubscription, answer: subscriptionChangeAnswerSchema },
  resumeSubscription: { ...apiRoutes.resumeSubscription, answer: subscriptionChangeAnswerSchema },
  userLookup: { ...apiRoutes.userLookup, body: userLookupBodySchema, answer: userInfoAnswerSchema },
  userInfo: { ...apiRoutes.userInfo, params: { uid: uidSchema }, answer: userInfoAnswerSchema },
  deleteAccount: { ...apiRoutes.deleteAccount, body: deleteAccountBodySchema, answer: successAnswerSchema },
  checkout: { ...apiRoutes.checkout, body: checkoutBodySchema, answer: checkoutAnswerSchema },
  trialCheckout: { ...apiRoutes.trialCheckout, body: trialCheckoutBodySchema, answer: checkoutAnswerSchema },
  confirmCheckout: { ...apiRoutes.confirmCheckout, body: confirmCheckoutBodySchema, answer: userUpdateAnswerSchema },
  portalSession: { ...apiRoutes.portalSession, answer: portalSessionAnswerSchema },
  invoices: { ...apiRoutes.invoices, query: invoicesQuerySchema, answer: invoicesAnswerSchema },
  reportCatalog: { ...apiRoutes.reportCatalog, answer: reportCatalogAnswerSchema },
  paidEmbedConfig: { ...apiRoutes.paidEmbedConfig, query: paidEmbedQuerySchema, answer: paidEmbedConfigSchema },
  demoEmbedConfig: { ...apiRoutes.demoEmbedConfig, answer: embedConfigSchema },
  // The report id is checked by the route (an unknown one is a 404, before the token).
  reportData: { ...apiRoutes.reportData, query: reportQuerySchema, answer: reportDataSchema },
  reportVisit: { ...apiRoutes.reportVisit, params: { reportId: apiReportIdSchema }, answer: reportVisitAnswerSchema },
  savedViews: { ...apiRoutes.savedViews, answer: savedViewsAnswerSchema },
  createSavedView: { ...apiRoutes.createSavedView, body: createSavedViewBodySchema, answer: savedViewAnswerSchema },
  renameSavedView: {
    ...apiRoutes.renameSavedView,
    params: { id: savedViewIdSchema },
    body: renameSavedViewBodySchema,
    answer: savedViewAnswerSchema,
  },
  deleteSavedView: { ...apiRoutes.deleteSavedView, params: { id: savedViewIdSchema }, answer: successAnswerSchema },
  scheduleSavedView: {
    ...apiRoutes.scheduleSavedView,
    params: { id: savedViewIdSchema },
    body: scheduleSavedViewBodySchema,
    answer: savedViewAnswerSchema,
  },
  apiKeys: { ...apiRoutes.apiKeys, answer: apiKeysAnswerSchema },
  createApiKey: { ...apiRoutes.createApiKey, body: createApiKeyBodySchema, answer: createApiKeyAnswerSchema },
  revokeApiKey: { ...apiRoutes.revokeApiKey, params: { id: apiKeyIdSchema }, answer: successAnswerSchema },
  follows: { ...apiRoutes.follows, answer: followsAnswerSchema },
  follow: { ...apiRoutes.follow, body: followBodySchema, answer: followsAnswerSchema },
  unfollow: { ...apiRoutes.unfollow, body: followBodySchema, answer: followsAnswerSchema },
  alertSettings: { ...apiRoutes.alertSettings, body: alertSettingsBodySchema, answer: followsAnswerSchema },
  team: { ...apiRoutes.team, answer: teamAnswerSchema },
  createTeam: { ...apiRoutes.createTeam, body: createTeamBodySchema, answer: teamAnswerSchema },
  inviteToTeam: { ...apiRoutes.inviteToTeam, body: inviteBodySchema, answer: teamAnswerSchema },
  acceptInvitation: {
    ...apiRoutes.acceptInvitation,
    body: acceptInvitationBodySchema,
    answer: acceptInvitationAnswerSchema,
  },
  revokeInvitation: { ...apiRoutes.revokeInvitation, params: { id: teamDocIdSchema }, answer: teamAnswerSchema },
  removeTeamMember: { ...apiRoutes.removeTeamMember, params: { uid: teamDocIdSchema }, answer: teamAnswerSchema },
  changeTeamRole: {
    ...apiRoutes.changeTeamRole,
    params: { uid: teamDocIdSchema },
    body: changeRoleBodySchema,
    answer: teamAnswerSchema,
  },
  handOverTeam: { ...apiRoutes.handOverTeam, body: handOverBodySchema, answer: teamAnswerSchema },
  teamCheckout: { ...apiRoutes.teamCheckout, body: teamCheckoutBodySchema, answer: checkoutAnswerSchema },
  teamBilling: { ...apiRoutes.teamBilling, answer: teamBillingSchema },
  teamPortalSession: { ...apiRoutes.teamPortalSession, answer: portalSessionAnswerSchema },
  // The page is HTML: the answer is what it says, written by the route.
  unsubscribePage: { ...apiRoutes.unsubscribePage, query: unsubscribeQuerySchema, answer: successAnswerSchema },
  unsubscribe: { ...apiRoutes.unsubscribe, query: unsubscribeQuerySchema, answer: successAnswerSchema },
  reportMailUnsubscribePage: {
    ...apiRoutes.reportMailUnsubscribePage,
    query: unsubscribeQuerySchema,
    answer: successAnswerSchema,
  },
  reportMailUnsubscribe: {
    ...apiRoutes.reportMailUnsubscribe,
    query: unsubscribeQuerySchema,
    answer: successAnswerSchema,
  },
  apiOpenApi: { ...apiRoutes.apiOpenApi, answer: openApiAnswerSchema },
  apiDatasets: { ...apiRoutes.apiDatasets, answer: datasetCatalogAnswerSchema },
  apiDatasetRows: {
    ...apiRoutes.apiDatasetRows,
    params: { datasetId: datasetIdSchema },
    query: datasetRowsQuerySchema,
    answer: datasetRowsAnswerSchema,
  },
  apiReports: { ...apiRoutes.apiReports, answer: apiReportListAnswerSchema },
  apiReportFigures: {
    ...apiRoutes.apiReportFigures,
    params: { reportId: apiReportIdSchema },
    query: apiReportQuerySchema,
    answer: reportDataSchema,
  },
  apiAnnotations: { ...apiRoutes.apiAnnotations, query: annotationsQuerySchema, answer: annotationsAnswerSchema },
} satisfies { [Name in keyof ApiRoutes]: ApiRoutes[Name] & EndpointSchemas };

export type Endpoints = typeof endpoints;

/** The endpoint of the table at a route's method and path (the web holds only the route). */
export type EndpointAt<Route extends ApiRoute> = Extract<
  Endpoints[keyof Endpoints],
  { method: Route['method']; path: Route['path'] }
>;

export type AnswerOf<E extends Endpoint> = core.output<E['answer']>;

/** What a handler receives: the body, query and path parameters as parsed by the schemas. */
export interface ParsedRequest<E extends Endpoint> {
  body: E extends { body: infer S extends core.$ZodType } ? core.output<S> : undefined;
  query: E extends { query: infer S extends core.$ZodType } ? core.output<S> : undefined;
  params: {
    [Name in PathParamName<E['path']>]: E extends { params: { [N in Name]: infer S extends core.$ZodType } }
      ? core.output<S>
      : string;
  };
}

/** What a client sends: the body and query as the schemas accept them, and the path's parameters. */
export type RequestOf<E extends Endpoint> = (E extends { body: infer S extends core.$ZodType }
  ? { body: core.input<S> }
  : unknown) &
  (E extends { query: infer S extends core.$ZodType }
    ? Partial<core.input<S>> extends core.input<S>
      ? { query?: core.input<S> }
      : { query: core.input<S> }
    : unknown) &
  ([PathParamName<E['path']>] extends [never] ? unknown : { params: { [Name in PathParamName<E['path']>]: string } });
