/**
 * The web app's settings, from Vite's `VITE_*` variables, which Vite writes into the build.
 * build/check-env.ts checks them when Vite starts, so a wrong one fails the build rather than
 * the page; here they are only read, with their defaults.
 */
const vars = import.meta.env;

export const env = {
  firebase: {
    apiKey: vars.VITE_FIREBASE_API_KEY,
    authDomain: vars.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: vars.VITE_FIREBASE_PROJECT_ID,
    appId: vars.VITE_FIREBASE_APP_ID,
  },
  /** Set only for local runs: the Auth emulator's URL. */
  authEmulatorUrl: vars.VITE_AUTH_EMULATOR_URL,
  apiBaseUrl: vars.VITE_API_BASE_URL ?? '/api',
  companyName: vars.VITE_COMPANY_NAME,
  companyUrl: vars.VITE_COMPANY_URL,
  /** The public demo report shown on /demo: a Power BI "publish to web" URL, or the built-in one. */
  demoReportUrl: vars.VITE_DEMO_REPORT_URL ?? '/embed/demo',
};
