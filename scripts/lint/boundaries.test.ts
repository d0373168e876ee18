/**
 * The import boundaries `npm run lint` enforces, checked on small sources placed where a
 * real file would sit: each rule refuses what it exists to refuse, and allows the import
 * the codebase uses instead.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The import-boundary rules one import breaks when placed in `file`. */
async function brokenRules(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, {
    filePath: path.join(ROOT, file),
  });
  return result.messages
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) => rule === 'no-restricted-imports' || rule === 'boundaries/stay-in-package');
}

const imports = (from: string) => `import { imported } from '${from}';`;

describe('packages reach each other by name only', () => {
  it('refuses a relative path from the web into the functions', async () => {
    assert.notDeepEqual(await brokenRules('web/src/lib/x.ts', imports('../../../functions/src/errors')), []);
  });

  it('refuses a relative path into a sibling package under local-services/ or packages/', async () => {
    assert.deepEqual(
      await brokenRules('local-services/mail-inbox/src/x.ts', imports('../../stripe-emulator/src/route')),
      ['boundaries/stay-in-package'],
    );
    assert.deepEqual(await brokenRules('packages/contracts/src/x.ts', imports('../../other/src/x')), [
      'boundaries/stay-in-package',
    ]);
  });

  it('allows the package name and paths inside the package', async () => {
    assert.deepEqual(await brokenRules('web/src/lib/x.ts', imports('@cannabis-reports/contracts')), []);
    assert.deepEqual(await brokenRules('local-services/mail-inbox/test/x.ts', imports('../src/inbox')), []);
  });
});

describe('the web app imports one way: shared code, then features, then the app', () => {
  it('refuses a feature in shared components/ and lib/', async () => {
    assert.notDeepEqual(await brokenRules('web/src/components/layout/x.tsx', imports('../../features/auth/api/x')), []);
    assert.notDeepEqual(await brokenRules('web/src/lib/x.ts', imports('../features/report-viewer/section/format')), []);
  });

  it('refuses one feature importing another, at any depth', async () => {
    assert.notDeepEqual(await brokenRules('web/src/features/billing/x.ts', imports('../auth/x')), []);
    assert.notDeepEqual(
      await brokenRules('web/src/features/billing/components/x.tsx', imports('../../reports/components/chart')),
      [],
    );
    assert.notDeepEqual(
      await brokenRules('web/src/features/billing/a/b/c/d/x.ts', imports('../../../../../auth/x')),
      [],
    );
  });

  it('allows a feature its own files and the shared code', async () => {
    assert.deepEqual(await brokenRules('web/src/features/billing/components/x.tsx', imports('../api/checkout')), []);
    assert.deepEqual(
      await brokenRules('web/src/features/billing/components/x.tsx', imports('../../../lib/use-query')),
      [],
    );
  });
});

describe("the report viewer's chart engine is reached through its two doors", () => {
  const viewer = 'web/src/features/report-viewer';

  it('refuses a chart module other than the chart and its SVG drawing, from the viewer or the app', async () => {
    assert.notDeepEqual(await brokenRules(`${viewer}/export/x.ts`, imports('../chart/draw-in-turn')), []);
    assert.notDeepEqual(await brokenRules(`${viewer}/report/x.tsx`, imports('../chart/chart-axes')), []);
    assert.notDeepEqual(await brokenRules(`${viewer}/x.ts`, imports('./chart/period-ticks')), []);
    assert.notDeepEqual(
      await brokenRules('web/src/app/routes/x.tsx', imports('../../features/report-viewer/chart/value-axis')),
      [],
    );
  });

  it('allows the two doors from outside, and any chart module from inside chart/', async () => {
    assert.deepEqual(await brokenRules(`${viewer}/report/x.tsx`, imports('../chart/chart')), []);
    assert.deepEqual(await brokenRules(`${viewer}/export/x.ts`, imports('../chart/chart-svg')), []);
    assert.deepEqual(await brokenRules(`${viewer}/chart/x.ts`, imports('./chart-axes')), []);
  });
});

describe('the server layers', () => {
  it('keeps routes away from Firebase Admin and Stripe', async () => {
    assert.notDeepEqual(await brokenRules('functions/src/http/routes/x.ts', imports('firebase-admin/auth')), []);
    assert.notDeepEqual(
      await brokenRules('functions/src/http/routes/x.ts', imports('../../services/platform/firebase')),
      [],
    );
    assert.notDeepEqual(await brokenRules('functions/src/http/routes/x.ts', imports('stripe')), []);
    assert.deepEqual(
      await brokenRules('functions/src/http/routes/x.ts', imports('../../services/billing/checkout')),
      [],
    );
  });

  it('keeps services and reports from importing the HTTP layer', async () => {
    assert.notDeepEqual(
      await brokenRules('functions/src/services/billing/x.ts', imports('../../http/middleware/rate-limit')),
      [],
    );
    assert.notDeepEqual(await brokenRules('functions/src/reports/x.ts', imports('../http/app')), []);
  });
});

describe('the versioned store has one owner per collection family', () => {
  /** How many times `source`, placed in `file`, names a collection of the store. */
  async function namings(file: string, source: string): Promise<number> {
    const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
    return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
  }
  const reads = [
    "export const a = (db: any) => db.collection('datasets').doc('x');",
    'export const b = (db: any, id: string) => db.doc(`datasets/${id}/versions/v`);',
    "export const c = (db: any) => db.doc('reportViews/x').collection('parts');",
    "const VIEWS = 'reportViews';\nexport const d = (db: any) => db.collection(VIEWS);",
  ].join('\n');

  it('refuses a product file that names the datasets, versions, parts or report views', async () => {
    assert.equal(await namings('functions/src/services/datasets/x.ts', reads), 5);
    assert.equal(await namings('bench/src/x.ts', reads), 5);
    assert.equal(await namings('data-import/src/x.ts', reads), 5);
  });

  it('lets the owners name their own layout, and tests look at it', async () => {
    assert.equal(await namings('data-import/src/store/dataset-layout.ts', reads), 0);
    assert.equal(await namings('packages/reports/src/kit/view-layout.ts', reads), 0);
    assert.equal(await namings('functions/test/integration/x.test.ts', reads), 0);
  });

  it('leaves the other collections alone', async () => {
    assert.equal(
      await namings('functions/src/services/x.ts', "export const u = (db: any) => db.collection('users');"),
      0,
    );
  });
});
