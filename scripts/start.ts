/**
 * `npm start`: builds functions and web, then runs the whole product on this machine with
 * no account and no internet: the Firebase emulators (Auth, Firestore, Functions, Hosting)
 * and the project's own local services. Ctrl-C stops everything.
 */
import path from 'node:path';
import {
  emulatorEnvironment,
  ensureLocalConfigFiles,
  firebaseBin,
  LOCAL_FIREBASE_CONFIG,
  localUrls,
  projectId,
  ROOT,
  startLocalServices,
  writeLocalFirebaseConfig,
} from './lib/local-stack';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './lib/demo-accounts';
import { formatSummary, importPath, loadSnapshot } from '@cannabis-reports/data-import';
import { isExpectedEmulatorNoise } from './lib/emulator-noise';
import { MissingDependencyError } from './lib/java';
import { ProcessGroup } from './lib/processes';
import { runOrExit } from './lib/run';

async function main(): Promise<void> {
  for (const change of ensureLocalConfigFiles()) console.log(change);
  const env = emulatorEnvironment();
  writeLocalFirebaseConfig();
  await runOrExit('npm', ['run', 'build:local'], { cwd: ROOT });

  const group = new ProcessGroup();
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping everything...');
    await group.stopAll();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  await startLocalServices(group);
  const urls = localUrls();
  const emulators = group.start(
    'firebase',
    firebaseBin(),
    ['emulators:start', '--config', LOCAL_FIREBASE_CONFIG, '--project', projectId()],
    {
      cwd: ROOT,
      env,
      prefix: false,
      hide: isExpectedEmulatorNoise,
      onLine: (line) => {
        if (line.includes('All emulators ready')) void announceReady(urls);
      },
    },
  );
  const code = await emulators.exited;
  await stop(code);
}

/**
 * The built-in reports' data: the files in REPORT_DATA_DIR when it is set, else the
 * generated sample (labelled 'Sample data' in the reports). Answers a line for the banner.
 */
async function loadReportData(): Promise<string> {
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: projectId() }));
  const folder = process.env.REPORT_DATA_DIR;
  if (!folder) {
    // The regulators' real figures, carried in the repository (data-snapshot/README.md).
    await loadSnapshot(db, path.join(ROOT, 'data-snapshot'));
    return 'the public data snapshot in data-snapshot/ (set REPORT_DATA_DIR to import other files)';
  }
  const summary = await importPath(db, folder);
  console.log(formatSummary(summary, 10));
  return `imported from ${folder}`;
}

async function announceReady(urls: ReturnType<typeof localUrls>): Promise<void> {
  try {
    await seedDemoAccounts();
  } catch (error) {
    console.error('Could not create the demo accounts:', error);
  }
  let reports = 'no data';
  try {
    reports = await loadReportData();
  } catch (error) {
    console.error('Could not load the report data:', error);
  }
  const accounts = DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(24)} ${account.description}`);
  console.log(
    [
      '',
      'The product is running locally:',
      `  App:         ${urls.app}`,
      `  API health:  ${urls.app}/api/health`,
      `  Mail inbox:  ${urls.inbox}`,
      `  Stripe emulator: ${urls.stripe} (state: ${urls.stripe}/_emulator/state)`,
      `  Reports:     ${reports}`,
      `  Demo accounts (password "${DEMO_PASSWORD}"):`,
      ...accounts,
      'Press Ctrl-C to stop everything.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof MissingDependencyError) {
    console.error(`\n${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
