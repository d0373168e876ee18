/** The Admin SDK against the emulators, for arranging data the product's UI cannot. */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './emulators';
import { STRIPE_EMULATOR_URL, webhooksSettled } from './stripe';

// Never probe the cloud metadata server (169.254.169.254) for credentials: only loopback here.
process.env.METADATA_SERVER_DETECTION ??= 'none';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

// The default app: a suite may have named apps of its own, for projects of their own.
const app = () => getApps().find((each) => each.name === '[DEFAULT]') ?? initializeApp({ projectId: PROJECT_ID });

export const adminDb = () => getFirestore(app());
export const adminAuth = () => getAuth(app());

/**
 * Forgets which cards had a free trial (the product allows one per card): every test pays
 * with the same few Stripe test cards, so each test starts with none remembered.
 */
export async function forgetTrialCards(): Promise<void> {
  // An earlier test's late webhooks (invoice.paid, checkout.session.completed) claim its card
  // again: let them land first, or they would claim it after the clearing.
  await webhooksSettled(STRIPE_EMULATOR_URL);
  const cards = await adminDb().collection('trialCards').listDocuments();
  await Promise.all(cards.map((card) => card.delete()));
}
