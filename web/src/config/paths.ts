/** Every route of the app, in one place. */
export const paths = {
  signIn: '/',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The mailed password-reset link's page. */
  resetPassword: '/reset-password',
  verify: '/verify',
  paymentSuccess: '/success',
  paymentCancelled: '/failure',
  demo: '/demo',
  dashboard: '/dashboard',
  reports: '/reports',
  profile: '/profile',
  /** The mailed team invitation's page. */
  teamAccept: '/team/accept',
  /** The public catalogue of the data behind the reports: sources, periods and licences. */
  data: '/data',
  /** A dataset's page on /data: its source, cadence and history of revisions and failed fetches. */
  dataset: '/data/:datasetId',
  /** The data API's guide, public: keys, routes, limits and examples. */
  developers: '/developers',
  /** The built-in demo report that /demo frames, a page of its own (embed.html). */
  embedDemo: '/embed/demo',
} as const;

/** The /data page of one dataset. */
export const datasetPath = (datasetId: string) => `/data/${encodeURIComponent(datasetId)}`;
