/**
 * A team's saved views through Hosting, against the real emulators: any member saves one on the
 * team's shelf and every member lists it, marked; a removed member and another team's member do
 * not see it; a member may change only what they saved (403 not_team_admin otherwise), an admin
 * anything; the embed shows while the team's subscription is live.
 */
import { importPath } from '@cannabis-reports/data-import';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { SHARED_DATA } from '@cannabis-reports/test-support/src/report-data';
import path from 'node:path';
import { APP_URL } from '@cannabis-reports/test-support/src/emulators';
import type { TestUser } from '@cannabis-reports/test-support/src/users';
import { teamViewEmbedPath } from '@cannabis-reports/contracts';
import { get, post } from './signed-in-calls';
import { paidReader, refusal, removeMember, teamOf } from './team-fixtures';

interface Listed {
  id: string;
  name: string;
  owner: string;
  teamId?: string;
  canManage: boolean;
}

const listed = async (user: TestUser) => (await get('/saved-views', user)).body.views as Listed[];
const save = (user: TestUser, name: string, owner?: string) =>
  post('/saved-views', user, { name, reportId: 'prices', query: { state: 'CO' }, owner });

describe("a team's saved views", () => {
  it('are saved by any member, listed to every member beside their own, and to nobody else', async () => {
    const { teamId, members } = await teamOf(['owner', 'member', 'member'] as const);
    const [owner, saver, other] = members;
    const { members: strangers } = await teamOf(['owner'] as const);

    const saved = await save(saver, 'Colorado for the team', 'team');
    expect(saved.status).toBe(200);
    const view = saved.body.view as Listed;
    expect(view).toMatchObject({ owner: 'team', teamId, canManage: true });
    expect((await adminDb().doc(`teams/${teamId}/savedViews/${view.id}`).get()).get('createdBy')).toBe(saver.uid);
    await save(other, 'Mine alone');

    expect(await listed(other)).toEqual([
      expect.objectContaining({ name: 'Colorado for the team', owner: 'team', canManage: false }),
      expect.objectContaining({ name: 'Mine alone', owner: 'personal', canManage: true }),
    ]);
    expect(await listed(owner)).toEqual([expect.objectContaining({ id: view.id, owner: 'team', canManage: true })]);
    expect(await listed(strangers[0])).toEqual([]);

    await removeMember(teamId, other);
    expect((await listed(other)).map((each) => each.name)).toEqual(['Mine alone']);
    expect(await refusal(other, `/saved-views/${view.id}/delete`)).toEqual({ status: 404, code: 'not_found' });
  }, 60_000);

  it("are renamed and deleted by the member who saved them or an admin; another member's try is refused with 403", async () => {
    const { teamId, members } = await teamOf(['owner', 'admin', 'member', 'member'] as const);
    const [, admin, saver, member] = members;
    const view = (await save(saver, 'Prices', 'team')).body.view as Listed;

    expect(await refusal(member, `/saved-views/${view.id}/rename`, { name: 'Taken over' })).toEqual({
      status: 403,
      code: 'not_team_admin',
    });
    expect(await refusal(member, `/saved-views/${view.id}/delete`)).toEqual({ status: 403, code: 'not_team_admin' });
    expect((await post(`/saved-views/${view.id}/rename`, saver, { name: 'Prices, CO' })).status).toBe(200);
    expect((await post(`/saved-views/${view.id}/rename`, admin, { name: 'Prices in CO' })).body.view).toMatchObject({
      name: 'Prices in CO',
      canManage: true,
    });
    expect(await refusal(saver, '/saved-views', { name: 'prices in co', reportId: 'prices', owner: 'team' })).toEqual({
      status: 409,
      code: 'view_name_taken',
    });
    expect((await post(`/saved-views/${view.id}/delete`, admin)).status).toBe(200);
    expect((await adminDb().collection(`teams/${teamId}/savedViews`).get()).size).toBe(0);
  }, 60_000);

  it('cannot be saved by a reader in no team: 403 not_team_member', async () => {
    const loner = await paidReader();
    expect(await refusal(loner, '/saved-views', { name: 'Shared', reportId: 'prices', owner: 'team' })).toEqual({
      status: 403,
      code: 'not_team_member',
    });
  }, 60_000);

  it("are embedded while the team's subscription is live, and blank once it is not", async () => {
    // Connecticut's weekly report, whose figures this one file makes.
    await importPath(adminDb(), path.join(SHARED_DATA, 'ct-dcp', 'ct-cannabis-retail-sales-by-week.csv'));
    const { teamId, members } = await teamOf(['owner', 'member'] as const);
    const saved = await post('/saved-views', members[1], {
      name: 'CT embed',
      reportId: 'connecticut-weekly',
      owner: 'team',
    });
    const view = saved.body.view as Listed;
    const embed = () => fetch(`${APP_URL}${teamViewEmbedPath(teamId, view.id)}`);

    const live = await embed();
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('<svg');
    await adminDb().doc(`teams/${teamId}`).update({ isPaidUser: false });
    expect((await embed()).status).toBe(404);
  }, 60_000);
});
