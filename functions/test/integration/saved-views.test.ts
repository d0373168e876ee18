/**
 * Saved views through Hosting, against the real emulators: a paid (or trialing) reader saves,
 * lists, renames and deletes their views, stored under `users/{uid}/savedViews`; a free reader
 * gets 403 on every route; another reader can neither see nor change them; the cap, a taken
 * name and bad input are refused with their codes, and deleting the account deletes the views.
 */
import { SAVED_VIEWS_MAX } from '@cannabis-reports/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { expectErrorBody } from './error-body';

/** A reader whose record opens the reports (the Stripe fields are not read by the gate). */
async function reader(status: 'active' | 'trialing' | 'free' = 'active'): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  if (status !== 'free') await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: status });
  return user;
}

async function call(user: TestUser, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      authorization: `Bearer ${user.idToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
}

const list = (user: TestUser) => call(user, 'GET', '/saved-views');
const save = (user: TestUser, body: unknown) => call(user, 'POST', '/saved-views', body);
const rename = (user: TestUser, id: string, name: unknown) => call(user, 'POST', `/saved-views/${id}/rename`, { name });
const remove = (user: TestUser, id: string) => call(user, 'POST', `/saved-views/${id}/delete`, {});

const stored = (uid: string) => adminDb().collection(`users/${uid}/savedViews`).get();

async function refusal(answer: Awaited<ReturnType<typeof call>>) {
  return { status: answer.status, code: expectErrorBody(answer.text).code };
}

describe('a paid reader', () => {
  it('saves a view, finds it in the list, renames it and deletes it', async () => {
    const user = await reader();
    expect(await list(user)).toMatchObject({ status: 200, body: { views: [] } });

    const saved = await save(user, {
      name: 'Colorado and Washington, 2024',
      reportId: 'market-overview',
      query: { from: '2024-01', to: '2024-12', states: 'CO,WA' },
    });
    expect(saved.status).toBe(200);
    const view = saved.body.view as Record<string, unknown>;
    expect(view).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      name: 'Colorado and Washington, 2024',
      reportId: 'market-overview',
      query: { from: '2024-01', to: '2024-12', states: 'CO,WA' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      owner: 'personal',
      canManage: true,
    });
    const id = String(view.id);
    const document = await adminDb().doc(`users/${user.uid}/savedViews/${id}`).get();
    expect(document.data()).toMatchObject({ name: view.name, reportId: 'market-overview', query: view.query });

    await save(user, { name: 'all prices', reportId: 'prices' });
    expect(((await list(user)).body.views as Array<{ name: string }>).map((entry) => entry.name)).toEqual([
      'all prices',
      'Colorado and Washington, 2024',
    ]);

    expect(await rename(user, id, '  CO and WA  ')).toMatchObject({
      status: 200,
      body: { view: { ...view, name: 'CO and WA' } },
    });
    expect((await adminDb().doc(`users/${user.uid}/savedViews/${id}`).get()).get('name')).toBe('CO and WA');

    expect(await remove(user, id)).toMatchObject({ status: 200, body: { success: true } });
    expect((await stored(user.uid)).docs.map((doc) => doc.get('name'))).toEqual(['all prices']);
    // Gone is gone: a second delete or a rename finds nothing.
    expect(await refusal(await remove(user, id))).toEqual({ status: 404, code: 'not_found' });
    expect(await refusal(await rename(user, id, 'Again'))).toEqual({ status: 404, code: 'not_found' });
  }, 60_000);

  it('may be trialing', async () => {
    const user = await reader('trialing');
    expect((await save(user, { name: 'Trial view', reportId: 'colorado-counties' })).status).toBe(200);
    expect((await list(user)).body.views).toHaveLength(1);
  }, 60_000);

  it('refuses a name already taken, whatever its case, on save and on rename', async () => {
    const user = await reader();
    await save(user, { name: 'Prices', reportId: 'prices' });
    const other = await save(user, { name: 'Other', reportId: 'prices' });
    expect(await refusal(await save(user, { name: 'PRICES', reportId: 'markets' }))).toEqual({
      status: 409,
      code: 'view_name_taken',
    });
    const otherId = String((other.body.view as { id: string }).id);
    expect(await refusal(await rename(user, otherId, 'prices'))).toEqual({ status: 409, code: 'view_name_taken' });
    // A view may take its own name in another case.
    expect((await rename(user, otherId, 'OTHER')).status).toBe(200);
  }, 60_000);

  it('refuses two saves of one name at once: one is kept', async () => {
    const user = await reader();
    const answers = await Promise.all([1, 2].map(() => save(user, { name: 'Race', reportId: 'prices' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await stored(user.uid)).size).toBe(1);
  }, 60_000);

  it(`keeps at most ${SAVED_VIEWS_MAX} views`, async () => {
    const user = await reader();
    const batch = adminDb().batch();
    for (let index = 0; index < SAVED_VIEWS_MAX - 1; index++)
      batch.set(adminDb().collection(`users/${user.uid}/savedViews`).doc(), {
        name: `View ${index}`,
        reportId: 'prices',
        query: {},
        createdAt: Timestamp.now(),
      });
    await batch.commit();
    expect((await save(user, { name: 'The last one', reportId: 'prices' })).status).toBe(200);
    expect(await refusal(await save(user, { name: 'One too many', reportId: 'prices' }))).toEqual({
      status: 409,
      code: 'saved_views_full',
    });
    expect((await stored(user.uid)).size).toBe(SAVED_VIEWS_MAX);
    expect((await list(user)).body.views).toHaveLength(SAVED_VIEWS_MAX);
  }, 60_000);

  it.each<[string, unknown, string]>([
    ['an empty name', { name: ' ', reportId: 'prices' }, 'view_name_invalid'],
    ['a name of 61 characters', { name: 'x'.repeat(61), reportId: 'prices' }, 'view_name_invalid'],
    ['an unknown report', { name: 'A', reportId: 'no-such-report' }, 'unknown_report'],
    ['the public demo', { name: 'A', reportId: 'demo' }, 'unknown_report'],
    ['a malformed filter', { name: 'A', reportId: 'prices', query: { from: '2024-13' } }, 'view_query_invalid'],
    ['a filter that is not text', { name: 'A', reportId: 'prices', query: { type: 1 } }, 'view_query_invalid'],
  ])(
    'refuses %s with 400 and stores nothing',
    async (_name, body, code) => {
      const user = await reader();
      expect(await refusal(await save(user, body))).toEqual({ status: 400, code });
      expect((await stored(user.uid)).size).toBe(0);
    },
    60_000,
  );

  it('refuses a malformed view id', async () => {
    const user = await reader();
    expect(await refusal(await remove(user, 'not-an-id'))).toEqual({ status: 400, code: 'invalid_request' });
  }, 60_000);
});

describe('owner only', () => {
  it("never shows, renames or deletes another reader's view, and answers nothing of it", async () => {
    const [owner, other] = await Promise.all([reader(), reader()]);
    const saved = await save(owner, { name: 'Secret Colorado view', reportId: 'colorado-counties' });
    const id = String((saved.body.view as { id: string }).id);

    const answers = [await list(other), await rename(other, id, 'Taken over'), await remove(other, id)];
    expect(answers[0].body).toEqual({ views: [], team: null });
    expect(await refusal(answers[1])).toEqual({ status: 404, code: 'not_found' });
    expect(await refusal(answers[2])).toEqual({ status: 404, code: 'not_found' });
    for (const answer of answers) {
      expect(answer.text).not.toContain('Secret Colorado view');
      expect(answer.text).not.toContain(owner.uid);
    }
    expect((await stored(owner.uid)).docs.map((doc) => doc.get('name'))).toEqual(['Secret Colorado view']);
    expect((await stored(other.uid)).size).toBe(0);
  }, 60_000);

  it('refuses a free reader on every route with 403 not_paid, and stores nothing', async () => {
    const user = await reader('free');
    for (const answer of [
      await list(user),
      await save(user, { name: 'A', reportId: 'prices' }),
      await rename(user, 'abc', 'B'),
      await remove(user, 'abc'),
    ])
      expect(await refusal(answer)).toEqual({ status: 403, code: 'not_paid' });
    expect((await stored(user.uid)).size).toBe(0);
  }, 60_000);

  it('refuses a reader whose subscription ended, and keeps their views for when they pay again', async () => {
    const user = await reader();
    await save(user, { name: 'Kept', reportId: 'prices' });
    await setUserFields(user.uid, { isPaidUser: false, stripeSubscriptionStatus: 'canceled' });
    expect(await refusal(await list(user))).toEqual({ status: 403, code: 'not_paid' });
    expect((await stored(user.uid)).size).toBe(1);
  }, 60_000);
});

it("deleting the account deletes the reader's saved views", async () => {
  const user = await reader();
  await save(user, { name: 'Goes with the account', reportId: 'prices' });
  await adminAuth().deleteUser(user.uid);
  const deadline = Date.now() + 30_000;
  while ((await stored(user.uid)).size > 0) {
    if (Date.now() > deadline) throw new Error('The saved views outlived the account');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 60_000);

describe("a view's e-mail schedule", () => {
  it('is set and stopped by its owner, and anything else is refused with its code', async () => {
    const user = await reader();
    const saved = await save(user, { name: 'Maryland', reportId: 'markets', query: { state: 'MD' } });
    const id = String((saved.body.view as { id: string }).id);
    const schedule = (viewId: string, body: unknown) => call(user, 'POST', `/saved-views/${viewId}/schedule`, body);
    const stored = async () => (await adminDb().doc(`users/${user.uid}/savedViews/${id}`).get()).get('schedule');

    expect(await schedule(id, { schedule: 'published' })).toMatchObject({
      status: 200,
      body: { view: { id, name: 'Maryland', schedule: 'published' } },
    });
    expect(await stored()).toBe('published');
    for (const body of [{ schedule: 'daily' }, {}, { schedule: 7 }])
      expect(await refusal(await schedule(id, body))).toEqual({ status: 400, code: 'view_schedule_invalid' });
    expect(await stored()).toBe('published');
    expect(await refusal(await schedule('NoSuchView', { schedule: 'weekly' }))).toEqual({
      status: 404,
      code: 'not_found',
    });

    const stopped = await schedule(id, { schedule: null });
    expect(stopped.status).toBe(200);
    expect(stopped.body.view).not.toHaveProperty('schedule');
    expect(await stored()).toBeUndefined();

    await setUserFields(user.uid, { isPaidUser: false, stripeSubscriptionStatus: 'canceled' });
    expect(await refusal(await schedule(id, { schedule: 'weekly' }))).toEqual({ status: 403, code: 'not_paid' });
    expect(await stored()).toBeUndefined();
  }, 60_000);
});
