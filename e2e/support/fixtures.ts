/**
 * The `test` every spec uses: it fails a test when the page logs a console error (CSP
 * violations are logged as errors too) or throws, so such problems never pass unnoticed.
 */
import { test as base, expect } from '@playwright/test';

export interface FixtureOptions {
  /**
   * Requests the test aborts on purpose (with `page.route`): Chromium logs each as a failed
   * resource load, which is then expected. Any other failed load still fails the test.
   */
  abortedRequests: RegExp | null;
}

export const test = base.extend<FixtureOptions & { pageProblems: string[] }>({
  abortedRequests: [null, { option: true }],
  pageProblems: [
    async ({ page, abortedRequests }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium logs every 4xx answer as a failed resource load; journeys that test error
        // paths cause them on purpose (e.g. a wrong password). 5xx answers still fail a test.
        if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
        if (
          abortedRequests?.test(message.location().url) &&
          message.text() === 'Failed to load resource: net::ERR_FAILED'
        )
          return;
        problems.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
