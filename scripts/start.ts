/**
 * `npm start`: builds functions and web, then runs the whole product on this machine with
 * no account and no internet: the Firebase emulators (Auth, Firestore, Functions, Hosting)
 * and the project's own local services. Ctrl-C stops everything.
 */
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
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './lib/demo-accounts';
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
      onLine: (line) => {
        if (line.includes('All emulators ready')) void announceReady(urls);
      },
    },
  );
  const code = await emulators.exited;
  await stop(code);
}

async function announceReady(urls: ReturnType<typeof localUrls>): Promise<void> {
  try {
    await seedDemoAccounts();
  } catch (error) {
    console.error('Could not create the demo accounts:', error);
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
