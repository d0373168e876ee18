/**
 * The Admin SDK, initialised on first use. In the emulators the SDK finds them through
 * FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and CLOUD_TASKS_EMULATOR_HOST, which
 * the emulator sets.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getFunctions, type Functions } from 'firebase-admin/functions';

function app(): App {
  return getApps()[0] ?? initializeApp();
}

export const db = (): Firestore => getFirestore(app());
export const adminAuth = (): Auth => getAuth(app());
/** Cloud Tasks queues of the task queue functions. */
export const adminTaskQueues = (): Functions => getFunctions(app());
