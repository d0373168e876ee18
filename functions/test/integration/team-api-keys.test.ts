/**
 * A team's data API keys against the emulators: its admins make and revoke them, a member is
 * refused with 403 not_team_admin and sees them listed; the team's keys and its members' own keys
 * draw on one daily quota of the per-seat quota times the seats; a team key stops with the team's
 * subscription; a removed member's own key counts against their own quota again.
 */
import { API_KEY_QUOTA_PER_DAY, type ApiKeysAnswer, type CreateApiKeyAnswer } from '@cannabis-reports/contracts';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import type { TestUser } from '@cannabis-reports/test-support/src/users';
import { expectErrorBody } from './error-body';
import { get, post } from './signed-in-calls';
import { refusal, removeMember, teamOf } from './team-fixtures';

const today = () => new Date().toISOString().slice(0, 10);
const makeKey = async (user: TestUser, owner?: 'team') =>
  (await post('/api-keys', user, { name: owner ? 'team key' : 'my key', owner })).body as unknown as CreateApiKeyAnswer;
const keysOf = async (user: TestUser) => (await get('/api-keys', user)).body as unknown as ApiKeysAnswer;

async function keyed(secret: string) {
  const response = await fetch(apiUrl('/v1/reports'), { headers: { authorization: `Bearer ${secret}` } });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

describe("a team's API keys", () => {
  it('are made and revoked by its admins, listed to its members, and refused to a member with 403', async () => {
    const { members } = await teamOf(['owner', 'admin', 'member'] as const);
    const [owner, admin, member] = members;
    const made = await makeKey(admin, 'team');
    expect(made.key).toMatchObject({ owner: 'team' });
    expect(await refusal(member, '/api-keys', { name: 'mine now', owner: 'team' })).toEqual({
      status: 403,
      code: 'not_team_admin',
    });
    expect(await refusal(member, `/api-keys/${made.key.id}/revoke`)).toEqual({ status: 403, code: 'not_team_admin' });

    const listed = await keysOf(member);
    expect(listed.keys).toEqual([expect.objectContaining({ id: made.key.id, owner: 'team' })]);
    expect(listed.team).toEqual({ canManage: false, seats: 3 });
    expect(listed.limits.perDay).toBe(3 * API_KEY_QUOTA_PER_DAY);
    expect((await keysOf(owner)).team).toEqual({ canManage: true, seats: 3 });

    const { members: strangers } = await teamOf(['owner'] as const);
    expect(await refusal(strangers[0], `/api-keys/${made.key.id}/revoke`)).toEqual({ status: 404, code: 'not_found' });
    expect((await post(`/api-keys/${made.key.id}/revoke`, owner)).status).toBe(200);
    expect((await keyed(made.secret)).status).toBe(401);
  }, 60_000);

  it("pool the team's keys and every member's own keys in one quota of the per-seat quota times the seats", async () => {
    const { teamId, members } = await teamOf(['owner', 'member'] as const);
    const [owner, member] = members;
    const [teamKey, ownerKey, memberKey] = [await makeKey(owner, 'team'), await makeKey(owner), await makeKey(member)];
    const quota = 2 * API_KEY_QUOTA_PER_DAY;

    for (const key of [teamKey, ownerKey, memberKey]) expect((await keyed(key.secret)).status).toBe(200);
    const pooled = await keyed(memberKey.secret);
    expect(pooled.headers.get('ratelimit')).toMatch(new RegExp(`"day";r=${quota - 4};`));
    expect(pooled.headers.get('ratelimit-policy')).toContain(`"day";q=${quota};`);
    expect((await keysOf(owner)).usage.requestsToday).toBe(4);
    expect((await keysOf(member)).usage.requestsToday).toBe(4);

    // The rest of the day's pool spent (as by many requests): every key of the team is refused, the member's own too.
    await adminDb().doc(`apiKeyTeams/${teamId}/apiKeyUsage/${today()}`).update({ count: quota });
    for (const key of [teamKey, ownerKey, memberKey]) {
      const spent = await keyed(key.secret);
      expect({ status: spent.status, code: expectErrorBody(spent.text).code }).toEqual({
        status: 429,
        code: 'quota_exceeded',
      });
    }

    // Out of the team, the member's own key counts against their own quota again; the team keeps its pool.
    await removeMember(teamId, member);
    const own = await keyed(memberKey.secret);
    expect(own.status).toBe(200);
    expect(own.headers.get('ratelimit-policy')).toContain(`"day";q=${API_KEY_QUOTA_PER_DAY};`);
    expect((await keyed(teamKey.secret)).status).toBe(429);
  }, 60_000);

  it("stop with the team's subscription, while a member's own key works on their own", async () => {
    const { teamId, members } = await teamOf(['owner', 'member'] as const);
    const [teamKey, ownKey] = [await makeKey(members[0], 'team'), await makeKey(members[1])];
    await adminDb().doc(`teams/${teamId}`).update({ isPaidUser: false });
    const refused = await keyed(teamKey.secret);
    expect({ status: refused.status, code: expectErrorBody(refused.text).code }).toEqual({
      status: 403,
      code: 'not_paid',
    });
    expect((await keyed(ownKey.secret)).status).toBe(200);
  }, 60_000);
});
