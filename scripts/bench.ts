/**
 * `npm run bench`: builds the app, starts the emulators and the local services as
 * `npm test` does, and runs bench/src/main.ts inside them. Its figures (bundle per route,
 * cold start, latency, load) are printed with their budgets; the exit code says whether
 * every budget was met.
 */
import { ensureLocalConfigFiles, ROOT, runInEmulators } from './lib/local-stack';
import { runOrExit } from './lib/run';

async function main(): Promise<void> {
  ensureLocalConfigFiles();
  // BENCH_ONLY=report-builds, hundred-times, alert-fan-out, as-of-reads or forecasts measures that section alone, which needs no app build.
  if (
    !['report-builds', 'hundred-times', 'alert-fan-out', 'as-of-reads', 'forecasts'].includes(
      process.env.BENCH_ONLY ?? '',
    )
  ) {
    await runOrExit('npm', ['run', 'build:local'], { cwd: ROOT });
  }
  process.exitCode = await runInEmulators('bench/src/main.ts');
}

void main();
