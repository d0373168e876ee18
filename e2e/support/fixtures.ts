/**
 * The `test` every spec uses: it fails a test when the page logs a console error, throws,
 * or violates the Content-Security-Policy, so such problems never pass unnoticed.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
