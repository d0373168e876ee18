// zod/mini: the same checks in a fraction of the bundle size of the classic API.
import { z } from 'zod/mini';

/** The web app's settings, read once from Vite's `VITE_*` variables and checked here. */
const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().check(z.minLength(1)),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().check(z.minLength(1)),
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1)),
  VITE_FIREBASE_APP_ID: z.optional(z.string()),
  /** Set only for local runs: the Auth emulator's URL. */
  VITE_AUTH_EMULATOR_URL: z.optional(z.url()),
  VITE_API_BASE_URL: z._default(z.string(), '/api'),
  VITE_COMPANY_NAME: z.string().check(z.minLength(1)),
  VITE_COMPANY_URL: z.url(),
  /** The public demo report shown on /demo: a Power BI "publish to web" URL, or the built-in one. */
  VITE_DEMO_REPORT_URL: z._default(z.string(), '/embed/demo'),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  const missing = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
  throw new Error(`The web app's configuration is incomplete or invalid: ${missing}. See web/.env.production.example.`);
}

export const env = {
  firebase: {
    apiKey: parsed.data.VITE_FIREBASE_API_KEY,
    authDomain: parsed.data.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: parsed.data.VITE_FIREBASE_PROJECT_ID,
    appId: parsed.data.VITE_FIREBASE_APP_ID,
  },
  authEmulatorUrl: parsed.data.VITE_AUTH_EMULATOR_URL,
  apiBaseUrl: parsed.data.VITE_API_BASE_URL,
  companyName: parsed.data.VITE_COMPANY_NAME,
  companyUrl: parsed.data.VITE_COMPANY_URL,
  demoReportUrl: parsed.data.VITE_DEMO_REPORT_URL,
};
