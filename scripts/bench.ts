/**
 * `npm run bench`: builds the app, starts the emulators and the local services as
 * `npm test` does, and runs bench/src/main.ts inside them. Its figures (bundle per route,
 * cold start, latency, load) are printed with their budgets; the exit code says whether
 * every budget was met.
 */
import {
  emulatorEnvironment,
  ensureLocalConfigFiles,
  firebaseBin,
  LOCAL_FIREBASE_CONFIG,
  projectId,
  ROOT,
  startLocalServices,
  tsxBin,
  writeLocalFirebaseConfig,
} from './lib/local-stack';
import { ProcessGroup } from './lib/processes';
import { run, runOrExit } from './lib/run';

async function main(): Promise<void> {
  ensureLocalConfigFiles();
  const env = emulatorEnvironment();
  writeLocalFirebaseConfig();
  await runOrExit('npm', ['run', 'build:local'], { cwd: ROOT });
  const group = new ProcessGroup();
  try {
    await startLocalServices(group);
    process.exitCode = await run(
      firebaseBin(),
      ['emulators:exec', '--config', LOCAL_FIREBASE_CONFIG, '--project', projectId(), `${tsxBin()} bench/src/main.ts`],
      { cwd: ROOT, env },
    );
  } finally {
    await group.stopAll();
  }
}

void main();
