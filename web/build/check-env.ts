/**
 * The web app's `VITE_*` settings, checked when Vite starts (build, dev server or test run).
 * Vite writes their values into the bundle, so a wrong one is known here already: checking it
 * in the browser would only add the schema library to every visitor's first download.
 */
import type { Plugin } from 'vite';
// zod/mini: the same checks in a fraction of the size of the classic API.
import { z } from 'zod/mini';

export const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().check(z.minLength(1)),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().check(z.minLength(1)),
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1)),
  VITE_FIREBASE_APP_ID: z.optional(z.string()),
  /** Set only for local runs: the Auth emulator's URL. */
  VITE_AUTH_EMULATOR_URL: z.optional(z.url()),
  VITE_API_BASE_URL: z.optional(z.string()),
  VITE_COMPANY_NAME: z.string().check(z.minLength(1)),
  VITE_COMPANY_URL: z.url(),
  /** The public demo report shown on /demo: a Power BI "publish to web" URL, or the built-in one. */
  VITE_DEMO_REPORT_URL: z.optional(z.string()),
});

/** The names of the settings that are missing or invalid; empty when all are fine. */
export function envProblems(vars: Record<string, unknown>): string[] {
  const parsed = envSchema.safeParse(vars);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
}

export function checkEnv(): Plugin {
  return {
    name: 'check-env',
    configResolved({ env }) {
      const problems = envProblems(env);
      if (problems.length)
        throw new Error(
          `The web app's configuration is incomplete or invalid: ${problems.join(', ')}. See web/.env.production.example.`,
        );
    },
  };
}
