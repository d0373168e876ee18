import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { ROOT } from './local-stack';
import {
  jestDurations,
  jestFailures,
  nodeTestDurations,
  playwrightDurations,
  playwrightFailures,
  slowestFiles,
  tapFailures,
} from './test-results';

it('names the failed tests of a jest report, and a suite that did not run', () => {
  const report = {
    testResults: [
      {
        name: path.join(ROOT, 'functions/test/a.test.ts'),
        assertionResults: [
          { fullName: 'billing refunds once', status: 'failed' },
          { fullName: 'billing charges', status: 'passed' },
        ],
      },
      { name: path.join(ROOT, 'functions/test/b.test.ts'), message: 'Cannot find module', assertionResults: [] },
      { name: path.join(ROOT, 'functions/test/c.test.ts'), message: '', assertionResults: [] },
    ],
  };
  assert.deepEqual(jestFailures(JSON.stringify(report)), [
    'functions/test/a.test.ts › billing refunds once',
    'functions/test/b.test.ts (the suite failed to run)',
  ]);
});

it('names the Playwright tests that failed on every retry, not the flaky ones', () => {
  const report = {
    suites: [
      {
        title: 'reports.spec.ts',
        specs: [
          { title: 'opens', file: 'reports.spec.ts', line: 3, tests: [{ status: 'expected' }] },
          { title: 'flaky', file: 'reports.spec.ts', line: 9, tests: [{ status: 'flaky' }] },
        ],
        suites: [
          {
            title: 'export',
            specs: [{ title: 'downloads', file: 'reports.spec.ts', line: 20, tests: [{ status: 'unexpected' }] }],
          },
        ],
      },
    ],
    errors: [{ message: 'Timed out waiting 300s for the webServer\nmore' }],
  };
  assert.deepEqual(playwrightFailures(JSON.stringify(report)), [
    'reports.spec.ts:20 › export › downloads',
    '(run error) Timed out waiting 300s for the webServer',
  ]);
});

it('names the failed tests of a TAP report', () => {
  const tap = [
    'TAP version 13',
    'ok 1 - parses',
    '    not ok 2 - rejects a bad row',
    'not ok 3 - importer',
    '# fail 2',
  ];
  assert.deepEqual(tapFailures(tap.join('\n')), ['rejects a bad row', 'importer']);
});

it('times each file of a jest or vitest report by its start and end, skipping one that never started', () => {
  const report = {
    testResults: [
      { name: path.join(ROOT, 'functions/src/a.test.ts'), startTime: 1_000, endTime: 3_500 },
      { name: path.join(ROOT, 'functions/src/b.test.ts') },
    ],
  };
  assert.deepEqual(jestDurations(JSON.stringify(report), 'jest'), [
    { file: 'functions/src/a.test.ts', seconds: 2.5, runner: 'jest' },
  ]);
});

it("times each Playwright spec file by all its tests' attempts, nested suites and retries included", () => {
  const report = {
    config: { rootDir: path.join(ROOT, 'e2e', 'tests') },
    suites: [
      {
        file: 'reports.spec.ts',
        specs: [{ file: 'reports.spec.ts', tests: [{ results: [{ duration: 1_000 }, { duration: 500 }] }] }],
        suites: [{ specs: [{ file: 'reports.spec.ts', tests: [{ results: [{ duration: 250 }] }] }] }],
      },
      { file: 'demo.spec.ts', specs: [{ file: 'demo.spec.ts', tests: [{ results: [] }] }] },
    ],
  };
  assert.deepEqual(playwrightDurations(JSON.stringify(report)), [
    { file: 'e2e/tests/reports.spec.ts', seconds: 1.75, runner: 'playwright' },
    { file: 'e2e/tests/demo.spec.ts', seconds: 0, runner: 'playwright' },
  ]);
});

it('names the slowest files over every runner, slowest first, as many as asked', (context) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'test-results-'));
  context.after(() => rmSync(folder, { recursive: true, force: true }));
  const at = (file: string) => path.join(ROOT, file);
  writeFileSync(
    path.join(folder, 'scripts-unit.durations.json'),
    JSON.stringify({ [at('scripts/lib/a.test.ts')]: 4_000, [at('scripts/lib/b.test.ts')]: 100 }),
  );
  const jest = (file: string, seconds: number) => ({ name: at(file), startTime: 0, endTime: seconds * 1000 });
  writeFileSync(
    path.join(folder, 'web-unit.json'),
    JSON.stringify({ testResults: [jest('web/src/c.test.tsx', 7), jest('web/src/d.test.tsx', 1)] }),
  );
  writeFileSync(
    path.join(folder, 'e2e.json'),
    JSON.stringify({
      config: { rootDir: at('e2e/tests') },
      suites: [{ specs: [{ file: 'e.spec.ts', tests: [{ results: [{ duration: 30_000 }] }] }] }],
    }),
  );
  writeFileSync(path.join(folder, 'functions-unit.json'), '{"testResults": [');
  assert.deepEqual(slowestFiles(3, folder), [
    { file: 'e2e/tests/e.spec.ts', seconds: 30, runner: 'playwright' },
    { file: 'web/src/c.test.tsx', seconds: 7, runner: 'vitest' },
    { file: 'scripts/lib/a.test.ts', seconds: 4, runner: 'node:test' },
  ]);
  assert.deepEqual(nodeTestDurations(JSON.stringify({ [at('bench/src/x.test.ts')]: 1_500 }), 'node:test'), [
    { file: 'bench/src/x.test.ts', seconds: 1.5, runner: 'node:test' },
  ]);
});
