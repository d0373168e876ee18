/** Every route of the app, in one place. */
export const paths = {
  signIn: '/',
  register: '/register',
  forgotPassword: '/forgot-password',
  verify: '/verify',
  paymentSuccess: '/success',
  paymentCancelled: '/failure',
  demo: '/demo',
  dashboard: '/dashboard',
  reports: '/reports',
  profile: '/profile',
  /** Not in the spec's table: the public catalogue of the data behind the reports. */
  data: '/data',
  /** Not in the spec's table: the built-in demo report that /demo frames, a page of its own (embed.html). */
  embedDemo: '/embed/demo',
} as const;
