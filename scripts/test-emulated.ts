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

/**
 * The fuzzing suite runs its own copy of the API in process (only Firestore is shared, and
 * only its own users' records) and spends minutes of CPU there: it runs in a second jest
 * beside the others. The others stay in one process, one after another: some share the
 * emulators' documents (the ingestion suites replace served datasets), and the limits that
 * count per instance hold only while the Functions emulator runs one instance of the API,
 * which concurrent suites would make it multiply.
 */
const SELF_CONTAINED = ['test/integration/fuzz\\.test\\.ts'];

function jest(report: string, args: string[]): Promise<number> {
  return run(
    'npm',
    [
      'run',
      'test:integration',
      '--workspace',
      'functions',
      '--',
      '--json',
      `--outputFile=${resultFile(report)}`,
      ...args,
    ],
    { cwd: ROOT },
  );
}

/** Both jest runs at once; a filter runs only what it names, in one jest. */
async function integration(filter: string | undefined): Promise<number> {
  if (filter === '-') return 0;
  if (filter) return jest('functions-emulated.json', [filter]);
  const codes = await Promise.all([
    jest('functions-emulated.json', ['--testPathIgnorePatterns', '/node_modules/', ...SELF_CONTAINED]),
    jest('functions-emulated-self-contained.json', [SELF_CONTAINED.join('|')]),
  ]);
  return codes.some((code) => code !== 0) ? 1 : 0;
}

async function main(): Promise<void> {
  const { JEST_FILTER, E2E_FILTER } = process.env;
  const integrationCode = await integration(JEST_FILTER);
  const e2e =
    E2E_FILTER === '-'
      ? 0
      : await run('npm', ['run', 'test:e2e', '--workspace', 'e2e', '--', ...filterArgs(E2E_FILTER)], {
          cwd: ROOT,
          env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: resultFile('e2e.json') },
        });
  process.exit(integrationCode !== 0 || e2e !== 0 ? 1 : 0);
}

void main();
