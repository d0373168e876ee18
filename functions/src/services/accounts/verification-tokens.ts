/**
 * E-mail verification tokens: random (256 bits), single use, valid for 24 hours. Only
 * their SHA-256 hash is stored (`emailVerifications/{hash}`), so a database leak gives
 * no working link. `expiresAt` also drives the TTL policy that deletes old rows
 * (firestore.indexes.json).
 */
import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { badRequest } from '../../errors';
import { db } from '../platform/firebase';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

interface VerificationRecord {
  uid: string;
  email: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const verifications = () => db().collection('emailVerifications');

export async function issueVerificationToken(uid: string, email: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const record: VerificationRecord = {
    uid,
    email,
    expiresAt: Timestamp.fromMillis(now + VERIFICATION_TTL_MS),
    usedAt: null,
  };
  await verifications()
    .doc(hashToken(token))
    .create({ ...record, createdAt: FieldValue.serverTimestamp() });
  return token;
}

/** Why a token cannot be used (missing, used or expired): a 400 with a message the verify page shows as is. */
function refusal(record: VerificationRecord | undefined) {
  if (!record) return badRequest('verification_invalid', 'This verification link is invalid.');
  if (record.usedAt) return badRequest('verification_used', 'This verification link has already been used.');
  if (record.expiresAt.toMillis() <= Date.now()) {
    return badRequest('verification_expired', 'This verification link has expired.');
  }
  return undefined;
}

/** Whose a usable token is, without using it up; a missing, used or expired token is a 400. */
export async function readVerificationToken(token: string): Promise<{ uid: string; email: string }> {
  const record = (await verifications().doc(hashToken(token)).get()).data() as VerificationRecord | undefined;
  const refused = refusal(record);
  if (refused || !record) throw refused;
  return { uid: record.uid, email: record.email };
}

/**
 * Marks the token used, once its account has been updated; a token a concurrent request
 * spent first is refused like any used one.
 */
export async function spendVerificationToken(token: string): Promise<void> {
  const ref = verifications().doc(hashToken(token));
  await db().runTransaction(async (transaction) => {
    const record = (await transaction.get(ref)).data() as VerificationRecord | undefined;
    const refused = refusal(record);
    if (refused) throw refused;
    transaction.update(ref, { usedAt: FieldValue.serverTimestamp() });
  });
}
