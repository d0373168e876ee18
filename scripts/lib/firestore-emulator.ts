/**
 * Makes the Firestore emulator available offline. firebase-tools downloads its emulator
 * jar on first use, which cannot work without internet; gcloud's
 * google-cloud-cli-firestore-emulator package ships the same emulator, but as a jar with no
 * Main-Class, while firebase-tools runs `java -jar`. So we build a tiny wrapper jar whose
 * manifest names the main class and puts gcloud's jar on the class path, and point
 * firebase-tools at it with FIRESTORE_EMULATOR_BINARY_PATH.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createZip } from './zip';

const GCLOUD_JAR = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const SDK_ROOT_FALLBACKS = [
  '/usr/lib/google-cloud-sdk',
  '/usr/share/google-cloud-sdk',
  '/opt/google-cloud-sdk',
  path.join(os.homedir(), 'google-cloud-sdk'),
];

export type FirestoreEmulatorSource =
  | { kind: 'configured'; jar: string }
  | { kind: 'gcloud-wrapper'; jar: string; gcloudJar: string }
  | { kind: 'firebase-cache'; jar: string }
  | { kind: 'download' };

function gcloudSdkRoot(): string | undefined {
  try {
    const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 20_000,
    }).trim();
    if (root) return root;
  } catch {
    // gcloud is not installed or failed: fall back to the usual install locations.
  }
  return SDK_ROOT_FALLBACKS.find((root) => existsSync(path.join(root, GCLOUD_JAR)));
}

/** A manifest line may hold at most 72 bytes; longer values continue after a space. */
export function manifestLine(name: string, value: string): string {
  const full = `${name}: ${value}`;
  const lines = [full.slice(0, 72)];
  for (let i = 72; i < full.length; i += 71) lines.push(` ${full.slice(i, i + 71)}`);
  return lines.join('\r\n');
}

export function wrapperManifest(gcloudJar: string): string {
  return [
    'Manifest-Version: 1.0',
    manifestLine('Main-Class', MAIN_CLASS),
    manifestLine('Class-Path', pathToFileURL(gcloudJar).href),
    'Created-By: cannabis-reports scripts/lib/firestore-emulator.ts',
    '',
    '',
  ].join('\r\n');
}

function buildWrapper(gcloudJar: string, cacheDir: string): string {
  const jar = path.join(cacheDir, 'firestore-emulator-wrapper.jar');
  const archive = createZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(wrapperManifest(gcloudJar)) }]);
  if (!existsSync(jar) || !readFileSync(jar).equals(archive)) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(jar, archive);
  }
  return jar;
}

function firebaseToolsCachedJar(): string | undefined {
  const dir = path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return undefined;
  const jar = readdirSync(dir).find((name) => /^cloud-firestore-emulator.*\.jar$/.test(name));
  return jar ? path.join(dir, jar) : undefined;
}

export function prepareFirestoreEmulator(env: NodeJS.ProcessEnv, cacheDir: string): FirestoreEmulatorSource {
  const configured = env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (configured && existsSync(configured)) return { kind: 'configured', jar: configured };
  const sdkRoot = gcloudSdkRoot();
  const gcloudJar = sdkRoot && path.join(sdkRoot, GCLOUD_JAR);
  if (gcloudJar && existsSync(gcloudJar)) {
    return { kind: 'gcloud-wrapper', jar: buildWrapper(gcloudJar, cacheDir), gcloudJar };
  }
  const cached = firebaseToolsCachedJar();
  if (cached) return { kind: 'firebase-cache', jar: cached };
  return { kind: 'download' };
}
