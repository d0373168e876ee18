/**
 * Hostile input: at least 1,000 generated requests per route, with wrong types,
 * missing and extra fields, huge and unicode strings, malformed ids and tokens. The api app
 * runs in this process against the real emulators and the Stripe emulator. Every answer
 * must be 2xx or 4xx with `{ error, code }` for 4xx (a code the contracts define), never 5xx,
 * and a refused call must leave the caller's record as it was.
 */
import fc from 'fast-check';
import { DATASET_IDS } from '@cannabis-reports/contracts';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { expectErrorBody } from './error-body';
import { startInProcessApi } from './in-process-api';
import { LOCAL_VISITOR_HEADER } from '../../src/http/middleware/local-platform-forwarding';
import { REPORTS } from '@cannabis-reports/reports';

const RUNS = 1000;

let close: () => Promise<void>;
let base: string;
let users: TestUser[];
/**
 * Paid readers, so the saved views', follows' and API keys' runs reach past the paid-access check;
 * no other run uses them. They take turns, and there are enough of them that the per-user limits
 * (30 writes a minute for saved views and follows, 20 for API keys) answer almost none of those
 * runs: with one reader, about half of the 1,000 runs met the rate limiter instead of the handler.
 */
const READERS = 80;
let readers: TestUser[];
let readerTurn = 0;
const readerAuthorizations = new Set<string>();
/** Every credential of an account above, the fuzzing users' and the readers'. */
const signedInAuthorizations = new Set<string>();

beforeAll(async () => {
  ({ base, close } = await startInProcessApi());
  // A few accounts at a time: the Functions emulator starts a worker for each sign-up trigger running
  // at once, and 84 at once failed to load. From a cold worker, five took more than 20 s.
  const created: TestUser[] = [];
  while (created.length < 4 + READERS) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(6, 4 + READERS - created.length) }, () => createTestUser()),
    );
    await Promise.all(batch.map((user) => waitForUserRecord(user.uid, 90_000)));
    created.push(...batch);
  }
  users = created.slice(0, 4);
  readers = created.slice(4);
  await Promise.all(
    readers.map((reader) => setUserFields(reader.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' })),
  );
  for (const reader of readers) readerAuthorizations.add(`Bearer ${reader.idToken}`);
  for (const user of created) signedInAuthorizations.add(`Bearer ${user.idToken}`);
}, 180_000);

afterAll(async () => {
  await close();
});

/** Strings that break naive code: huge, unicode, control characters, path and encoding tricks. */
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%zz',
    '../..',
    '..%2f',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '\u0000',
    '😀'.repeat(50),
    'a'.repeat(20_000),
  ),
  fc.constantFrom('sub_123', 'cs_test_abc', 'monthly', 'market-overview', 'demo', '2021-10', 'a@b.co'),
);
const anyJson = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.string(), fc.jsonValue()),
  fc.record(
    {
      priceId: fc.oneof(fc.jsonValue(), fc.constantFrom('monthly', 'annual', 'yearly', 'price_annual_local')),
      plan: fc.oneof(fc.jsonValue(), fc.constantFrom('monthly', 'annual', 'yearly')),
      email: fc.jsonValue(),
      sessionId: fc.jsonValue(),
      token: fc.jsonValue(),
      confirm: fc.oneof(fc.jsonValue(), fc.constantFrom('delete my account ', 'DELETE MY ACCOUNT', 'delete')),
    },
    { requiredKeys: [] },
  ),
);
const authorization = fc.oneof(
  fc.constant(undefined),
  nasty.map((value) => `Bearer ${value}`),
  nasty,
  fc.integer({ min: 0, max: 3 }).map((index) => `Bearer ${users[index].idToken}`),
);

interface Attempt {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  authorization?: string;
}

/** Visitors so far: each call is a visitor never seen before (198.18.0.0/15 holds 131,072 of them). */
let visitors = 0;

async function send(attempt: Attempt) {
  const visitor = visitors++;
  const headers: Record<string, string> = {
    // A visitor of its own each time (local-platform-forwarding.ts): the fuzzing meets no per-address limit, and
    // no two calls at once count in the same address's counter.
    [LOCAL_VISITOR_HEADER]: `198.${18 + ((visitor >> 16) & 1)}.${(visitor >> 8) & 255}.${visitor & 255}`,
  };
  if (attempt.authorization !== undefined) headers.authorization = attempt.authorization;
  if (attempt.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${attempt.path}`, { method: attempt.method, headers, body: attempt.body });
  return { status: response.status, text: await response.text() };
}

/** The records of the fuzzing users, in one read, to check that refused calls changed nothing. */
const records = async () =>
  (await adminDb().getAll(...users.map((user) => adminDb().doc(`users/${user.uid}`)))).map((snapshot) =>
    JSON.stringify(snapshot.data()),
  );

/**
 * Requests of a route in flight at once. The api serves them in this process and waits mostly on
 * the emulators (Auth for the token, Firestore for the records), so one request at a time left both
 * CPUs half idle; every answer is still checked on its own.
 */
const IN_FLIGHT = 8;

/**
 * The calls of each signed-in caller, chained: a caller's limits that guard money and mail are counted
 * in one Firestore document a window, in a transaction, and calls at once contended for it until
 * Firestore gave up (ABORTED, answered 503 busy). A person's browser does not send eight at once.
 */
const callerTurns = new Map<string, Promise<unknown>>();
function inCallersTurn<T>(attempt: Attempt, call: () => Promise<T>): Promise<T> {
  const caller = attempt.authorization;
  if (caller === undefined || !signedInAuthorizations.has(caller)) return call();
  const turn = (callerTurns.get(caller) ?? Promise.resolve()).catch(() => undefined).then(call);
  callerTurns.set(caller, turn);
  return turn;
}

/** One call's answer: undefined when the call could not be sent at all. */
type Answer = { refused: boolean } | undefined;
type Failure = { attempt: Attempt | Attempt[]; error: unknown };

/** A read-only route's runs, IN_FLIGHT at once; answers the first failure, once those in flight end. */
async function firstFailure(runs: Attempt[], answerOf: (attempt: Attempt) => Promise<Answer>) {
  let next = 0;
  let failure: Failure | undefined;
  const lane = async () => {
    while (next < runs.length && !failure) {
      const attempt = runs[next++];
      await inCallersTurn(attempt, () => answerOf(attempt)).catch((error: unknown) => (failure ??= { attempt, error }));
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return failure;
}

/** Passes when the fuzzing users' records are still `known`; answers the failure otherwise. */
function unchanged(now: string[], known: string[], attempt: Failure['attempt']): Failure | undefined {
  try {
    expect(now).toEqual(known);
    return undefined;
  } catch (error) {
    return { attempt, error };
  }
}

/**
 * A write route's runs, IN_FLIGHT at once, then the records read once: a refused call must leave
 * them as the last check left them, so a batch whose calls were all refused must too. An accepted
 * call may change them, so the refused calls of a batch that had one are sent again one at a time,
 * each followed by a read of the records, as the runs in turn were.
 */
async function firstWriteFailure(runs: Attempt[], answerOf: (attempt: Attempt) => Promise<Answer>) {
  let known = await records();
  for (let first = 0; first < runs.length; first += IN_FLIGHT) {
    const batch = runs.slice(first, first + IN_FLIGHT);
    const settled = await Promise.allSettled(batch.map((attempt) => inCallersTurn(attempt, () => answerOf(attempt))));
    const failed = settled.findIndex((outcome) => outcome.status === 'rejected');
    if (failed >= 0) return { attempt: batch[failed], error: (settled[failed] as PromiseRejectedResult).reason };
    const answers = settled.map((outcome) => (outcome as PromiseFulfilledResult<Answer>).value);
    const now = await records();
    if (answers.every((answer) => answer?.refused !== false)) {
      const failure = unchanged(now, known, batch);
      if (failure) return failure;
      continue;
    }
    known = now;
    for (const [index, attempt] of batch.entries()) {
      if (!answers[index]?.refused) continue;
      const again = await answerOf(attempt).catch((error: unknown) => ({ error }));
      if (again && 'error' in again) return { attempt, error: again.error };
      const after = await records();
      if (again?.refused) {
        const failure = unchanged(after, known, attempt);
        if (failure) return failure;
      }
      known = after;
    }
  }
  return undefined;
}

async function fuzz(name: string, attempts: fc.Arbitrary<Attempt>, mutates = false): Promise<void> {
  // The paid readers' runs, and how many of them the rate limiter answered.
  const readerRuns = { sent: 0, limited: 0 };
  /** Sends one attempt and checks its answer; answers whether the call was refused. */
  const answerOf = async (attempt: Attempt): Promise<Answer> => {
    // The header value must be sendable at all: fetch refuses some characters itself.
    if (attempt.authorization !== undefined && !/^[\t\x20-\x7e\x80-\xff]*$/.test(attempt.authorization)) return;
    const { status, text } = await send(attempt);
    if (attempt.authorization !== undefined && readerAuthorizations.has(attempt.authorization)) {
      readerRuns.sent += 1;
      if (status === 429) readerRuns.limited += 1;
    }
    if (status >= 500) throw new Error(`answered ${status}: ${text.slice(0, 200)}`);
    // Node's HTTP server itself refuses over-long request lines and headers (414, 431)
    // before any app code runs; every other refusal is ours and has the one error shape.
    const refused = status >= 400 && status !== 414 && status !== 431;
    if (refused) expectErrorBody(text);
    return { refused };
  };
  // The runs fast-check's assert would generate from this seed, which a failure names to replay them.
  const seed = Math.floor(Math.random() * 2 ** 31);
  const runs = fc.sample(attempts, { numRuns: RUNS, seed });
  const failure = mutates ? await firstWriteFailure(runs, answerOf) : await firstFailure(runs, answerOf);
  if (failure) {
    const reason = failure.error instanceof Error ? failure.error.message : String(failure.error);
    throw new Error(`${name} (seed ${seed}), ${JSON.stringify(failure.attempt).slice(0, 600)}:\n${reason}`);
  }
  // The hostile input must meet the handlers: a run the limiter answers tests only the limiter.
  expect(readerRuns.limited).toBeLessThanOrEqual(readerRuns.sent * 0.02);
}

const segment = nasty.map((value) => encodeURIComponent(value));
const rawSegment = fc.oneof(
  segment,
  nasty.map((value) => value.replace(/[/?#\s]/g, '')),
);
const query = fc
  .dictionary(fc.constantFrom('from', 'to', 'states', 'county', 'type', 'reportId', 'x'), nasty, { maxKeys: 4 })
  .map((params) => `?${new URLSearchParams(params)}`);

/** The saved views', follows' and API keys' runs: any caller, or the next paid reader in turn. */
const readerAuthorization = fc.oneof(
  authorization,
  fc.constant(null).map(() => `Bearer ${readers[readerTurn++ % READERS].idToken}`),
);
const reportId = fc.oneof(nasty, fc.jsonValue(), fc.constantFrom<string>(...REPORTS.map((report) => report.id)));
const viewQuery = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom('from', 'to', 'month', 'states', 'county', 'type', 'state', 'measure', '__proto__', 'x'),
    fc.oneof(nasty, fc.jsonValue(), fc.constantFrom('2024-01', '2024-01-01', 'CO,WA', 'retail', 'compare')),
    { maxKeys: 4 },
  ),
);
const viewBody = fc.oneof(
  anyJson.map((value) => JSON.stringify(value)),
  nasty,
  fc
    .record({ name: fc.oneof(nasty, fc.jsonValue()), reportId, query: viewQuery }, { requiredKeys: [] })
    .map((value) => JSON.stringify(value)),
);
/** A follow's body: anything, or a target shaped like one with any kind, state or id. */
const followBody = fc.oneof(
  anyJson.map((value) => JSON.stringify(value)),
  nasty,
  fc
    .record(
      {
        target: fc.oneof(
          fc.jsonValue(),
          fc.record(
            { kind: fc.oneof(fc.constantFrom('market', 'dataset'), nasty), state: nasty, id: nasty },
            { requiredKeys: [] },
          ),
        ),
        alertMode: fc.oneof(fc.constantFrom('instant', 'weekly', 'off'), nasty, fc.jsonValue()),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
);
const viewId = fc.oneof(rawSegment, fc.stringMatching(/^[A-Za-z0-9]{20}$/));
/** A team route's body: its fields (a name, a role, a uid, an invitation token) anything, or no JSON at all. */
const teamBody = fc.oneof(
  nasty,
  fc
    .record(
      {
        name: fc.oneof(nasty, fc.jsonValue()),
        role: fc.oneof(fc.constantFrom('owner', 'admin', 'member'), nasty, fc.jsonValue()),
        uid: fc.oneof(rawSegment, nasty, fc.jsonValue()),
        token: fc.oneof(nasty, fc.stringMatching(/^[A-Za-z0-9]{20}\.[A-Za-z0-9_-]{43}$/), fc.jsonValue()),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
);
/** The data API's runs: any credential, or one shaped like a key (which no stored key matches). */
const keyAuthorization = fc.oneof(
  authorization,
  fc.stringMatching(/^crk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/).map((key) => `Bearer ${key}`),
);
const dataQuery = fc
  .dictionary(
    fc.constantFrom('state', 'from', 'to', 'asOf', 'cursor', 'limit', 'format', 'x'),
    fc.oneof(nasty, fc.constantFrom('CO', '2024-01', '2024-01-01', 'csv', '1000', '0', 'eyJ2IjoxfQ')),
    { maxKeys: 5 },
  )
  .map((params) => `?${new URLSearchParams(params)}`);
const dataApiPath = fc.oneof(
  fc.constant('/api/v1/datasets'),
  fc.constant('/api/v1/reports'),
  fc.constant('/api/v1/openapi.json'),
  fc.oneof(rawSegment, fc.constantFrom<string>(...DATASET_IDS)).map((id) => `/api/v1/datasets/${id}/rows`),
  fc
    .oneof(rawSegment, fc.constantFrom<string>(...REPORTS.map((report) => report.id)))
    .map((id) => `/api/v1/reports/${id}`),
);

it.each([
  [
    'GET /users/:uid',
    fc
      .record({ id: rawSegment, authorization })
      .map(({ id, authorization }) => ({ method: 'GET' as const, path: `/api/users/${id}`, authorization })),
  ],
  [
    'GET /users/next-billing-date/:id',
    fc.record({ id: rawSegment, authorization }).map(({ id, authorization }) => ({
      method: 'GET' as const,
      path: `/api/users/next-billing-date/${id}`,
      authorization,
    })),
  ],
  [
    'GET /powerbi/report/embedToken',
    fc.record({ query, authorization }).map(({ query, authorization }) => ({
      method: 'GET' as const,
      path: `/api/powerbi/report/embedToken${query}`,
      authorization,
    })),
  ],
  [
    'GET /reports/demo/embedToken',
    fc.record({ query, authorization }).map(({ query, authorization }) => ({
      method: 'GET' as const,
      path: `/api/reports/demo/embedToken${query}`,
      authorization,
    })),
  ],
  [
    'GET /billing/invoices',
    fc
      .record({
        params: fc.dictionary(
          fc.constantFrom('limit', 'startingAfter', 'x'),
          fc.oneof(nasty, fc.constantFrom('1', '100', 'in_123', 'in_')),
          {
            maxKeys: 3,
          },
        ),
        authorization,
      })
      .map(({ params, authorization }) => ({
        method: 'GET' as const,
        path: `/api/billing/invoices?${new URLSearchParams(params)}`,
        authorization,
      })),
  ],
  [
    'GET /reports/:reportId',
    fc
      .record({
        id: fc.oneof(rawSegment, fc.constantFrom<string>(...REPORTS.map((report) => report.id))),
        query,
        authorization,
      })
      .map(({ id, query, authorization }) => ({
        method: 'GET' as const,
        path: `/api/reports/${id}${query}`,
        authorization,
      })),
  ],
  [
    'GET /saved-views',
    fc.record({ query, authorization: readerAuthorization }).map(({ query, authorization }) => ({
      method: 'GET' as const,
      path: `/api/saved-views${query}`,
      authorization,
    })),
  ],
  [
    'POST /saved-views',
    fc.record({ body: viewBody, authorization: readerAuthorization }).map(({ body, authorization }) => ({
      method: 'POST' as const,
      path: '/api/saved-views',
      body,
      authorization,
    })),
  ],
  ...(['rename', 'delete', 'schedule'] as const).map((action): [string, fc.Arbitrary<Attempt>] => [
    `POST /saved-views/:id/${action}`,
    fc
      .record({ id: viewId, body: viewBody, authorization: readerAuthorization })
      .map(({ id, body, authorization }) => ({
        method: 'POST' as const,
        path: `/api/saved-views/${id}/${action}`,
        body,
        authorization,
      })),
  ]),
  [
    'GET /api-keys',
    fc.record({ query, authorization: readerAuthorization }).map(({ query, authorization }) => ({
      method: 'GET' as const,
      path: `/api/api-keys${query}`,
      authorization,
    })),
  ],
  [
    'POST /api-keys/:id/revoke',
    fc
      .record({ id: fc.oneof(rawSegment, fc.stringMatching(/^[a-z0-9]{12}$/)), authorization: readerAuthorization })
      .map(({ id, authorization }) => ({ method: 'POST' as const, path: `/api/api-keys/${id}/revoke`, authorization })),
  ],
  [
    'GET /follows',
    fc.record({ query, authorization: readerAuthorization }).map(({ query, authorization }) => ({
      method: 'GET' as const,
      path: `/api/follows${query}`,
      authorization,
    })),
  ],
  ...(['', '/unfollow', '/alert-settings'] as const).map((action): [string, fc.Arbitrary<Attempt>] => [
    `POST /follows${action}`,
    fc.record({ body: followBody, authorization: readerAuthorization }).map(({ body, authorization }) => ({
      method: 'POST' as const,
      path: `/api/follows${action}`,
      body,
      authorization,
    })),
  ]),
  [
    'GET /team',
    fc.record({ query, authorization: readerAuthorization }).map(({ query, authorization }) => ({
      method: 'GET' as const,
      path: `/api/team${query}`,
      authorization,
    })),
  ],
  // Making a team, accepting an invitation (no token is signed) and handing over: the caller's own team only.
  ...(['', '/invitations/accept', '/owner'] as const).map((action): [string, fc.Arbitrary<Attempt>] => [
    `POST /team${action}`,
    fc.record({ body: teamBody, authorization: readerAuthorization }).map(({ body, authorization }) => ({
      method: 'POST' as const,
      path: `/api/team${action}`,
      body,
      authorization,
    })),
  ]),
  ...(['members/:uid/remove', 'members/:uid/role', 'invitations/:id/revoke'] as const).map(
    (action): [string, fc.Arbitrary<Attempt>] => [
      `POST /team/${action}`,
      fc
        .record({
          id: fc.oneof(rawSegment, fc.stringMatching(/^[A-Za-z0-9]{20,28}$/)),
          body: teamBody,
          authorization: readerAuthorization,
        })
        .map(({ id, body, authorization }) => ({
          method: 'POST' as const,
          path: `/api/team/${action.replace(/:\w+/, id)}`,
          body,
          authorization,
        })),
    ],
  ),
  ...(['alerts', 'report-mails'] as const).flatMap((mails) =>
    (['GET', 'POST'] as const).map((method): [string, fc.Arbitrary<Attempt>] => [
      `${method} /${mails}/unsubscribe`,
      // Any token: none of them signed, so nobody is unsubscribed and every answer is a 400.
      fc.record({ token: fc.oneof(rawSegment, nasty), authorization }).map(({ token, authorization }) => ({
        method,
        path: `/api/${mails}/unsubscribe?token=${encodeURIComponent(token)}`,
        authorization,
      })),
    ]),
  ),
  [
    'GET /v1/*',
    fc
      .record({ path: dataApiPath, query: dataQuery, authorization: keyAuthorization })
      .map(({ path, query, authorization }) => ({ method: 'GET' as const, path: `${path}${query}`, authorization })),
  ],
  [
    'GET /datasets',
    fc.record({ query, authorization }).map(({ query, authorization }) => ({
      method: 'GET' as const,
      path: `/api/datasets${query}`,
      authorization,
    })),
  ],
  [
    'GET /health',
    fc.record({ query, authorization }).map(({ query, authorization }) => ({
      method: 'GET' as const,
      path: `/api/health${query}`,
      authorization,
    })),
  ],
])(
  '%s: 1,000 hostile requests, never a 5xx',
  async (name, attempts) => {
    await fuzz(name, attempts);
  },
  300_000,
);

it.each([
  ['POST /users/verify-email', '/api/users/verify-email'],
  ['POST /saved-views', '/api/saved-views'],
  ['POST /api-keys', '/api/api-keys'],
  ['POST /users/lookup', '/api/users/lookup'],
  ['POST /users/resend-verification', '/api/users/resend-verification'],
  ['POST /users/cancel-subscription', '/api/users/cancel-subscription'],
  ['POST /users/resume-subscription', '/api/users/resume-subscription'],
  ['POST /stripe/create-checkout-session', '/api/stripe/create-checkout-session'],
  ['POST /stripe/create-trial-checkout-session', '/api/stripe/create-trial-checkout-session'],
  ['POST /stripe/confirm-checkout-session', '/api/stripe/confirm-checkout-session'],
  ['POST /billing/portal-session', '/api/billing/portal-session'],
  ['POST /team/checkout', '/api/team/checkout'],
  ['POST /team/portal-session', '/api/team/portal-session'],
  ['POST /users/delete-account', '/api/users/delete-account'],
  ['POST /users/change-password', '/api/users/change-password'],
  ['POST /session', '/api/session'],
  ['POST /session/end', '/api/session/end'],
  // Last: it ends the fuzzing users' sessions, so the later runs see revoked tokens.
  ['POST /users/sign-out-everywhere', '/api/users/sign-out-everywhere'],
])(
  '%s: 1,000 hostile bodies, never a 5xx, and refusals change nothing',
  async (name, path) => {
    const body = fc.oneof(
      anyJson.map((value) => JSON.stringify(value)),
      nasty,
    );
    await fuzz(
      name,
      fc
        .record({ body, authorization })
        .map(({ body, authorization }) => ({ method: 'POST' as const, path, body, authorization })),
      true,
    );
  },
  300_000,
);
