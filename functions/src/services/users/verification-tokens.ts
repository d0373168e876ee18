/**
 * E-mail verification tokens: random (256 bits), single use, valid for 24 hours. Only
 * their SHA-256 hash is stored (`emailVerifications/{hash}`), so a database leak gives
 * no working link.
 */
import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { badRequest } from '../../errors';
import { db } from '../firebase';

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

/**
 * Marks the token used and returns whose it was; a missing, unknown, used or expired
 * token is a 400 with a message the verify page shows as is.
 */
export async function consumeVerificationToken(token: string): Promise<{ uid: string; email: string }> {
  const ref = verifications().doc(hashToken(token));
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw badRequest('verification_invalid', 'This verification link is invalid.');
    const record = snapshot.data() as VerificationRecord;
    if (record.usedAt) throw badRequest('verification_used', 'This verification link has already been used.');
    if (record.expiresAt.toMillis() <= Date.now()) {
      throw badRequest('verification_expired', 'This verification link has expired.');
    }
    transaction.update(ref, { usedAt: FieldValue.serverTimestamp() });
    return { uid: record.uid, email: record.email };
  });
}
