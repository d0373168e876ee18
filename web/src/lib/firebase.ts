/**
 * The only module that initialises Firebase. Locally (VITE_AUTH_EMULATOR_URL set) Auth
 * talks to the emulator.
 *
 * initializeAuth with an explicit persistence, rather than getAuth, leaves the popup and
 * redirect sign-in code out of the bundle (https://firebase.google.com/docs/auth/web/custom-dependencies).
 * IndexedDB persistence survives reloads and is shared by every tab of the site, so a
 * sign-in or sign-out in one tab reaches the others.
 */
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { env } from '../config/env';

export const auth = initializeAuth(initializeApp(env.firebase), {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (env.authEmulatorUrl) {
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}
