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
