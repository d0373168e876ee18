/**
 * Everything `npm start` and `npm test` share to run the product locally and offline:
 * local config files, Java and the Firestore emulator for firebase-tools, the local
 * Firebase config, and the project's own services (SMTP inbox, Stripe emulator) around
 * the emulators.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepareFirestoreEmulator } from './firestore-emulator';
import { findJava } from './java';
import { isPortFree, ProcessGroup, waitForPort } from './processes';
import { run } from './run';

export const ROOT = path.resolve(__dirname, '..', '..');
export const LOCAL_FIREBASE_CONFIG = 'firebase.local.json';
const HOST = '127.0.0.1';

interface FirebaseJson {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  emulators: Record<string, { host?: string; port?: number }>;
}

function readFirebaseJson(): FirebaseJson {
  return JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
}

export function projectId(): string {
  const rc = JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')) as { projects: { default: string } };
  return rc.projects.default;
}

/** Emulator ports come from firebase.json, the one place they are set. */
export function emulatorPort(name: 'auth' | 'firestore' | 'functions' | 'hosting'): number {
  const port = readFirebaseJson().emulators[name]?.port;
  if (!port) throw new Error(`firebase.json sets no port for the ${name} emulator`);
  return port;
}

export const localServicePorts = {
  smtp: Number(process.env.MAIL_INBOX_SMTP_PORT ?? 1025),
  inbox: Number(process.env.MAIL_INBOX_HTTP_PORT ?? 1080),
  stripe: Number(process.env.STRIPE_EMULATOR_PORT ?? 12111),
};

export function localUrls() {
  return {
    app: `http://${HOST}:${emulatorPort('hosting')}`,
    inbox: `http://${HOST}:${localServicePorts.inbox}`,
    stripe: `http://${HOST}:${localServicePorts.stripe}`,
  };
}

/** Git-ignored local settings, made from their committed examples on first run. */
const LOCAL_CONFIG_FILES = [
  ['functions/.env.example', 'functions/.env.local'],
  ['functions/.secret.local.example', 'functions/.secret.local'],
] as const;

const settingName = (line: string) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];

/**
 * The settings of `exampleText` that `localText` lacks, as lines to append: a local file
 * made before a new setting existed gets it, and values already there are never touched.
 */
export function missingSettings(exampleText: string, localText: string): string[] {
  const present = new Set(localText.split(/\r?\n/).map(settingName).filter(Boolean));
  return exampleText.split(/\r?\n/).filter((line) => {
    const name = settingName(line);
    return name !== undefined && !present.has(name);
  });
}

/** Makes or completes the local settings files; answers what it did, for the launcher to say. */
export function ensureLocalConfigFiles(): string[] {
  const changes: string[] = [];
  for (const [example, local] of LOCAL_CONFIG_FILES) {
    const examplePath = path.join(ROOT, example);
    const localPath = path.join(ROOT, local);
    if (!existsSync(localPath)) {
      copyFileSync(examplePath, localPath);
      changes.push(`Created ${local} from ${example} (local values).`);
      continue;
    }
    const missing = missingSettings(readFileSync(examplePath, 'utf8'), readFileSync(localPath, 'utf8'));
    if (missing.length) {
      const text = readFileSync(localPath, 'utf8');
      writeFileSync(localPath, `${text}${text.endsWith('\n') ? '' : '\n'}${missing.join('\n')}\n`);
      changes.push(`Added ${missing.map(settingName).join(', ')} to ${local} from ${example}.`);
    }
  }
  return changes;
}

/**
 * firebase.json holds the production Content-Security-Policy. Locally the browser also
 * talks to the Auth emulator, so the emulators run on a copy whose CSP allows that origin.
 */
export function writeLocalFirebaseConfig(): string {
  const config = readFirebaseJson();
  const authOrigin = `http://${HOST}:${emulatorPort('auth')}`;
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') {
        header.value = header.value.replace('connect-src ', `connect-src ${authOrigin} `);
      }
    }
  }
  const file = path.join(ROOT, LOCAL_FIREBASE_CONFIG);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** Environment for firebase-tools: a Java >= 21 first on PATH and the offline Firestore jar. */
export function emulatorEnvironment(baseEnv: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const { java } = findJava({ env: baseEnv });
  const env: NodeJS.ProcessEnv = {
    ...baseEnv,
    PATH: [path.dirname(java), baseEnv.PATH].filter(Boolean).join(path.delimiter),
    JAVA_HOME: path.dirname(path.dirname(java)),
    // Google client libraries must not probe the cloud metadata server (169.254.169.254)
    // for credentials: the local stack talks to loopback only.
    METADATA_SERVER_DETECTION: 'none',
  };
  const firestore = prepareFirestoreEmulator(baseEnv, path.join(ROOT, '.cache', 'firestore-emulator'));
  if (firestore.kind === 'download') {
    console.warn(
      'No local Firestore emulator jar was found, so firebase-tools will try to download one. ' +
        'Offline, install the google-cloud-cli-firestore-emulator package first.',
    );
  } else {
    env.FIRESTORE_EMULATOR_BINARY_PATH = firestore.jar;
  }
  return env;
}

export function firebaseBin(): string {
  return path.join(ROOT, 'node_modules', '.bin', 'firebase');
}

export function tsxBin(): string {
  return path.join(ROOT, 'node_modules', '.bin', 'tsx');
}

/** The `stripeWebhook` function in the Functions emulator, where the Stripe emulator sends events. */
export function stripeWebhookUrl(): string {
  return `http://${HOST}:${emulatorPort('functions')}/${projectId()}/us-central1/stripeWebhook`;
}

/**
 * A value of the functions' local settings (`.env.local` or `.secret.local`), so the local
 * services and scripts use the same keys, secrets and price as the functions.
 */
export function localFunctionsSetting(file: '.env.local' | '.secret.local', name: string): string {
  const text = readFileSync(path.join(ROOT, 'functions', file), 'utf8');
  const line = text.split(/\r?\n/).find((entry) => entry.startsWith(`${name}=`));
  if (!line) throw new Error(`functions/${file} has no ${name}; compare it with its .example file`);
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/^"(.*)"$/, '$1');
}

/** Starts the project's own local services and waits until each one accepts connections. */
export async function startLocalServices(group: ProcessGroup): Promise<void> {
  for (const port of Object.values(localServicePorts)) {
    if (!(await isPortFree(HOST, port))) {
      throw new Error(`Port ${port} on ${HOST} is taken: stop whatever uses it (an earlier \`npm start\`?) and retry.`);
    }
  }
  group.start('inbox', tsxBin(), ['local-services/mail-inbox/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      MAIL_INBOX_SMTP_PORT: String(localServicePorts.smtp),
      MAIL_INBOX_HTTP_PORT: String(localServicePorts.inbox),
      // The Auth emulator's password-reset mails are shown in the inbox too.
      AUTH_EMULATOR_URL: `http://${HOST}:${emulatorPort('auth')}`,
      FIREBASE_PROJECT_ID: projectId(),
    },
  });
  group.start('stripe', tsxBin(), ['local-services/stripe-emulator/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      STRIPE_EMULATOR_PORT: String(localServicePorts.stripe),
      STRIPE_WEBHOOK_URL: stripeWebhookUrl(),
      STRIPE_WEBHOOK_SECRET: localFunctionsSetting('.secret.local', 'STRIPE_WEBHOOK_SECRET'),
    },
  });
  await Promise.all([
    waitForPort(HOST, localServicePorts.inbox, 30_000),
    waitForPort(HOST, localServicePorts.stripe, 30_000),
  ]);
}

/**
 * Runs `script` (a TypeScript file, with tsx) inside `firebase emulators:exec`, beside the
 * project's own local services, and stops them all afterwards (also on Ctrl-C), the functions
 * seeing `settings` as their environment's. Answers the script's exit code. `npm test` and `npm run bench` both run this way.
 */
export async function runInEmulators(script: string, settings: Record<string, string> = {}): Promise<number> {
  const env = { ...emulatorEnvironment(), ...settings };
  writeLocalFirebaseConfig();
  const group = new ProcessGroup();
  const interrupted = async () => {
    await group.stopAll();
    process.exit(130);
  };
  process.on('SIGINT', () => void interrupted());
  process.on('SIGTERM', () => void interrupted());
  try {
    await startLocalServices(group);
    return await run(
      firebaseBin(),
      ['emulators:exec', '--config', LOCAL_FIREBASE_CONFIG, '--project', projectId(), `${tsxBin()} ${script}`],
      { cwd: ROOT, env },
    );
  } finally {
    await group.stopAll();
  }
}
