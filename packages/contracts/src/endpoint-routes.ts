/**
 * Every route of the `api` function: its method, its path under `/api`, and the credential it
 * takes. endpoints.ts adds each route's schemas (body, query, path parameters, answer). This
 * module imports no zod, so a client that needs only paths (the web's first download) carries
 * no schema.
 */

/**
 * The credential a route takes: none, a Firebase ID token, an ID token from a sign-in of the
 * last minutes (the password re-entered), the report token issued with an embed configuration, or
 * a data API key (`/v1/` routes).
 */
export type AuthKind = 'none' | 'id-token' | 'recent-sign-in' | 'report-token' | 'api-key';

export interface ApiRoute {
  readonly method: 'GET' | 'POST';
  /** Express's syntax: `:name` is a path parameter. */
  readonly path: `/${string}`;
  readonly auth: AuthKind;
}

export const apiRoutes = {
  health: { method: 'GET', path: '/health', auth: 'none' },
  datasets: { method: 'GET', path: '/datasets', auth: 'none' },
  datasetHistory: { method: 'GET', path: '/datasets/:datasetId/history', auth: 'none' },
  signUp: { method: 'POST', path: '/users/sign-up', auth: 'none' },
  verifyEmail: { method: 'POST', path: '/users/verify-email', auth: 'none' },
  resendVerification: { method: 'POST', path: '/users/resend-verification', auth: 'id-token' },
  signOutEverywhere: { method: 'POST', path: '/users/sign-out-everywhere', auth: 'id-token' },
  // The page session: an HttpOnly `__session` cookie that lets the server render a signed-in page; the API itself
  // still takes only the ID token. Ending it needs no credential: it only clears the cookie.
  startPageSession: { method: 'POST', path: '/session', auth: 'id-token' },
  endPageSession: { method: 'POST', path: '/session/end', auth: 'none' },
  changePassword: { method: 'POST', path: '/users/change-password', auth: 'recent-sign-in' },
  requestPasswordReset: { method: 'POST', path: '/users/password-reset', auth: 'none' },
  resetPassword: { method: 'POST', path: '/users/reset-password', auth: 'none' },
  nextBillingDate: { method: 'GET', path: '/users/next-billing-date/:id', auth: 'id-token' },
  cancelSubscription: { method: 'POST', path: '/users/cancel-subscription', auth: 'id-token' },
  resumeSubscription: { method: 'POST', path: '/users/resume-subscription', auth: 'id-token' },
  userLookup: { method: 'POST', path: '/users/lookup', auth: 'id-token' },
  userInfo: { method: 'GET', path: '/users/:uid', auth: 'id-token' },
  deleteAccount: { method: 'POST', path: '/users/delete-account', auth: 'recent-sign-in' },
  checkout: { method: 'POST', path: '/stripe/create-checkout-session', auth: 'id-token' },
  trialCheckout: { method: 'POST', path: '/stripe/create-trial-checkout-session', auth: 'id-token' },
  confirmCheckout: { method: 'POST', path: '/stripe/confirm-checkout-session', auth: 'id-token' },
  portalSession: { method: 'POST', path: '/billing/portal-session', auth: 'id-token' },
  invoices: { method: 'GET', path: '/billing/invoices', auth: 'id-token' },
  reportCatalog: { method: 'GET', path: '/reports', auth: 'none' },
  paidEmbedConfig: { method: 'GET', path: '/powerbi/report/embedToken', auth: 'id-token' },
  demoEmbedConfig: { method: 'GET', path: '/reports/demo/embedToken', auth: 'id-token' },
  reportData: { method: 'GET', path: '/reports/:reportId', auth: 'report-token' },
  reportVisit: { method: 'POST', path: '/reports/:reportId/visits', auth: 'id-token' },
  savedViews: { method: 'GET', path: '/saved-views', auth: 'id-token' },
  createSavedView: { method: 'POST', path: '/saved-views', auth: 'id-token' },
  renameSavedView: { method: 'POST', path: '/saved-views/:id/rename', auth: 'id-token' },
  deleteSavedView: { method: 'POST', path: '/saved-views/:id/delete', auth: 'id-token' },
  scheduleSavedView: { method: 'POST', path: '/saved-views/:id/schedule', auth: 'id-token' },
  apiKeys: { method: 'GET', path: '/api-keys', auth: 'id-token' },
  createApiKey: { method: 'POST', path: '/api-keys', auth: 'id-token' },
  revokeApiKey: { method: 'POST', path: '/api-keys/:id/revoke', auth: 'id-token' },
  follows: { method: 'GET', path: '/follows', auth: 'id-token' },
  follow: { method: 'POST', path: '/follows', auth: 'id-token' },
  unfollow: { method: 'POST', path: '/follows/unfollow', auth: 'id-token' },
  alertSettings: { method: 'POST', path: '/follows/alert-settings', auth: 'id-token' },
  team: { method: 'GET', path: '/team', auth: 'id-token' },
  createTeam: { method: 'POST', path: '/team', auth: 'id-token' },
  inviteToTeam: { method: 'POST', path: '/team/invitations', auth: 'id-token' },
  // The signed token in the body names the invitation; the caller must be signed in as its addressee.
  acceptInvitation: { method: 'POST', path: '/team/invitations/accept', auth: 'id-token' },
  revokeInvitation: { method: 'POST', path: '/team/invitations/:id/revoke', auth: 'id-token' },
  removeTeamMember: { method: 'POST', path: '/team/members/:uid/remove', auth: 'id-token' },
  changeTeamRole: { method: 'POST', path: '/team/members/:uid/role', auth: 'id-token' },
  handOverTeam: { method: 'POST', path: '/team/owner', auth: 'id-token' },
  // An owner or admin buys the team plan, one seat per member.
  teamCheckout: { method: 'POST', path: '/team/checkout', auth: 'id-token' },
  teamBilling: { method: 'GET', path: '/team/billing', auth: 'id-token' },
  teamPortalSession: { method: 'POST', path: '/team/portal-session', auth: 'id-token' },
  // The signed token in the query names the user: the mail's link works without a sign-in.
  unsubscribePage: { method: 'GET', path: '/alerts/unsubscribe', auth: 'none' },
  unsubscribe: { method: 'POST', path: '/alerts/unsubscribe', auth: 'none' },
  reportMailUnsubscribePage: { method: 'GET', path: '/report-mails/unsubscribe', auth: 'none' },
  reportMailUnsubscribe: { method: 'POST', path: '/report-mails/unsubscribe', auth: 'none' },
  apiOpenApi: { method: 'GET', path: '/v1/openapi.json', auth: 'none' },
  apiDatasets: { method: 'GET', path: '/v1/datasets', auth: 'api-key' },
  apiDatasetRows: { method: 'GET', path: '/v1/datasets/:datasetId/rows', auth: 'api-key' },
  apiReports: { method: 'GET', path: '/v1/reports', auth: 'api-key' },
  apiReportFigures: { method: 'GET', path: '/v1/reports/:reportId', auth: 'api-key' },
  // Public: dated facts with their public sources, which the public market pages draw too.
  apiAnnotations: { method: 'GET', path: '/v1/annotations', auth: 'none' },
} as const satisfies Record<string, ApiRoute>;

export type ApiRoutes = typeof apiRoutes;

/** The names of a path's parameters: `'/users/:uid'` gives `'uid'`. */
export type PathParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Path extends string> = { [Name in PathParamName<Path>]: string };
