/**
 * Demo accounts for the local product, made by `npm start` once the emulators are ready
 * (documented in the README). Idempotent: running it again resets them.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { emulatorPort, projectId } from './local-stack';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ACCOUNTS = [
  {
    email: 'demo-free@example.com',
    description: 'signed up, e-mail verified, no subscription, trial not used',
    record: { isPaidUser: false, trialAvailed: false },
  },
  {
    email: 'demo-paid@example.com',
    description: 'paying subscriber (active monthly plan)',
    record: { isPaidUser: true, trialAvailed: true, stripeSubscriptionStatus: 'active' },
  },
] as const;

export async function seedDemoAccounts(): Promise<void> {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${emulatorPort('auth')}`;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulatorPort('firestore')}`;
  const app = getApps()[0] ?? initializeApp({ projectId: projectId() });
  const auth = getAuth(app);
  const db = getFirestore(app);
  for (const account of DEMO_ACCOUNTS) {
    const existing = await auth.getUserByEmail(account.email).catch(() => undefined);
    const user = existing
      ? await auth.updateUser(existing.uid, { password: DEMO_PASSWORD, emailVerified: true })
      : await auth.createUser({ email: account.email, password: DEMO_PASSWORD, emailVerified: true });
    await db.doc(`users/${user.uid}`).set(
      {
        email: account.email,
        socialProvider: 'password',
        emailVerified: true,
        subscriptionCancelAtPeriodEnd: false,
        ...account.record,
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  }
}
