/**
 * Retention: every collection of short-lived rows has a TTL policy in firestore.indexes.json
 * on the field its writer sets, so Firestore deletes the rows without a job of ours.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type Stripe from 'stripe';
import { db } from './firebase';
import { LEDGER_RETENTION_MS, recordHandledEvent } from './stripe-events';

jest.mock('./firebase');

const indexes = JSON.parse(readFileSync(path.join(__dirname, '../../../firestore.indexes.json'), 'utf8')) as {
  fieldOverrides: Array<{ collectionGroup: string; fieldPath: string; ttl?: boolean }>;
};

it.each(['stripeEvents', 'emailVerifications', 'rateLimits', 'checkoutSessions'])(
  '%s rows are deleted by a TTL policy on expiresAt',
  (collection) => {
    expect(indexes.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: collection, fieldPath: 'expiresAt', ttl: true }),
    );
  },
);

it('writes the expiry the stripeEvents TTL policy deletes by', async () => {
  const set = jest.fn();
  jest.mocked(db).mockReturnValue({ collection: () => ({ doc: () => ({ set }) }) } as unknown as ReturnType<typeof db>);
  const now = 1_800_000_000_000;
  await recordHandledEvent({ id: 'evt_1', type: 'invoice.paid', created: 1 } as Stripe.Event, 'cus_1', now);
  expect(set.mock.calls[0][0].expiresAt.toMillis()).toBe(now + LEDGER_RETENTION_MS);
});
