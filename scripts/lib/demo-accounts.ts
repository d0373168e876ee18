/**
 * Demo accounts for the local product, made by `npm start` once the emulators are ready
 * (documented in the README). Idempotent: running it again resets them. The paid account
 * subscribes the way a customer does, through the Stripe emulator's checkout page, and
 * gets its paid state from the `stripeWebhook` function.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { payCheckoutSession } from '@cannabis-reports/stripe-emulator/src/control-client';
import { emulatorPort, localFunctionsSetting, localServicePorts, localUrls, projectId } from './local-stack';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ACCOUNTS = [
  {
    email: 'demo-free@example.com',
    description: 'signed up, e-mail verified, no subscription, trial not used',
    subscribes: false,
  },
  {
    email: 'demo-paid@example.com',
    description: 'paying subscriber (active monthly plan in the Stripe emulator)',
    subscribes: true,
  },
] as const;

const PAID_STATE_TIMEOUT_MS = 30_000;

function localStripe(): Stripe {
  return new Stripe(localFunctionsSetting('.secret.local', 'STRIPE_SECRET_KEY'), {
    host: '127.0.0.1',
    port: localServicePorts.stripe,
    protocol: 'http',
  });
}

async function waitUntilPaid(db: Firestore, uid: string): Promise<void> {
  const deadline = Date.now() + PAID_STATE_TIMEOUT_MS;
  while ((await db.doc(`users/${uid}`).get()).get('isPaidUser') !== true) {
    if (Date.now() > deadline) {
      throw new Error(
        `${uid} did not become paid within ${PAID_STATE_TIMEOUT_MS / 1000} s: is the stripeWebhook function running?`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Gives the user an active monthly subscription, unless they have one already. */
async function subscribe(db: Firestore, uid: string, email: string): Promise<void> {
  const stripe = localStripe();
  const found = await stripe.customers.search({ query: `metadata['uid']:'${uid}'`, limit: 1 });
  const customer = found.data[0] ?? (await stripe.customers.create({ email, metadata: { uid } }));
  await db.doc(`users/${uid}`).set({ stripeCustomerId: customer.id }, { merge: true });
  const live = await stripe.subscriptions.list({ customer: customer.id, status: 'active', limit: 1 });
  if (live.data.length === 0) {
    const app = localUrls().app;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: uid,
      line_items: [{ price: localFunctionsSetting('.env.local', 'STRIPE_PRICE_MONTHLY'), quantity: 1 }],
      success_url: `${app}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app}/failure`,
      metadata: { uid, plan: 'monthly' },
    });
    const payment = await payCheckoutSession(session.url ?? '');
    if (payment.status !== 303) throw new Error(`The demo checkout was not paid (HTTP ${payment.status})`);
  }
  await waitUntilPaid(db, uid);
}

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
        ...(account.subscribes ? {} : { isPaidUser: false, trialAvailed: false, subscriptionCancelAtPeriodEnd: false }),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    if (account.subscribes) await subscribe(db, user.uid, account.email);
  }
}
