/**
 * Teams as the agreed model stores them, written with the admin SDK: `teams/{teamId}`, a member
 * document per person with their role, and `teamId` on each member's record. Each member is a paid
 * reader of their own, so these suites test shared work, not how a team's subscription opens the reports.
 */
import { randomUUID } from 'node:crypto';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { expectErrorBody } from './error-body';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';

export type Role = 'owner' | 'admin' | 'member';

export async function paidReader(fields: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active', ...fields });
  return user;
}

/** A team whose subscription is live, with a paid reader in each role asked for (the first is the owner). */
export async function teamOf<R extends readonly Role[]>(roles: R): Promise<{ teamId: string; members: TestUser[] }> {
  const teamId = randomUUID().replace(/-/g, '').slice(0, 20);
  const members = await Promise.all(roles.map(() => paidReader()));
  await adminDb()
    .doc(`teams/${teamId}`)
    .set({
      name: `Team ${teamId}`,
      ownerUid: members[0].uid,
      seats: roles.length,
      isPaidUser: true,
      createdAt: new Date(),
    });
  await Promise.all(members.map((member, index) => join(teamId, member, roles[index])));
  return { teamId, members };
}

export async function join(teamId: string, member: TestUser, role: Role): Promise<void> {
  const db = adminDb();
  await db.runTransaction(async (transaction) => {
    transaction.set(db.doc(`teams/${teamId}/members/${member.uid}`), {
      role,
      email: member.email,
      joinedAt: new Date(),
    });
    transaction.set(db.doc(`users/${member.uid}`), { teamId }, { merge: true });
  });
}

/** What removing a member writes: the member document and the record's `teamId`, in one transaction. */
export async function removeMember(teamId: string, member: TestUser): Promise<void> {
  const db = adminDb();
  await db.runTransaction(async (transaction) => {
    transaction.delete(db.doc(`teams/${teamId}/members/${member.uid}`));
    transaction.update(db.doc(`users/${member.uid}`), { teamId: null });
  });
}

/** A signed-in POST that is refused: its status and its body's code (the body checked to be `{ error, code }`). */
export async function refusal(user: TestUser, path: string, body: unknown = {}) {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, code: expectErrorBody(await response.text()).code };
}
