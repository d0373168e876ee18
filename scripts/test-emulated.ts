/**
 * Runs inside `firebase emulators:exec` (see scripts/test.ts), which sets the emulator
 * host variables: the functions integration and rules suites, then the Playwright
 * end-to-end suite in Chromium against the Hosting emulator.
 */
import { ROOT } from './lib/local-stack';
import { run } from './lib/run';
import { resultFile } from './lib/test-results';

async function main(): Promise<void> {
  const jest = await run(
    'npm',
    [
      'run',
      'test:integration',
      '--workspace',
      'functions',
      '--',
      '--json',
      `--outputFile=${resultFile('functions-emulated.json')}`,
    ],
    { cwd: ROOT },
  );
  const e2e = await run('npm', ['run', 'test:e2e', '--workspace', 'e2e'], {
    cwd: ROOT,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: resultFile('e2e.json') },
  });
  process.exit(jest !== 0 || e2e !== 0 ? 1 : 0);
}

void main();
