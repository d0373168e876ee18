/**
 * Teams through Hosting, against the real emulators and the local inbox: an owner makes a team and
 * invites an address, the mailed link is accepted by the account with that verified address, the
 * member reads the paid reports while the team's subscription is live, and loses them (and the report
 * token they hold) the moment they are removed. Expired, used and revoked invitations and another
 * address are refused; every change leaves the member, the record's teamId and the seats agreeing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import {
  createTestUser,
  setUserFields,
  uniqueEmail,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { get, post, waitFor } from './signed-in-calls';

const DAY_SECONDS = 24 * 60 * 60;

async function verifiedUser(email = uniqueEmail('team')): Promise<TestUser> {
  const user = await createTestUser({ email });
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { emailVerified: true });
  return user;
}

async function teamOf(owner: TestUser, name = 'Acme Dispensaries'): Promise<string> {
  const created = await post('/team', owner, { name });
  expect(created.status).toBe(200);
  return (created.body.team as { id: string }).id;
}

/** The token of the last invitation link mailed to `email`. */
async function invitationTokenFor(email: string): Promise<string> {
  const mail = await waitForEmail(email, { subject: /invited to join/ });
  const match = /\/team\/accept\?token=([A-Za-z0-9_.-]+)/.exec(mail.text);
  if (!match) throw new Error(`No invitation link in: ${mail.text}`);
  return match[1];
}

async function invited(
  owner: TestUser,
  role: 'admin' | 'member' = 'member',
): Promise<{ user: TestUser; token: string }> {
  const user = await verifiedUser();
  expect((await post('/team/invitations', owner, { email: user.email.toUpperCase(), role })).status).toBe(200);
  return { user, token: await invitationTokenFor(user.email) };
}

/** The team's subscription as the billing sync writes it: the fields a user record carries. */
async function subscribeTeam(teamId: string, status = 'active'): Promise<void> {
  await adminDb()
    .doc(`teams/${teamId}`)
    .set(
      {
        isPaidUser: true,
        stripeSubscriptionStatus: status,
        currentPeriodEnd: Timestamp.fromMillis((Math.floor(Date.now() / 1000) + 30 * DAY_SECONDS) * 1000),
      },
      { merge: true },
    );
}

const embedConfig = (user: TestUser) => get('/powerbi/report/embedToken?reportId=market-overview', user);

async function readWithToken(token: string) {
  const response = await fetch(apiUrl('/reports/market-overview'), { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Past the paid gate: the report, or (when this run imported no data) the report's own 404. */
const passedTheGate = ({ status, body }: { status: number; body: Record<string, unknown> }) =>
  status === 200 || (status === 404 && body.code === 'no_report_data');

async function stored(teamId: string, uid: string) {
  const [team, member, user] = await Promise.all([
    adminDb().doc(`teams/${teamId}`).get(),
    adminDb().doc(`teams/${teamId}/members/${uid}`).get(),
    adminDb().doc(`users/${uid}`).get(),
  ]);
  return { seats: team.data()?.seats as number, member: member.data(), teamId: user.data()?.teamId as unknown };
}

describe('a team', () => {
  it('is made by a user with them as owner, and refused while they are in one', async () => {
    const owner = await verifiedUser();
    const teamId = await teamOf(owner);
    expect(await get('/team', owner)).toMatchObject({
      status: 200,
      body: {
        team: {
          id: teamId,
          name: 'Acme Dispensaries',
          seats: 1,
          role: 'owner',
          paidAccess: false,
          members: [{ uid: owner.uid, email: owner.email, role: 'owner' }],
          invitations: [],
        },
      },
    });
    expect(await post('/team', owner, { name: 'Second' })).toMatchObject({
      status: 409,
      body: { code: 'already_in_team' },
    });
    expect(await post('/team', await verifiedUser(), { name: '  ' })).toMatchObject({
      status: 400,
      body: { code: 'team_name_invalid' },
    });
  });

  it('gives its members paid access while its subscription is live, and takes it at once on removal', async () => {
    const owner = await verifiedUser();
    const teamId = await teamOf(owner);
    const { user: member, token } = await invited(owner);
    expect((await get('/team', owner)).body.team).toMatchObject({
      invitations: [{ email: member.email, role: 'member' }],
    });

    expect(await post('/team/invitations/accept', member, { token })).toMatchObject({
      status: 200,
      body: { team: { id: teamId, role: 'member', seats: 2, invitations: [] } },
    });
    expect(await stored(teamId, member.uid)).toMatchObject({
      seats: 2,
      member: { role: 'member', email: member.email },
      teamId,
    });

    // No subscription yet: membership alone opens nothing.
    expect(await embedConfig(member)).toMatchObject({ status: 403, body: { code: 'not_paid' } });
    await subscribeTeam(teamId);
    expect((await get(`/users/${member.uid}`, member)).body.data).toMatchObject({
      isPaidUser: false,
      teamAccess: true,
    });
    const embed = await embedConfig(member);
    expect(embed.status).toBe(200);
    const reportToken = String(embed.body.embedToken);
    expect(passedTheGate(await readWithToken(reportToken))).toBe(true);

    expect(await post(`/team/members/${member.uid}/remove`, owner)).toMatchObject({
      status: 200,
      body: { team: { seats: 1, members: [{ uid: owner.uid }] } },
    });
    expect(await stored(teamId, member.uid)).toEqual({ seats: 1, member: undefined, teamId: undefined });
    expect(await readWithToken(reportToken)).toMatchObject({ status: 403, body: { code: 'not_paid' } });
    expect(await embedConfig(member)).toMatchObject({ status: 403, body: { code: 'not_paid' } });
    expect(await get('/team', member)).toEqual({ status: 200, body: { team: null } });
  });

  it('refuses an invitation used, expired, revoked, forged, or opened by another address', async () => {
    const owner = await verifiedUser();
    const teamId = await teamOf(owner);
    const { user: member, token } = await invited(owner);

    const stranger = await verifiedUser();
    expect(await post('/team/invitations/accept', stranger, { token })).toMatchObject({
      status: 403,
      body: { code: 'email_mismatch' },
    });
    // The right address, not yet verified.
    await setUserFields(member.uid, { emailVerified: false });
    expect(await post('/team/invitations/accept', member, { token })).toMatchObject({
      status: 403,
      body: { code: 'email_mismatch' },
    });
    await setUserFields(member.uid, { emailVerified: true });
    expect((await post('/team/invitations/accept', member, { token })).status).toBe(200);
    expect(await post('/team/invitations/accept', member, { token })).toMatchObject({
      status: 400,
      body: { code: 'invitation_used' },
    });

    const late = await invited(owner);
    const [id] = late.token.split('.');
    await adminDb()
      .doc(`teamInvitations/${id}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await post('/team/invitations/accept', late.user, { token: late.token })).toMatchObject({
      status: 400,
      body: { code: 'invitation_expired' },
    });

    const revoked = await invited(owner);
    const revokedId = revoked.token.split('.')[0];
    expect((await post(`/team/invitations/${revokedId}/revoke`, owner)).status).toBe(200);
    expect(await post('/team/invitations/accept', revoked.user, { token: revoked.token })).toMatchObject({
      status: 400,
      body: { code: 'invitation_invalid' },
    });
    expect(await post('/team/invitations/accept', revoked.user, { token: `${revokedId}.forged` })).toMatchObject({
      status: 400,
      body: { code: 'invitation_invalid' },
    });
    expect((await adminDb().doc(`teams/${teamId}`).get()).data()?.seats).toBe(2);
  });

  it('refuses an invitation to someone already in a team, and leaves both teams as they were', async () => {
    const owner = await verifiedUser();
    const teamId = await teamOf(owner);
    const { user, token } = await invited(owner);
    const otherTeam = await teamOf(user, 'Their own');
    expect(await post('/team/invitations/accept', user, { token })).toMatchObject({
      status: 409,
      body: { code: 'already_in_team' },
    });
    expect(await stored(otherTeam, user.uid)).toMatchObject({ seats: 1, teamId: otherTeam, member: { role: 'owner' } });
    expect(await stored(teamId, user.uid)).toMatchObject({ seats: 1, member: undefined });
  });

  it('keeps the roles: members neither invite nor remove, the owner stays, ownership is handed over', async () => {
    const owner = await verifiedUser();
    const teamId = await teamOf(owner);
    const admin = await invited(owner, 'admin');
    const member = await invited(owner);
    await post('/team/invitations/accept', admin.user, { token: admin.token });
    await post('/team/invitations/accept', member.user, { token: member.token });

    expect(await post('/team/invitations', member.user, { email: uniqueEmail() })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect(await post(`/team/members/${admin.user.uid}/remove`, member.user)).toMatchObject({ status: 403 });
    expect(await post(`/team/members/${owner.uid}/remove`, admin.user)).toMatchObject({
      status: 409,
      body: { code: 'owner_stays' },
    });
    expect(await post(`/team/members/${member.user.uid}/role`, admin.user, { role: 'admin' })).toMatchObject({
      status: 403,
    });

    expect(await post('/team/owner', owner, { uid: admin.user.uid })).toMatchObject({ status: 200 });
    expect((await get('/team', owner)).body.team).toMatchObject({
      role: 'admin',
      members: [
        { uid: admin.user.uid, role: 'owner' },
        { uid: owner.uid, role: 'admin' },
        { uid: member.user.uid, role: 'member' },
      ],
    });
    expect((await adminDb().doc(`teams/${teamId}`).get()).data()?.ownerUid).toBe(admin.user.uid);

    // The member leaves of their own accord; the seats follow.
    expect(await post(`/team/members/${member.user.uid}/remove`, member.user)).toEqual({
      status: 200,
      body: { team: null },
    });
    expect((await adminDb().doc(`teams/${teamId}`).get()).data()?.seats).toBe(2);
  });

  it("passes to the admin who joined first when its owner's account is deleted, freeing the seat", async () => {
    const owner = await verifiedUser();
    const teamId = await teamOf(owner);
    const member = await invited(owner);
    const admin = await invited(owner, 'admin');
    await post('/team/invitations/accept', member.user, { token: member.token });
    await post('/team/invitations/accept', admin.user, { token: admin.token });

    await adminAuth().deleteUser(owner.uid);
    await waitFor(async () => (await adminDb().doc(`teams/${teamId}`).get()).data()?.seats === 2, 'the seat to go');
    expect((await adminDb().doc(`teams/${teamId}`).get()).data()).toMatchObject({ ownerUid: admin.user.uid });
    expect((await get('/team', admin.user)).body.team).toMatchObject({
      role: 'owner',
      members: [
        { uid: admin.user.uid, role: 'owner' },
        { uid: member.user.uid, role: 'member' },
      ],
    });
  });
});
