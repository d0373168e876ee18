import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Rules tests (https://firebase.google.com/docs/rules/unit-tests): one describe per collection. */
let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  // Denied writes are the point of these tests; the SDK's warning for each is noise.
  setLogLevel('error');
  testEnv = await initializeTestEnvironment({
    projectId: 'demo-rules-test',
    firestore: { rules: readFileSync(path.join(__dirname, '..', '..', '..', 'firestore.rules'), 'utf8') },
  });
});

afterAll(async () => {
  await testEnv.cleanup();
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc('users/alice').set({ email: 'alice@example.com', isPaidUser: false, trialAvailed: false });
    await db.doc('users/bob').set({ email: 'bob@example.com', isPaidUser: true, trialAvailed: true });
    await db.doc('stripeEvents/evt_1').set({ type: 'invoice.paid' });
    await db.doc('users/alice/savedViews/v1').set({ name: 'Mine', reportId: 'prices', query: { state: 'CO' } });
    await db.doc('users/bob/savedViews/v2').set({ name: 'Theirs', reportId: 'prices', query: {} });
    await db.doc('users/alice/reportVisits/prices').set({ seenAt: '2026-01-01T00:00:00.000Z' });
    await db.doc('teams/t1').set({ name: 'Acme', ownerUid: 'alice', seats: 2, isPaidUser: true });
    await db.doc('teams/t1/members/alice').set({ role: 'owner', email: 'alice@example.com' });
    await db.doc('teams/t1/members/carol').set({ role: 'member', email: 'carol@example.com' });
    await db.doc('teams/t2').set({ name: 'Other', ownerUid: 'bob', seats: 1 });
    await db.doc('teams/t2/members/bob').set({ role: 'owner', email: 'bob@example.com' });
    await db.doc('teamInvitations/i1').set({ teamId: 't1', email: 'dan@example.com', role: 'member' });
  });
});

const alice = () => testEnv.authenticatedContext('alice').firestore();
const anonymous = () => testEnv.unauthenticatedContext().firestore();

describe('users/{uid}', () => {
  it('lets a signed-in user read their own record', async () => {
    await assertSucceeds(alice().doc('users/alice').get());
  });

  it("denies reading another user's record", async () => {
    await assertFails(alice().doc('users/bob').get());
  });

  it('denies reading any record when signed out', async () => {
    await assertFails(anonymous().doc('users/alice').get());
  });

  it('denies listing the collection', async () => {
    await assertFails(alice().collection('users').get());
  });

  it('denies the owner writing isPaidUser or trialAvailed', async () => {
    await assertFails(alice().doc('users/alice').update({ isPaidUser: true }));
    await assertFails(alice().doc('users/alice').update({ trialAvailed: false }));
  });

  it('denies creating and deleting records', async () => {
    await assertFails(alice().doc('users/carol').set({ isPaidUser: true }));
    await assertFails(alice().doc('users/alice').delete());
  });
});

describe('users/{uid}/reportVisits/{reportId}', () => {
  it('denies the owner reading or writing their visits: only the API reads them, to say what was revised since', async () => {
    await assertFails(alice().doc('users/alice/reportVisits/prices').get());
    await assertFails(alice().collection('users/alice/reportVisits').get());
    await assertFails(alice().doc('users/alice/reportVisits/prices').set({ seenAt: '2020-01-01T00:00:00.000Z' }));
  });

  it("denies reading another user's visits, or any signed out", async () => {
    await assertFails(alice().doc('users/bob/reportVisits/prices').get());
    await assertFails(anonymous().doc('users/alice/reportVisits/prices').get());
  });
});

describe('users/{uid}/savedViews/{viewId}', () => {
  it('lets a signed-in user read and list their own saved views', async () => {
    await assertSucceeds(alice().doc('users/alice/savedViews/v1').get());
    await assertSucceeds(alice().collection('users/alice/savedViews').get());
  });

  it("denies reading or listing another user's saved views", async () => {
    await assertFails(alice().doc('users/bob/savedViews/v2').get());
    await assertFails(alice().collection('users/bob/savedViews').get());
  });

  it('denies reading saved views when signed out', async () => {
    await assertFails(anonymous().doc('users/alice/savedViews/v1').get());
    await assertFails(anonymous().collection('users/alice/savedViews').get());
  });

  it('denies listing saved views across users', async () => {
    await assertFails(alice().collectionGroup('savedViews').get());
  });

  it('denies the owner creating, renaming or deleting a saved view: the API does that', async () => {
    await assertFails(alice().doc('users/alice/savedViews/v3').set({ name: 'Forged', reportId: 'prices', query: {} }));
    await assertFails(alice().doc('users/alice/savedViews/v1').update({ name: 'Renamed' }));
    await assertFails(alice().doc('users/alice/savedViews/v1').delete());
  });

  it("denies writing another user's saved views", async () => {
    await assertFails(alice().doc('users/bob/savedViews/v2').update({ name: 'Mine now' }));
    await assertFails(alice().doc('users/bob/savedViews/v2').delete());
    await assertFails(anonymous().doc('users/bob/savedViews/v9').set({ name: 'x' }));
  });
});

const as = (uid: string) => testEnv.authenticatedContext(uid).firestore();

describe('teams/{teamId}/savedViews/{viewId}', () => {
  beforeEach(async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc('teams/acme').set({ name: 'Acme', ownerUid: 'olive', seats: 2 });
      await db.doc('teams/acme/members/olive').set({ role: 'owner', email: 'olive@example.com' });
      await db.doc('teams/acme/members/mia').set({ role: 'member', email: 'mia@example.com' });
      await db.doc('users/mia').set({ email: 'mia@example.com', teamId: 'acme' });
      await db.doc('users/rex').set({ email: 'rex@example.com' });
      await db.doc('teams/other/members/otto').set({ role: 'owner', email: 'otto@example.com' });
      await db.doc('teams/acme/savedViews/t1').set({ name: 'Team', reportId: 'prices', query: {}, createdBy: 'olive' });
    });
  });

  it("lets the team's members, the owner and a member alike, read and list its views", async () => {
    for (const uid of ['olive', 'mia']) {
      await assertSucceeds(as(uid).doc('teams/acme/savedViews/t1').get());
      await assertSucceeds(as(uid).collection('teams/acme/savedViews').get());
    }
  });

  it("denies another team's member, a reader in no team and a signed-out visitor", async () => {
    for (const db of [as('otto'), as('rex'), testEnv.unauthenticatedContext().firestore()]) {
      await assertFails(db.doc('teams/acme/savedViews/t1').get());
      await assertFails(db.collection('teams/acme/savedViews').get());
    }
  });

  it('denies a removed member at once, even while their record still names the team', async () => {
    await testEnv.withSecurityRulesDisabled((context) => context.firestore().doc('teams/acme/members/mia').delete());
    await assertFails(as('mia').doc('teams/acme/savedViews/t1').get());
  });

  it("denies every write, an admin's included: the API saves, renames and deletes team views", async () => {
    await assertFails(
      as('olive').doc('teams/acme/savedViews/t2').set({ name: 'Forged', reportId: 'prices', query: {} }),
    );
    await assertFails(as('olive').doc('teams/acme/savedViews/t1').update({ name: 'Renamed' }));
    await assertFails(as('mia').doc('teams/acme/savedViews/t1').delete());
  });

  it("denies reading another team's documents through its views' rule", async () => {
    await assertFails(as('mia').doc('teams/other').get());
    await assertFails(as('mia').doc('teams/other/members/otto').get());
  });
});

describe('apiKeys/{id} and its usage', () => {
  it("denies every client, the key's owner included: only the API reads and writes keys", async () => {
    await assertFails(alice().doc('apiKeys/abcdefghijkl').get());
    await assertFails(alice().collection('apiKeys').where('uid', '==', 'alice').get());
    await assertFails(alice().doc('apiKeys/abcdefghijkl').set({ uid: 'alice', name: 'mine', hash: '00' }));
    await assertFails(alice().doc('apiKeys/abcdefghijkl/apiKeyUsage/2026-11-26').set({ count: 0 }));
    await assertFails(anonymous().doc('apiKeys/abcdefghijkl').get());
  });
});

describe('follows/{uid}, alerts/{key} and alertRuns/{id}', () => {
  it('denies every client, the follower included: only the API reads and changes follows and alerts', async () => {
    await assertFails(alice().doc('follows/alice').get());
    await assertFails(
      alice()
        .doc('follows/alice')
        .set({ targets: ['market:CO'], alertMode: 'instant' }),
    );
    await assertFails(alice().collection('follows').where('targets', 'array-contains', 'market:CO').get());
    await assertFails(alice().doc('alerts/run-2026-11-26-w0_alice').get());
    await assertFails(alice().doc('alerts/run-2026-11-26-w0_alice').set({ status: 'sent' }));
    await assertFails(alice().doc('alertRuns/2026-11-26').get());
    await assertFails(anonymous().doc('follows/alice').get());
  });
});

describe('every other collection', () => {
  it('denies reads and writes by signed-in users', async () => {
    await assertFails(alice().doc('stripeEvents/evt_1').get());
    await assertFails(alice().doc('stripeEvents/evt_2').set({ type: 'forged' }));
    await assertFails(alice().doc('emailVerifications/abc').get());
  });

  it('denies reads and writes when signed out', async () => {
    await assertFails(anonymous().doc('stripeEvents/evt_1').get());
    await assertFails(anonymous().doc('anything/at-all').set({ a: 1 }));
  });
});

describe('teams/{teamId} and its members', () => {
  const carol = () => testEnv.authenticatedContext('carol').firestore();

  it('lets a member read their team and list its members', async () => {
    await assertSucceeds(carol().doc('teams/t1').get());
    await assertSucceeds(carol().collection('teams/t1/members').get());
    await assertSucceeds(alice().doc('teams/t1/members/carol').get());
  });

  it('denies reading another team, its members, or any team signed out', async () => {
    await assertFails(alice().doc('teams/t2').get());
    await assertFails(alice().collection('teams/t2/members').get());
    await assertFails(anonymous().doc('teams/t1').get());
    await assertFails(alice().collection('teams').get());
  });

  it('denies every write, even by the owner: the API alone changes a team', async () => {
    await assertFails(alice().doc('teams/t1').update({ seats: 1 }));
    await assertFails(alice().doc('teams/t1/members/dan').set({ role: 'admin', email: 'dan@example.com' }));
    await assertFails(carol().doc('teams/t1/members/carol').update({ role: 'owner' }));
    await assertFails(carol().doc('teams/t1/members/carol').delete());
    await assertFails(alice().doc('teams/t3').set({ name: 'New', ownerUid: 'alice', seats: 1 }));
  });
});

describe('teamInvitations/{id}', () => {
  it("denies reading and writing invitations, even the team owner's: the API alone keeps them", async () => {
    await assertFails(alice().doc('teamInvitations/i1').get());
    await assertFails(alice().collection('teamInvitations').where('teamId', '==', 't1').get());
    await assertFails(alice().doc('teamInvitations/i2').set({ teamId: 't1', email: 'eve@example.com' }));
  });
});
