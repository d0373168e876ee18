import { deleteAccount } from '../../services/accounts/account-deletion';
import { checkIdToken } from '../../services/accounts/id-tokens';
import { serveApp } from '../../testing/serve-app';

jest.mock('../../services/accounts/id-tokens');
jest.mock('../../services/accounts/account-deletion');
// The route's limit is counted in Firestore (it calls Stripe); here in a map, per key.
jest.mock('../../services/platform/rate-counters', () => jest.requireActual('../../testing/memory-rate-counters'));

/** The delete route over real HTTP, with the ID-token check and the deletion itself replaced. */
const served = serveApp();

beforeEach(() => jest.clearAllMocks());

let users = 0;
/** A new caller each time (the route allows a user five calls a minute). */
const signedIn = (secondsAgo: number) =>
  jest.mocked(checkIdToken).mockResolvedValue({
    ok: true,
    user: { uid: `uid-${++users}`, email: 'reader@example.com', authTime: Math.floor(Date.now() / 1000) - secondsAgo },
  });

const remove = (body: unknown) =>
  fetch(`${served.baseUrl}/api/users/delete-account`, {
    method: 'POST',
    headers: { authorization: 'Bearer token', 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.7' },
    body: JSON.stringify(body),
  });

describe('POST /users/delete-account', () => {
  it('deletes the caller after a sign-in of the last minutes and the typed confirmation', async () => {
    signedIn(30);
    const response = await remove({ confirm: 'delete my account' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(deleteAccount).toHaveBeenCalledWith(`uid-${users}`);
  });

  it('refuses a session whose password was entered more than five minutes ago', async () => {
    signedIn(6 * 60);
    const response = await remove({ confirm: 'delete my account' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Please enter your password again to delete your account.',
      code: 'recent_sign_in_required',
    });
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('allows a user five attempts a minute', async () => {
    signedIn(30);
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await remove({})).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it.each([[{}], [{ confirm: 'yes' }], [{ confirm: true }], [['delete my account']]])(
    'refuses a body without the confirmation (%j)',
    async (body) => {
      signedIn(30);
      const response = await remove(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_request' });
      expect(deleteAccount).not.toHaveBeenCalled();
    },
  );
});
