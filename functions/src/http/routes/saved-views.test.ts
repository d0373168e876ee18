import { checkIdToken } from '../../services/accounts/id-tokens';
import { getUserRecord, type UserRecord } from '../../services/accounts/user-records';
import {
  createSavedView,
  deleteSavedView,
  listSavedViews,
  renameSavedView,
} from '../../services/saved-views/saved-views';
import { serveApp } from '../../testing/serve-app';

jest.mock('../../services/accounts/id-tokens');
jest.mock('../../services/accounts/user-records');
jest.mock('../../services/saved-views/saved-views');
// The writes' limit is counted in Firestore; here in a map, per key.
jest.mock('../../services/platform/rate-counters', () => jest.requireActual('../../testing/memory-rate-counters'));

/** The saved-view routes over real HTTP, with the ID-token check, the record and the store replaced. */
const served = serveApp();

const VIEW = {
  id: 'abc123',
  name: 'Colorado 2024',
  reportId: 'market-overview',
  query: { from: '2024-01', to: '2024-12' },
  createdAt: '2026-11-26T00:00:00.000Z',
  owner: 'personal' as const,
  canManage: true,
};

let users = 0;
let uid = '';
/** A new caller each time (the writes allow a user 30 calls a minute), paid unless asked. */
function signedIn(record: Partial<UserRecord> | 'no record' = { isPaidUser: true }) {
  uid = `uid-${++users}`;
  jest.mocked(checkIdToken).mockResolvedValue({ ok: true, user: { uid, email: 'reader@example.com', authTime: 0 } });
  jest.mocked(getUserRecord).mockResolvedValue(record === 'no record' ? undefined : (record as UserRecord));
}

beforeEach(() => {
  jest.clearAllMocks();
  signedIn();
  jest.mocked(listSavedViews).mockResolvedValue({ views: [VIEW], membership: null });
  jest.mocked(createSavedView).mockImplementation(async (_uid, view) => ({ ...VIEW, ...view }));
  jest.mocked(renameSavedView).mockImplementation(async (_uid, _id, name) => ({ ...VIEW, name }));
  jest.mocked(deleteSavedView).mockResolvedValue();
});

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${served.baseUrl}/api${path}`, {
    method,
    headers: { authorization: 'Bearer token', 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const save = (body: unknown) => call('POST', '/saved-views', body);

describe('paid access', () => {
  it.each<[string, Partial<UserRecord> | 'no record']>([
    ['a free reader', { isPaidUser: false }],
    ['a reader whose paid period lapsed', { isPaidUser: true, currentPeriodEnd: { seconds: 1 } as never }],
    ['a reader without a record', 'no record'],
  ])('refuses %s on every route, before reading the body', async (_name, record) => {
    signedIn(record);
    for (const [method, path, body] of [
      ['GET', '/saved-views', undefined],
      ['POST', '/saved-views', { name: '' }],
      ['POST', '/saved-views/abc123/rename', { name: 'New' }],
      ['POST', '/saved-views/abc123/delete', {}],
    ] as const) {
      expect(await call(method, path, body)).toEqual({
        status: 403,
        body: { error: 'You need an active subscription to access reports', code: 'not_paid' },
      });
    }
    for (const service of [listSavedViews, createSavedView, renameSavedView, deleteSavedView])
      expect(service).not.toHaveBeenCalled();
  });
});

describe('POST /saved-views', () => {
  it("saves the view as the caller's, whatever uid the body names", async () => {
    const answer = await save({
      name: '  Colorado 2024 ',
      reportId: 'market-overview',
      query: { from: '2024-01', to: '2024-12' },
      uid: 'someone-else',
    });
    expect(answer.status).toBe(200);
    expect(createSavedView).toHaveBeenCalledWith(
      uid,
      {
        name: 'Colorado 2024',
        reportId: 'market-overview',
        query: { from: '2024-01', to: '2024-12' },
      },
      'personal',
    );
    expect(answer.body).toEqual({ view: { ...VIEW } });
  });

  it('keeps only the settings the report data API takes, and saves a default view without any', async () => {
    await save({ name: 'Prices', reportId: 'prices', query: { state: 'CO', unknown: 'x' } });
    expect(createSavedView).toHaveBeenLastCalledWith(
      uid,
      {
        name: 'Prices',
        reportId: 'prices',
        query: { state: 'CO' },
      },
      'personal',
    );
    await save({ name: 'Default', reportId: 'prices' });
    expect(createSavedView).toHaveBeenLastCalledWith(
      uid,
      { name: 'Default', reportId: 'prices', query: {} },
      'personal',
    );
  });

  it("saves on the team's shelf when asked, and refuses any other owner with work_owner_invalid", async () => {
    await save({ name: 'Shared', reportId: 'prices', owner: 'team' });
    expect(createSavedView).toHaveBeenLastCalledWith(uid, { name: 'Shared', reportId: 'prices', query: {} }, 'team');
    jest.mocked(createSavedView).mockClear();
    const answer = await save({ name: 'Shared', reportId: 'prices', owner: 'company' });
    expect(answer).toMatchObject({ status: 400, body: { code: 'work_owner_invalid' } });
    expect(createSavedView).not.toHaveBeenCalled();
  });

  it.each<[string, unknown]>([
    ['an empty name', ''],
    ['a name of spaces', '   '],
    ['a name past 60 characters', 'a'.repeat(61)],
    ['a name with a control character', 'a\u0007b'],
    ['a name with a surrogate half alone', 'a\ud800b'],
    ['a name that is not text', 42],
    ['no name', undefined],
  ])('refuses %s with view_name_invalid', async (_name, name) => {
    const answer = await save({ name, reportId: 'market-overview', query: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('view_name_invalid');
    expect(createSavedView).not.toHaveBeenCalled();
  });

  it('takes a name of exactly 60 characters', async () => {
    expect((await save({ name: 'a'.repeat(60), reportId: 'market-overview' })).status).toBe(200);
  });

  it.each<[string, unknown]>([
    ['an unknown report', 'no-such-report'],
    ['the public demo', 'demo'],
    ['a Power BI entry', 'powerbi-123'],
    ['no report', undefined],
    ['a report id that is not text', ['market-overview']],
  ])('refuses %s with unknown_report', async (_name, reportId) => {
    const answer = await save({ name: 'A view', reportId, query: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('unknown_report');
  });

  it.each<[string, unknown]>([
    ['a malformed month', { from: '2024-13' }],
    ['a filter that is not text', { states: ['CO'] }],
    ['a query that is not an object', 'from=2024-01'],
    ['an overlong county', { county: 'x'.repeat(81) }],
    ['a county with a surrogate half alone', { county: 'Denver\udc00' }],
  ])('refuses %s with view_query_invalid', async (_name, query) => {
    const answer = await save({ name: 'A view', reportId: 'market-overview', query });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('view_query_invalid');
    expect(createSavedView).not.toHaveBeenCalled();
  });
});

describe('the other routes', () => {
  it("lists the caller's views", async () => {
    expect(await call('GET', '/saved-views')).toEqual({ status: 200, body: { views: [VIEW], team: null } });
    expect(listSavedViews).toHaveBeenCalledWith(uid);
  });

  it("renames and deletes the caller's view by its id", async () => {
    expect(await call('POST', '/saved-views/abc123/rename', { name: ' Renamed ' })).toEqual({
      status: 200,
      body: { view: { ...VIEW, name: 'Renamed' } },
    });
    expect(renameSavedView).toHaveBeenCalledWith(uid, 'abc123', 'Renamed');
    expect(await call('POST', '/saved-views/abc123/delete', {})).toEqual({ status: 200, body: { success: true } });
    expect(deleteSavedView).toHaveBeenCalledWith(uid, 'abc123');
  });

  it('refuses a malformed id and a bad new name', async () => {
    expect((await call('POST', '/saved-views/..%2Fx/delete', {})).body.code).toBe('invalid_request');
    expect((await call('POST', '/saved-views/abc123/rename', { name: '' })).body.code).toBe('view_name_invalid');
    expect(renameSavedView).not.toHaveBeenCalled();
    expect(deleteSavedView).not.toHaveBeenCalled();
  });
});
