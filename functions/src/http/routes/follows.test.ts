import { checkIdToken } from '../../services/accounts/id-tokens';
import { getUserRecord } from '../../services/accounts/user-records';
import {
  follow,
  followsRef,
  getFollows,
  getTeamFollows,
  setAlertMode,
  teamFollowsRef,
  unfollow,
  unsubscribeAll,
} from '../../services/alerts/follow-store';
import { membershipOf, type Membership } from '../../services/teams/team-work';
import { signUnsubscribeToken } from '../../services/alerts/unsubscribe-token';
import { UNSUBSCRIBE_STYLESHEET } from './unsubscribe-page';
import { serveApp } from '../../testing/serve-app';

jest.mock('../../services/accounts/id-tokens');
jest.mock('../../services/accounts/user-records');
jest.mock('../../services/alerts/follow-store');
jest.mock('../../services/teams/team-work', () => ({
  ...jest.requireActual('../../services/teams/team-work'),
  membershipOf: jest.fn(),
}));
// The writes' limit is counted in Firestore; here in a map, per key.
jest.mock('../../services/platform/rate-counters', () => jest.requireActual('../../testing/memory-rate-counters'));

const SECRET = 'unit-test-alert-link-secret-0123456789';
process.env.ALERT_LINK_SECRET = SECRET;

/** The follow routes over real HTTP, with the ID-token check, the record and the store replaced. */
const served = serveApp();
const FOLLOWS = { follows: [{ kind: 'market' as const, state: 'MD' as const }], alertMode: 'instant' as const };

let users = 0;
let uid = '';
function signedIn(isPaidUser = true) {
  uid = `uid-${++users}`;
  jest.mocked(checkIdToken).mockResolvedValue({ ok: true, user: { uid, email: 'reader@example.com', authTime: 0 } });
  jest.mocked(getUserRecord).mockResolvedValue({ isPaidUser } as never);
}

beforeEach(() => {
  jest.clearAllMocks();
  signedIn();
  for (const service of [getFollows, follow, unfollow, setAlertMode]) jest.mocked(service).mockResolvedValue(FOLLOWS);
  jest.mocked(unsubscribeAll).mockResolvedValue();
  jest.mocked(membershipOf).mockResolvedValue(null);
  jest.mocked(getTeamFollows).mockResolvedValue([{ kind: 'dataset', id: 'md-sales' }]);
  // Each document stands for itself: the routes hand the one they chose to the store.
  jest.mocked(followsRef).mockImplementation((id) => `follows/${id}` as never);
  jest.mocked(teamFollowsRef).mockImplementation((id) => `teamFollows/${id}` as never);
});

async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${served.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: 'Bearer token',
      'content-type': 'application/json',
      'x-forwarded-for': '192.0.2.9',
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text,
    body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

describe('follows', () => {
  it("lists the caller's follows, and says a free account gets the monthly note only", async () => {
    expect((await call('GET', '/follows')).body).toEqual({ ...FOLLOWS, fullAlerts: true, maxFollows: 50, team: null });
    signedIn(false);
    expect((await call('GET', '/follows')).body.fullAlerts).toBe(false);
    expect(getFollows).toHaveBeenLastCalledWith(uid);
  });

  it('follows and unfollows a market or a dataset for the caller, whatever uid the body names', async () => {
    expect((await call('POST', '/follows', { target: { kind: 'market', state: 'MD' }, uid: 'other' })).status).toBe(
      200,
    );
    expect(follow).toHaveBeenCalledWith(`follows/${uid}`, { kind: 'market', state: 'MD' });
    await call('POST', '/follows/unfollow', { target: { kind: 'dataset', id: 'md-sales' } });
    expect(unfollow).toHaveBeenCalledWith(`follows/${uid}`, { kind: 'dataset', id: 'md-sales' });
  });

  it("lists the team's follows to a member, and lets only the owner and admins change them", async () => {
    const asMember = (role: Membership['role']) =>
      jest.mocked(membershipOf).mockResolvedValue({ teamId: 'team-1', role });
    asMember('member');
    expect((await call('GET', '/follows')).body.team).toEqual({
      follows: [{ kind: 'dataset', id: 'md-sales' }],
      canManage: false,
    });
    const refused = await call('POST', '/follows', { target: { kind: 'market', state: 'MD' }, owner: 'team' });
    expect([refused.status, refused.body.code]).toEqual([403, 'not_team_admin']);
    expect(follow).not.toHaveBeenCalled();
    // A member still follows on their own.
    await call('POST', '/follows', { target: { kind: 'market', state: 'MD' } });
    expect(follow).toHaveBeenLastCalledWith(`follows/${uid}`, { kind: 'market', state: 'MD' });

    for (const role of ['admin', 'owner'] as const) {
      asMember(role);
      await call('POST', '/follows', { target: { kind: 'market', state: 'CO' }, owner: 'team' });
      expect(follow).toHaveBeenLastCalledWith('teamFollows/team-1', { kind: 'market', state: 'CO' });
      await call('POST', '/follows/unfollow', { target: { kind: 'market', state: 'CO' }, owner: 'team' });
      expect(unfollow).toHaveBeenLastCalledWith('teamFollows/team-1', { kind: 'market', state: 'CO' });
    }
  });

  it("refuses the team's follows to a reader in no team, and an owner it does not know", async () => {
    const lone = await call('POST', '/follows', { target: { kind: 'market', state: 'MD' }, owner: 'team' });
    expect([lone.status, lone.body.code]).toEqual([403, 'not_team_member']);
    const odd = await call('POST', '/follows', { target: { kind: 'market', state: 'MD' }, owner: 'company' });
    expect([odd.status, odd.body.code]).toEqual([400, 'work_owner_invalid']);
    expect(follow).not.toHaveBeenCalled();
  });

  it.each<[string, unknown]>([
    ['an unknown state', { kind: 'market', state: 'ZZ' }],
    ['an unknown dataset', { kind: 'dataset', id: 'no-such-data' }],
    ['an unknown kind', { kind: 'report', id: 'md-sales' }],
    ['no target', undefined],
    ['a target that is text', 'market:MD'],
  ])('refuses %s with unknown_follow_target', async (_name, target) => {
    const answer = await call('POST', '/follows', { target });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('unknown_follow_target');
    expect(follow).not.toHaveBeenCalled();
  });

  it('sets how alerts come, and refuses a mode it does not know', async () => {
    await call('POST', '/follows/alert-settings', { alertMode: 'weekly' });
    expect(setAlertMode).toHaveBeenCalledWith(uid, 'weekly');
    const answer = await call('POST', '/follows/alert-settings', { alertMode: 'hourly' });
    expect([answer.status, answer.body.code]).toEqual([400, 'alert_mode_invalid']);
  });
});

describe('unsubscribe', () => {
  const token = () => encodeURIComponent(signUnsubscribeToken(SECRET, 'uid-mailed'));

  it('asks on a GET and unsubscribes nobody', async () => {
    const page = await call('GET', `/alerts/unsubscribe?token=${token()}`, undefined, { authorization: '' });
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain('<form method="post"');
    // Styled by the site's own stylesheet: the Content-Security-Policy refuses inline style.
    expect(page.text).toContain(`<link rel="stylesheet" href="${UNSUBSCRIBE_STYLESHEET}">`);
    expect(page.text).not.toMatch(/style[=>]/);
    expect(unsubscribeAll).not.toHaveBeenCalled();
  });

  it('unsubscribes the user the link was signed for on a POST, without a sign-in (RFC 8058)', async () => {
    const response = await fetch(`${served.baseUrl}/api/alerts/unsubscribe?token=${token()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.9' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(unsubscribeAll).toHaveBeenCalledWith('uid-mailed');
  });

  it('refuses a forged or missing token', async () => {
    const forged = `${Buffer.from('uid-other').toString('base64url')}.${signUnsubscribeToken(SECRET, 'uid-mailed').split('.')[1]}`;
    for (const query of [`?token=${forged}`, '', '?token=x.y']) {
      const answer = await call('POST', `/alerts/unsubscribe${query}`);
      expect([answer.status, answer.body.code]).toEqual([400, 'unsubscribe_link_invalid']);
    }
    expect(unsubscribeAll).not.toHaveBeenCalled();
  });
});
