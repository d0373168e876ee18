/**
 * Tokens that a mailed link carries (an e-mail verification, a password reset): random (256 bits),
 * single use, valid for a while. Only their SHA-256 hash is stored, in the kind's own collection, so
 * a database leak gives no working link; `expiresAt` also drives the TTL policy that deletes old
 * rows (firestore.indexes.json).
 */
import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { badRequest } from '../../errors';
import type { ErrorCode } from '@cannabis-reports/contracts';
import { db } from '../platform/firebase';

interface TokenRecord {
  uid: string;
  email: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface OneUseTokenKind {
  /** The collection holding this kind's hashes. */
  collection: string;
  ttlMs: number;
  /** Each refusal (a 400): its code, and the words the link's page shows as they are. */
  refusals: Record<'invalid' | 'used' | 'expired', { code: ErrorCode; message: string }>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function oneUseTokens({ collection, ttlMs, refusals }: OneUseTokenKind) {
  const tokens = () => db().collection(collection);

  /** Why a token cannot be used (missing, used or expired), as a 400. */
  function refusal(record: TokenRecord | undefined) {
    const why = !record
      ? refusals.invalid
      : record.usedAt
        ? refusals.used
        : record.expiresAt.toMillis() <= Date.now()
          ? refusals.expired
          : undefined;
    return why && badRequest(why.code, why.message);
  }

  return {
    async issue(uid: string, email: string, now = Date.now()): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const record: TokenRecord = { uid, email, expiresAt: Timestamp.fromMillis(now + ttlMs), usedAt: null };
      await tokens()
        .doc(hashToken(token))
        .create({ ...record, createdAt: FieldValue.serverTimestamp() });
      return token;
    },

    /** Whose a usable token is, without using it up; a missing, used or expired token is a 400. */
    async read(token: string): Promise<{ uid: string; email: string }> {
      const record = (await tokens().doc(hashToken(token)).get()).data() as TokenRecord | undefined;
      const refused = refusal(record);
      if (refused || !record) throw refused;
      return { uid: record.uid, email: record.email };
    },

    /** Marks the token used, once its account has been updated; one a concurrent request spent first is refused. */
    async spend(token: string): Promise<void> {
      const ref = tokens().doc(hashToken(token));
      await db().runTransaction(async (transaction) => {
        const refused = refusal((await transaction.get(ref)).data() as TokenRecord | undefined);
        if (refused) throw refused;
        transaction.update(ref, { usedAt: FieldValue.serverTimestamp() });
      });
    },

    /** The tokens issued for `uid`, for the account's deletion. */
    of: (uid: string) => tokens().where('uid', '==', uid),
  };
}
