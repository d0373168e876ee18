import assert from 'node:assert/strict';
import path from 'node:path';
import { it } from 'node:test';
import { ROOT } from './local-stack';
import { jestFailures, playwrightFailures, tapFailures } from './test-results';

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
