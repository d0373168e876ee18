/**
 * Cold start of the `api` function: the time Node takes to load functions/lib/index.js in an
 * `api` instance (FUNCTION_TARGET=api), as a ratio to a bare firebase-functions onRequest
 * hello-world, each in a fresh process.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const FUNCTIONS = path.resolve(__dirname, '../../functions');

const PROGRAMS = {
  // As in an `api` instance, where the runtime names the function it serves.
  api: "process.env.FUNCTION_TARGET='api';const t=performance.now();require('./lib/index.js');process.stdout.write(String(performance.now()-t))",
  helloWorld:
    "const t=performance.now();const {onRequest}=require('firebase-functions/v2/https');exports.hello=onRequest((q,r)=>{r.send('hi')});process.stdout.write(String(performance.now()-t))",
  /** Not part of the budget: the first request's lazy load of the Express app and its routes. */
  apiFirstRequest:
    "const t=performance.now();require('./lib/http/app').createApp();process.stdout.write(String(performance.now()-t))",
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function coldStart(runs = 7) {
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
