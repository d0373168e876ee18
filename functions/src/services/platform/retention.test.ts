/**
 * Retention: every collection of short-lived rows has a TTL policy in firestore.indexes.json
 * on the field its writer sets, so Firestore deletes the rows without a job of ours.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { db } from './firebase';
import { takeShared } from './rate-counters';
import { LEDGER_RETENTION_MS, recordHandledEvent } from '../billing/stripe-events';
import { CHECKOUT_SESSION_OWNER_TTL_MS, recordCheckoutSession } from '../accounts/checkout-claims';
import { issueVerificationToken, VERIFICATION_TTL_MS } from '../accounts/verification-tokens';

jest.mock('./firebase');

const indexes = JSON.parse(readFileSync(path.join(__dirname, '../../../../firestore.indexes.json'), 'utf8')) as {
  fieldOverrides: Array<{ collectionGroup: string; fieldPath: string; ttl?: boolean }>;
};

it.each([
  'stripeEvents',
  'emailVerifications',
  'passwordResets',
  'rateLimits',
  'checkoutSessions',
  'apiKeyUsage',
  'apiKeys',
])('%s rows are deleted by a TTL policy on expiresAt', (collection) => {
  expect(indexes.fieldOverrides).toContainEqual(
    expect.objectContaining({ collectionGroup: collection, fieldPath: 'expiresAt', ttl: true }),
  );
});

/**
 * A Firestore double that records every document write (set, create, and transactional
 * set) with its collection; reads find nothing.
 */
function recordWrites() {
  const writes: Array<{ collection: string; data: Record<string, unknown> }> = [];
  const doc = (collection: string) => ({
    collection,
    set: async (data: Record<string, unknown>) => void writes.push({ collection, data }),
    create: async (data: Record<string, unknown>) => void writes.push({ collection, data }),
    get: async () => ({ exists: false, data: () => undefined, get: () => undefined }),
  });
  const firestore = {
    collection: (collection: string) => ({ doc: () => doc(collection) }),
    doc: (path: string) => doc(path.split('/')[0]),
    runTransaction: async <T>(work: (transaction: unknown) => Promise<T>) =>
      work({
        get: async () => ({ exists: false, data: () => undefined, get: () => undefined }),
        set: (ref: { collection: string }, data: Record<string, unknown>) =>
          void writes.push({ collection: ref.collection, data }),
        update: () => undefined,
      }),
  };
  jest.mocked(db).mockReturnValue(firestore as unknown as ReturnType<typeof db>);
  /** The expiry written to `collection`: a Firestore Timestamp, as TTL policies require. */
  return (collection: string) => {
    const expiresAt = writes.find((write) => write.collection === collection)?.data.expiresAt;
    expect(expiresAt).toBeInstanceOf(Timestamp);
    return (expiresAt as Timestamp).toMillis();
  };
}

it('writes the expiry the stripeEvents TTL policy deletes by', async () => {
  const expiryIn = recordWrites();
  const now = 1_800_000_000_000;
  await recordHandledEvent({ id: 'evt_1', type: 'invoice.paid', created: 1 } as Stripe.Event, 'cus_1', now);
  expect(expiryIn('stripeEvents')).toBe(now + LEDGER_RETENTION_MS);
});

it('writes the expiry the emailVerifications TTL policy deletes by: the link expiry', async () => {
  const expiryIn = recordWrites();
  const now = 1_800_000_000_000;
  await issueVerificationToken('uid-1', 'reader@example.com', now);
  expect(expiryIn('emailVerifications')).toBe(now + VERIFICATION_TTL_MS);
});

it('writes the expiry the rateLimits TTL policy deletes by: the end of the window', async () => {
  const expiryIn = recordWrites();
  await takeShared('checkout:user:uid-1', 10, 60_000, 1_800_000_030_000);
  expect(expiryIn('rateLimits')).toBe(1_800_000_060_000);
});

it('writes the expiry the checkoutSessions TTL policy deletes by', async () => {
  const expiryIn = recordWrites();
  const before = Date.now();
  await recordCheckoutSession('uid-1', 'key-1', 'cs_test_1');
  const expiry = expiryIn('checkoutSessions');
  expect(expiry).toBeGreaterThanOrEqual(before + CHECKOUT_SESSION_OWNER_TTL_MS);
  expect(expiry).toBeLessThanOrEqual(Date.now() + CHECKOUT_SESSION_OWNER_TTL_MS);
});
