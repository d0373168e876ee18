/**
 * `npm test`: every check of the project, in order: lint, typecheck, unit tests, build,
 * then the integration, rules and end-to-end suites inside one run of the Firebase
 * emulators (with the project's own local services beside them). Every step runs even
 * when an earlier one failed, except those that need a build that failed. Exits non-zero
 * on any failure and ends with one line of totals.
 */
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { MissingDependencyError } from './lib/java';
import { LOCAL_PUBLISHER_SETTINGS } from '@cannabis-reports/test-support/src/local-publisher';
import { ensureLocalConfigFiles, ROOT, runInEmulators } from './lib/local-stack';
import { run, runHeld } from './lib/run';
import { failedTests, resetResults, resultFile, slowestFiles, totalCounts } from './lib/test-results';

/**
 * Node 20's test runner takes files, not globs: the scripts', importer's and local services'
 * tests. A local service keeps unit tests beside its code in `src/` and the suites that run
 * it whole in `test/`.
 */
function nodeTestFiles(): string[] {
  const folders = [
    path.join('scripts', 'lib'),
    path.join('scripts', 'lint'),
    path.join('scripts', 'docs'),
    path.join('data-import', 'src'),
    path.join('packages', 'contracts', 'src'),
    path.join('packages', 'datasets', 'src'),
    path.join('packages', 'reports', 'src'),
    path.join('packages', 'mcp-server', 'src'),
    path.join('bench', 'src'),
    // The journeys' pure helpers (figure comparisons); the journeys themselves run under Playwright.
    path.join('e2e', 'support'),
    ...readdirSync(path.join(ROOT, 'local-services')).flatMap((service) =>
      ['src', 'test'].map((folder) => path.join('local-services', service, folder)),
    ),
  ].filter((folder) => existsSync(path.join(ROOT, folder)));
  // Recursive: test files sit beside their modules in sub-folders too (data-import/src/views).
  return folders.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => path.join(folder, name)),
  );
}

/** node:test's own reporter of each file's time, for the slowest files at the end. */
const durationsReporter = (name: string) => [
  `--test-reporter=${path.join(ROOT, 'scripts', 'lib', 'test-durations-reporter.mjs')}`,
  `--test-reporter-destination=${resultFile(name)}`,
];

/** How many of the slowest test files the summary names. */
const SLOWEST_SHOWN = 15;

interface StepResult {
  name: string;
  code: number;
  seconds: number;
}

const results: StepResult[] = [];

/** Runs one step and records its outcome; `execute` answers the exit code. */
async function step(name: string, execute: () => Promise<number>): Promise<boolean> {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await execute();
  results.push({ name, code, seconds: (Date.now() - started) / 1000 });
  return code === 0;
}

const command = (name: string, args: string[]) => () => run(name, args, { cwd: ROOT });

/**
 * npm commands run at once, each one's output held and printed under its heading when it ends, so
 * the log reads as if they ran in turn. For steps that leave a CPU of this 2-CPU machine idle: ESLint
 * and the tsc runs are single-threaded (lint then typecheck took 141 s and 124 s, side by side 101 s and
 * 111 s, the machine shared), and so is jest's one unit worker (the functions' and web's unit tests took
 * 58 s in turn, 38 s side by side).
 */
async function stepsSideBySide(steps: { name: string; args: string[] }[]): Promise<void> {
  const outcomes = await Promise.all(
    steps.map(async ({ name, args }) => {
      const started = Date.now();
      const { code, output } = await runHeld('npm', args, { cwd: ROOT });
      console.log(`\n=== ${name} ===`);
      process.stdout.write(output);
      return { name, code, seconds: (Date.now() - started) / 1000 };
    }),
  );
  results.push(...outcomes);
}

async function main(): Promise<void> {
  ensureLocalConfigFiles();
  resetResults();
  // While working on one area: EMULATED_ONLY=1 runs only the build and the emulated suites.
  if (process.env.EMULATED_ONLY === '1') {
    if (await step('build', command('npm', ['run', 'build:local']))) {
      await step('integration, rules and end-to-end tests (emulators)', () =>
        runInEmulators('scripts/test-emulated.ts', LOCAL_PUBLISHER_SETTINGS),
      );
    }
    return summarize();
  }
  await stepsSideBySide([
    { name: 'lint', args: ['run', 'lint'] },
    { name: 'typecheck', args: ['run', 'typecheck'] },
  ]);
  await step(
    'unit tests: scripts, importer and local services',
    command(process.execPath, [
      '--import',
      'tsx',
      '--test',
      // Node's default is one file fewer than the CPUs, so one at a time here: most of a file's
      // time is starting Node and tsx, and two at once took 61-70 s where one took 103 s.
      `--test-concurrency=${availableParallelism()}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${resultFile('scripts-unit.tap')}`,
      ...durationsReporter('scripts-unit.durations.json'),
      ...nodeTestFiles(),
    ]),
  );
  await stepsSideBySide([
    {
      name: 'unit tests: functions',
      args: [
        'run',
        'test:unit',
        '--workspace',
        'functions',
        '--',
        '--json',
        `--outputFile=${resultFile('functions-unit.json')}`,
      ],
    },
    {
      name: 'unit tests: web',
      args: [
        'run',
        'test:unit',
        '--workspace',
        'web',
        '--',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${resultFile('web-unit.json')}`,
      ],
    },
  ]);
  if (await step('build', command('npm', ['run', 'build:local']))) {
    await step(
      'deploy check: functions install and load outside the workspace',
      command(process.execPath, [
        '--import',
        'tsx',
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${resultFile('deploy-check.tap')}`,
        ...durationsReporter('deploy-check.durations.json'),
        path.join('scripts', 'deploy', 'functions-upload.test.ts'),
      ]),
    );
    await step('integration, rules and end-to-end tests (emulators)', () =>
      runInEmulators('scripts/test-emulated.ts', LOCAL_PUBLISHER_SETTINGS),
    );
  }

  summarize();
}

function summarize(): void {
  console.log('\n=== summary ===');
  for (const { name, code, seconds } of results) {
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'}  ${name} (${seconds.toFixed(1)} s)`);
  }
  const slowest = slowestFiles(SLOWEST_SHOWN);
  if (slowest.length > 0) {
    console.log(`The ${slowest.length} slowest test files:`);
    for (const { file, seconds, runner } of slowest) {
      console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${runner.padEnd(16)}  ${file}`);
    }
  }
  const failedSteps = results.filter((result) => result.code !== 0).length;
  const failures = failedTests();
  if (failures.length > 0) console.log(`Failed tests:\n${failures.map((name) => `  ${name}`).join('\n')}`);
  const { passed, failed, skipped } = totalCounts();
  console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof MissingDependencyError ? error.message : error);
  process.exit(1);
});
