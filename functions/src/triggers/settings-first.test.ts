/**
 * The Auth triggers and the scheduled jobs check their settings before any work: a deployed
 * instance with an unsafe setting skips the run and logs the setting's name (never its value).
 */
import type { UserRecord } from 'firebase-admin/auth';
import { ingestPublishedData } from '../ingestion/ingest-published-data';
import { reconcilePaidUsers } from '../services/billing/reconciliation';
import { productionSettings } from '../testing/production-settings';
import { onUserCreated } from './on-user-created';
import { onUserDeleted } from './on-user-deleted';

jest.mock('./on-user-created');
jest.mock('./on-user-deleted');
jest.mock('../services/billing/reconciliation');
jest.mock('../ingestion/ingest-published-data');
// The run's report of sources behind reads Firestore, which a unit test has none of.
jest.mock('../ingestion/currency-report');

const PRODUCTION_ENV = Object.fromEntries(
  Object.entries(productionSettings()).map(([name, value]) => [name, String(value)]),
);

type Runnable = { run: (data: never, context?: never) => unknown };

interface Case {
  name: string;
  load: () => Runnable;
  event: unknown;
  work: jest.Mock;
  unsafe: Record<string, string>;
  /** A skipped run fails, so the platform runs it again once the settings are fixed (no later event asks again). */
  retriedWhenSkipped?: true;
}

const account = { uid: 'uid-1', email: 'reader@example.com' } as UserRecord;
const schedule = { scheduleTime: '2026-11-23T06:00:00Z' };

const cases: Case[] = [
  {
    name: 'createUserRecord',
    load: () => jest.requireActual<typeof import('./create-user-record')>('./create-user-record').createUserRecord,
    event: account,
    work: jest.mocked(onUserCreated),
    unsafe: { PUBLIC_SITE_URL: 'http://reports.example.com' },
  },
  {
    name: 'deleteUserData',
    load: () => jest.requireActual<typeof import('./delete-user-data')>('./delete-user-data').deleteUserData,
    event: account,
    work: jest.mocked(onUserDeleted),
    unsafe: { STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' },
    retriedWhenSkipped: true,
  },
  {
    name: 'reconcileSubscriptions',
    load: () =>
      jest.requireActual<typeof import('./reconcile-subscriptions')>('./reconcile-subscriptions')
        .reconcileSubscriptions,
    event: schedule,
    work: jest.mocked(reconcilePaidUsers),
    unsafe: { STRIPE_SECRET_KEY: 'sk_test_local_emulator' },
  },
  {
    name: 'ingestPublishedData',
    load: () => jest.requireActual<typeof import('./ingest-schedule')>('./ingest-schedule').ingestPublishedData,
    event: schedule,
    work: jest.mocked(ingestPublishedData),
    unsafe: { DATA_URL_CT_WEEKLY_SALES: 'http://data.example.gov/ct-weekly.csv' },
  },
];

/** Runs the function once, in a fresh module registry, as a deployed instance with `env`; what it logged. */
async function runDeployed(
  { load, event }: Case,
  env: Record<string, string>,
): Promise<{ output: string; failed: boolean }> {
  const saved = { ...process.env };
  Object.assign(process.env, PRODUCTION_ENV, { GCLOUD_PROJECT: 'demo-cannabis-reports' }, env);
  delete process.env.FUNCTIONS_EMULATOR;
  delete process.env.FUNCTION_TARGET;
  // Before the logger loads: it keeps the console methods it finds.
  const logged = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    let fn: Runnable | undefined;
    jest.isolateModules(() => {
      fn = load();
    });
    const failed = await Promise.resolve(fn!.run(event as never, { eventId: 'event-1' } as never)).then(
      () => false,
      () => true,
    );
    return { output: [...logged.mock.calls, ...printed.mock.calls].map((call) => String(call[0])).join('\n'), failed };
  } finally {
    logged.mockRestore();
    printed.mockRestore();
    process.env = saved;
  }
}

beforeEach(() => jest.clearAllMocks());

describe.each(cases)('$name', (testCase) => {
  it('skips its work with an unsafe setting, logging the setting by name', async () => {
    const [[setting, value]] = Object.entries(testCase.unsafe);
    const { output, failed } = await runDeployed(testCase, testCase.unsafe);
    expect(testCase.work).not.toHaveBeenCalled();
    expect(failed).toBe(testCase.retriedWhenSkipped === true);
    expect(output).toContain(`Skipping ${testCase.name}`);
    expect(output).toContain(setting);
    expect(output).not.toContain(value);
  });

  it('does its work with safe settings', async () => {
    expect((await runDeployed(testCase, {})).failed).toBe(false);
    expect(testCase.work).toHaveBeenCalledTimes(1);
  });
});
