/**
 * Functions deploy as Firebase deploys them: `firebase deploy` uploads the functions folder
 * alone (minus firebase.json's ignore list), and the build service installs its
 * dependencies from the registry with its own lockfile, outside our workspace. This copies
 * exactly the files firebase-tools would upload (its own file lister), installs them in an
 * empty folder outside the repository, and loads the entry module as Cloud Functions does.
 * Needs the build (lib/) and the npm registry.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const ROOT = path.resolve(__dirname, '..', '..');
const FUNCTIONS = path.join(ROOT, 'functions');

interface FunctionsConfig {
  source: string;
  ignore?: string[];
}

interface Listed {
  name: string;
}

/** firebase-tools' own lister of the upload (the same call its deploy makes). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- firebase-tools ships CommonJS without types for this module
const { readdirRecursive } = require('firebase-tools/lib/fsAsync') as {
  readdirRecursive(options: { path: string; ignoreStrings: string[] }): Promise<Listed[]>;
};

let uploadDir = '';
let uploaded: string[] = [];

before(async () => {
  const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    functions: FunctionsConfig[];
  };
  const config = firebaseJson.functions.find((entry) => entry.source === 'functions');
  assert.ok(config, 'firebase.json deploys the functions folder');
  // firebase-tools adds these to every upload's ignore list.
  const ignore = [...(config.ignore ?? ['node_modules', '.git']), 'firebase-debug.log', 'firebase-debug.*.log'];
  const listed = await readdirRecursive({ path: FUNCTIONS, ignoreStrings: ignore });
  uploaded = listed.map((file) => path.relative(FUNCTIONS, file.name)).sort();
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'functions-upload-'));
  for (const file of uploaded) {
    mkdirSync(path.dirname(path.join(uploadDir, file)), { recursive: true });
    cpSync(path.join(FUNCTIONS, file), path.join(uploadDir, file));
  }
});

after(() => {
  if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
});

test('the upload holds the built bundle, package.json and its lockfile, and no sources, tests or local settings', () => {
  assert.ok(uploaded.includes('lib/index.js'), 'lib/index.js is uploaded (run the build first)');
  assert.ok(uploaded.includes('package.json'));
  assert.ok(uploaded.includes('package-lock.json'), 'functions has its own lockfile for a reproducible install');
  for (const file of uploaded) {
    assert.doesNotMatch(file, /^(src|test|scripts|node_modules)\//, `${file} is not uploaded`);
    assert.doesNotMatch(file, /\.local$|\.example$|^tsconfig/, `${file} is not uploaded`);
  }
});

test('package.json names only registry packages, so an install outside the workspace resolves no stranger', () => {
  const manifest = JSON.parse(readFileSync(path.join(uploadDir, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  assert.match(manifest.name, /^@cannabis-reports\//);
  const all = { ...manifest.dependencies, ...manifest.devDependencies };
  for (const [name, range] of Object.entries(all)) {
    assert.doesNotMatch(name, /^@cannabis-reports\//, `${name} is a workspace package`);
    assert.doesNotMatch(range, /^(\*|file:|link:|workspace:)/, `${name}@${range} is not a registry range`);
  }
});

test(
  'npm ci installs it outside the workspace, and the entry module loads every function',
  { timeout: 300_000 },
  () => {
    // `npm ci` fails when the lockfile does not match package.json: the install is the one we tested.
    // --prefer-offline takes what the workspace's install just cached (checked against the lockfile's
    // integrity) without asking the registry again: only a package not in the cache is fetched.
    const flags = ['--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
    execFileSync('npm', ['ci', ...flags], {
      cwd: uploadDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    assert.ok(existsSync(path.join(uploadDir, 'node_modules', 'firebase-functions')));
    const loaded = execFileSync(
      process.execPath,
      ['-e', "const m = require('./lib/index.js'); process.stdout.write(JSON.stringify(Object.keys(m).sort()))"],
      // As on deploy: no FUNCTION_TARGET, so every function is visible; no metadata server here.
      { cwd: uploadDir, env: { PATH: process.env.PATH ?? '', METADATA_SERVER_DETECTION: 'none' }, encoding: 'utf8' },
    );
    assert.deepEqual(JSON.parse(loaded), [
      'alertFanOutTask',
      'api',
      'createUserRecord',
      'deleteUserData',
      'ingestPublishedData',
      'ingestSourceTask',
      'pages',
      'reconcileSubscriptions',
      'refuseClientSignUp',
      'sendMonthlyReportMails',
      'sendWeeklyDigests',
      'sendWeeklyReportMails',
      'stripeWebhook',
      'sweepUnsentAlerts',
    ]);
    // The pages function loads its renderers only when it serves: they must resolve here too.
    execFileSync(
      process.execPath,
      [
        '-e',
        "require('react-dom/server'); require.resolve('@resvg/resvg-wasm/index_bg.wasm');" +
          // The Open Graph image's words are set in Inter, read from its package (og-image.ts).
          " require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf');" +
          " require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')",
      ],
      { cwd: uploadDir, env: { PATH: process.env.PATH ?? '' } },
    );
    // `/reports` is rendered by the web app's server build, copied beside the bundle and loaded by the
    // page that needs it (decision 0163): it must load with the functions' own React.
    const exported = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('./lib/web-render/render-app.js'); process.stdout.write(JSON.stringify(Object.keys(m)))",
      ],
      { cwd: uploadDir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' },
    );
    for (const name of ['renderReportsPage', 'viewParamsOf', 'pageStateElement'])
      assert.ok((JSON.parse(exported) as string[]).includes(name), `the server render exports ${name}`);
  },
);
