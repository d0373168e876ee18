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

/** Totals over every report present; a missing report means that layer did not run. */
export function totalCounts(): Counts {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const readers: [string, (file: string) => Counts][] = [
    ['scripts-unit.tap', tapCounts],
    ['deploy-check.tap', tapCounts],
    ['functions-unit.json', jestCounts],
    ['web-unit.json', jestCounts],
    ['functions-emulated.json', jestCounts],
    ['e2e.json', playwrightCounts],
  ];
  for (const [name, read] of readers) {
    const file = resultFile(name);
    if (!existsSync(file)) continue;
    const counts = read(file);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  return total;
}
