/**
 * Reads the machine-readable reports that each test runner writes, so `npm test` can end
 * with one total over every layer.
 */
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './local-stack';

export const RESULTS_DIR = path.join(ROOT, '.cache', 'test-results');

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export function resetResults(): void {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
}

export const resultFile = (name: string) => path.join(RESULTS_DIR, name);

/** jest --json and vitest's json reporter share this format. */
function jestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests?: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

function playwrightCounts(file: string): Counts {
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

function tapCounts(file: string): Counts {
  const text = readFileSync(file, 'utf8');
  const read = (key: string) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { passed: read('pass'), failed: read('fail'), skipped: read('skipped') + read('todo') };
}

/** The failed tests of a jest or vitest report, as "file › full name". */
export function jestFailures(text: string): string[] {
  const report = JSON.parse(text) as {
    testResults?: {
      name: string;
      message?: string;
      assertionResults?: { fullName: string; status: string }[];
    }[];
  };
  return (report.testResults ?? []).flatMap(({ name, message, assertionResults = [] }) => {
    const file = path.relative(ROOT, name);
    const failed = assertionResults.filter((test) => test.status === 'failed');
    // A suite that fails to load has no assertion results, only its message.
    if (failed.length === 0 && message) return [`${file} (the suite failed to run)`];
    return failed.map((test) => `${file} › ${test.fullName}`);
  });
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** The tests that failed on every retry ('unexpected') in a Playwright JSON report. */
export function playwrightFailures(text: string): string[] {
  const report = JSON.parse(text) as { suites?: PlaywrightSuite[]; errors?: { message?: string }[] };
  const visit = (suite: PlaywrightSuite, titles: string[]): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`),
    ...(suite.suites ?? []).flatMap((child) => visit(child, [...titles, child.title])),
  ];
  const errors = (report.errors ?? []).map((error) => `(run error) ${error.message?.split('\n')[0] ?? ''}`);
  return [...(report.suites ?? []).flatMap((suite) => visit(suite, [])), ...errors];
}

/** The failed tests of a TAP report ("not ok N - name"), sub-tests included. */
export function tapFailures(text: string): string[] {
  return [...text.matchAll(/^\s*not ok \d+ - (.+)$/gm)].map((match) => match[1]);
}

/** How long one test file took, and which runner ran it. */
export interface FileDuration {
  file: string;
  seconds: number;
  runner: string;
}

/** jest --json and vitest's json reporter both time each file (`startTime`, `endTime`, in ms). */
export function jestDurations(text: string, runner: string): FileDuration[] {
  const report = JSON.parse(text) as { testResults?: { name: string; startTime?: number; endTime?: number }[] };
  return (report.testResults ?? [])
    .filter(({ startTime, endTime }) => startTime !== undefined && endTime !== undefined)
    .map(({ name, startTime = 0, endTime = 0 }) => ({
      file: path.relative(ROOT, name),
      seconds: (endTime - startTime) / 1000,
      runner,
    }));
}

/**
 * A Playwright JSON report's time per spec file: every attempt of every test in it (retries
 * included), as the file held its worker that long.
 */
export function playwrightDurations(text: string): FileDuration[] {
  interface Suite {
    file?: string;
    specs?: { file: string; tests: { results?: { duration: number }[] }[] }[];
    suites?: Suite[];
  }
  const report = JSON.parse(text) as { config?: { rootDir?: string }; suites?: Suite[] };
  const rootDir = report.config?.rootDir ?? ROOT;
  const milliseconds = new Map<string, number>();
  const visit = (suite: Suite): void => {
    for (const spec of suite.specs ?? []) {
      const spent = spec.tests.flatMap((test) => test.results ?? []).reduce((sum, result) => sum + result.duration, 0);
      milliseconds.set(spec.file, (milliseconds.get(spec.file) ?? 0) + spent);
    }
    (suite.suites ?? []).forEach(visit);
  };
  (report.suites ?? []).forEach(visit);
  return [...milliseconds].map(([file, spent]) => ({
    file: path.relative(ROOT, path.resolve(rootDir, file)),
    seconds: spent / 1000,
    runner: 'playwright',
  }));
}

/** What scripts/lib/test-durations-reporter.mjs writes: `{ "<absolute file>": milliseconds }`. */
export function nodeTestDurations(text: string, runner: string): FileDuration[] {
  return Object.entries(JSON.parse(text) as Record<string, number>).map(([file, spent]) => ({
    file: path.relative(ROOT, file),
    seconds: spent / 1000,
    runner,
  }));
}

/** Each runner's timing report, as `npm test` names it, and how to read it. */
const DURATION_READERS: [string, (text: string) => FileDuration[]][] = [
  ['scripts-unit.durations.json', (text) => nodeTestDurations(text, 'node:test')],
  ['deploy-check.durations.json', (text) => nodeTestDurations(text, 'node:test')],
  ['functions-unit.json', (text) => jestDurations(text, 'jest')],
  ['web-unit.json', (text) => jestDurations(text, 'vitest')],
  ['functions-emulated.json', (text) => jestDurations(text, 'jest (emulators)')],
  ['e2e.json', playwrightDurations],
];

/** The `limit` slowest test files over every report present in `folder`, slowest first. */
export function slowestFiles(limit: number, folder = RESULTS_DIR): FileDuration[] {
  return DURATION_READERS.flatMap(([name, read]) => {
    const file = path.join(folder, name);
    if (!existsSync(file)) return [];
    try {
      return read(readFileSync(file, 'utf8'));
    } catch {
      // A runner that crashed mid-write leaves a partial report; its failure is told above.
      return [];
    }
  })
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, limit);
}

const READERS: [string, (file: string) => Counts, (text: string) => string[]][] = [
  ['scripts-unit.tap', tapCounts, tapFailures],
  ['deploy-check.tap', tapCounts, tapFailures],
  ['functions-unit.json', jestCounts, jestFailures],
  ['web-unit.json', jestCounts, jestFailures],
  ['functions-emulated.json', jestCounts, jestFailures],
  ['e2e.json', playwrightCounts, playwrightFailures],
];

/** Totals over every report present; a missing report means that layer did not run. */
export function totalCounts(): Counts {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const [name, read] of READERS) {
    const file = resultFile(name);
    if (!existsSync(file)) continue;
    const counts = read(file);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  return total;
}

/**
 * Every failed test by name, so the last lines of a long CI log say what to look at
 * (a log is often read from its tail only).
 */
export function failedTests(): string[] {
  return READERS.flatMap(([name, , failures]) => {
    const file = resultFile(name);
    if (!existsSync(file)) return [];
    try {
      return failures(readFileSync(file, 'utf8'));
    } catch {
      return [`${name}: the report could not be read`];
    }
  });
}
