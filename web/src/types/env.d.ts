/** The `VITE_*` settings build/check-env.ts checks, as the app reads them. */
interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_COMPANY_NAME: string;
  readonly VITE_COMPANY_URL: string;
  readonly VITE_DEMO_REPORT_URL?: string;
}
