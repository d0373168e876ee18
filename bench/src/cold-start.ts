/**
 * Cold start of the `api` function: the time Node takes to load functions/lib/index.js in an
 * `api` instance (FUNCTION_TARGET=api), as a ratio to a bare firebase-functions onRequest
 * hello-world, each in a fresh process.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const FUNCTIONS = path.resolve(__dirname, '../../functions');
/**
 * The deployed bundle holds the Express app inside index.js; to time its first load alone,
 * the bench bundles it on its own, beside functions' node_modules so it resolves the same packages.
 */
const APP_BUNDLE = 'node_modules/.cache/bench/app.js';

const functionsDependencies = (): Record<string, string> =>
  (JSON.parse(readFileSync(path.join(FUNCTIONS, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
    .dependencies;

function bundleApp(): void {
  buildSync({
    absWorkingDir: FUNCTIONS,
    entryPoints: ['src/http/app.ts'],
    outfile: APP_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // As functions' own build: registry packages stay external, the workspace contracts are bundled.
    external: Object.keys(functionsDependencies()).flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
}

const PROGRAMS = {
  // As in an `api` instance, where the runtime names the function it serves.
  api: "process.env.FUNCTION_TARGET='api';const t=performance.now();require('./lib/index.js');process.stdout.write(String(performance.now()-t))",
  helloWorld:
    "const t=performance.now();const {onRequest}=require('firebase-functions/v2/https');exports.hello=onRequest((q,r)=>{r.send('hi')});process.stdout.write(String(performance.now()-t))",
  /** Not part of the budget: the first request's lazy load of the Express app and its routes. */
  apiFirstRequest:
    "const t=performance.now();require('./node_modules/.cache/bench/app.js').createApp();process.stdout.write(String(performance.now()-t))",
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function coldStart(runs = 7) {
  bundleApp();
  const measure = (program: string) =>
    median(
      Array.from({ length: runs }, () =>
        Number(
          execFileSync(process.execPath, ['-e', program], {
            cwd: FUNCTIONS,
            env: { ...process.env, METADATA_SERVER_DETECTION: 'none' },
          }),
        ),
      ),
    );
  const api = measure(PROGRAMS.api);
  const helloWorld = measure(PROGRAMS.helloWorld);
  return { api, helloWorld, ratio: api / helloWorld, apiFirstRequest: measure(PROGRAMS.apiFirstRequest) };
}
