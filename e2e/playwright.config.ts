import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@cannabis-reports/test-support/src/chromium';

/** Runs against the Hosting emulator, started by scripts/test.ts (firebase emulators:exec). */
export default defineConfig({
  testDir: './tests',
  // The report data, imported once for every worker.
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.APP_URL ?? 'http://127.0.0.1:5000',
    browserName: 'chromium',
    // Dates on the pages are in the reader's locale and zone; pin both so tests can spell them.
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
