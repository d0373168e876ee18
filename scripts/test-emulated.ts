/**
 * Runs inside `firebase emulators:exec` (see scripts/test.ts), which sets the emulator
 * host variables: the functions integration and rules suites, then the Playwright
 * end-to-end suite in Chromium against the Hosting emulator.
 */
import { ROOT } from './lib/local-stack';
import { run } from './lib/run';
import { resultFile } from './lib/test-results';

/**
 * While working on one area: JEST_FILTER and E2E_FILTER (test path patterns) narrow the two
 * suites, and `-` skips one. `npm test` sets neither.
 */
const filterArgs = (filter: string | undefined) => (filter ? [filter] : []);

async function main(): Promise<void> {
  const { JEST_FILTER, E2E_FILTER } = process.env;
  const jest =
    JEST_FILTER === '-'
      ? 0
      : await run(
          'npm',
          [
            'run',
            'test:integration',
            '--workspace',
            'functions',
            '--',
            '--json',
            `--outputFile=${resultFile('functions-emulated.json')}`,
            ...filterArgs(JEST_FILTER),
          ],
          { cwd: ROOT },
        );
  const e2e =
    E2E_FILTER === '-'
      ? 0
      : await run('npm', ['run', 'test:e2e', '--workspace', 'e2e', '--', ...filterArgs(E2E_FILTER)], {
          cwd: ROOT,
          env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: resultFile('e2e.json') },
        });
  process.exit(jest !== 0 || e2e !== 0 ? 1 : 0);
}

void main();
