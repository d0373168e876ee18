import { getUserRecord } from '../accounts/user-records';
import { db } from '../platform/firebase';
import type { Publication } from './alert-content';
import { FAN_OUT_BATCH, fanOutBatch, type FanOutDeps } from './alert-fan-out';
import { claimAlert, markSent, releaseAlert } from './alert-ledger';
import { describePublication, latestWave, sealWave, waveOf } from './alert-runs';

jest.mock('../accounts/user-records', () => ({
  ...jest.requireActual('../accounts/user-records'),
  getUserRecord: jest.fn(),
}));
jest.mock('../platform/firebase');
jest.mock('./alert-ledger');
jest.mock('./alert-runs');

const MD: Publication = {
  datasetId: 'md-sales',
  title: 'Maryland retail sales',
  markets: ['MD'],
  version: 'v2',
  revision: { periodsAdded: ['2025-10'], periodsRevised: [], figuresRevised: 0 },
  keyFigures: [],
};

/**
 * Followers as the store holds them, by uid; the fake query pages them by uid as Firestore does.
 * No team follows anything here (the team follows are tested on the emulators, alerts.test.ts).
 */
let followers: Record<string, { targets: string[]; alertMode: string }> = {};
function fakeFollowsQuery() {
  const query = (documents: typeof followers, after?: string, limit = Infinity) => ({
    orderBy: () => query(documents, after, limit),
    limit: (count: number) => query(documents, after, count),
    startAfter: (uid: string) => query(documents, uid, limit),
    get: async () => ({
      docs: Object.keys(documents)
        .sort()
        .filter((uid) => after === undefined || uid > after)
        .slice(0, limit)
        .map((uid) => ({ id: uid, data: () => documents[uid] })),
    }),
  });
  jest.mocked(db).mockReturnValue({
    collection: (name: string) => ({ where: () => query(name === 'follows' ? followers : {}) }),
  } as never);
}

const sent: string[] = [];
const deps: FanOutDeps = {
  send: async (mail) => void sent.push(mail.to),
  linksFor: (uid) => ({ site: 'https://r.example', unsubscribe: `https://r.example/u?token=${uid}` }),
  now: () => Date.parse('2026-11-26T12:00:00Z'),
};

beforeEach(() => {
  jest.clearAllMocks();
  sent.length = 0;
  followers = {};
  fakeFollowsQuery();
  jest.mocked(sealWave).mockResolvedValue({ wave: 0, publications: [{ datasetId: 'md-sales', version: 'v2' }] });
  jest.mocked(waveOf).mockResolvedValue([{ datasetId: 'md-sales', version: 'v2' }]);
  jest.mocked(latestWave).mockResolvedValue(0);
  jest.mocked(describePublication).mockResolvedValue(MD);
  // As the ledger does: a held alert is recorded for the digest, not sent.
  jest.mocked(claimAlert).mockImplementation(async (_key, _alert, options) => !options?.hold);
  jest.mocked(getUserRecord).mockImplementation(
    async (uid) =>
      ({
        email: `${uid}@example.com`,
        emailVerified: !uid.startsWith('unverified'),
        isPaidUser: !uid.startsWith('free'),
      }) as never,
  );
});

it("mails nobody at an address its account has not verified: anyone can sign up with someone else's", async () => {
  followers = {
    paid: { targets: ['market:MD'], alertMode: 'instant' },
    unverified: { targets: ['market:MD'], alertMode: 'instant' },
  };
  expect(await fanOutBatch({ runId: '2026-11-26' }, deps)).toMatchObject({ sent: 1, skipped: 1 });
  expect(sent).toEqual(['paid@example.com']);
  expect(claimAlert).toHaveBeenCalledTimes(1);
});

it('mails each follower of the run once, keyed by run, wave and user; a free reader by the month', async () => {
  followers = {
    paid: { targets: ['market:MD'], alertMode: 'instant' },
    free: { targets: ['dataset:md-sales'], alertMode: 'instant' },
    weekly: { targets: ['market:MD'], alertMode: 'weekly' },
    off: { targets: ['market:MD'], alertMode: 'off' },
  };
  const result = await fanOutBatch({ runId: '2026-11-26' }, deps);
  expect(result).toEqual({ sent: 2, skipped: 2, failed: 0, next: undefined });
  expect(jest.mocked(claimAlert).mock.calls.map(([key, alert, options]) => [key, alert.kind, options?.hold])).toEqual([
    ['teaser-2026-11_free', 'teaser', false],
    ['run-2026-11-26-w0_paid', 'instant', false],
    ['run-2026-11-26-w0_weekly', 'digest', true],
  ]);
  expect(sent.sort()).toEqual(['free@example.com', 'paid@example.com']);
  expect(markSent).toHaveBeenCalledTimes(2);
});

it('sends nothing the ledger says is sent or being sent', async () => {
  followers = { paid: { targets: ['market:MD'], alertMode: 'instant' } };
  jest.mocked(claimAlert).mockResolvedValue(false);
  expect(await fanOutBatch({ runId: '2026-11-26' }, deps)).toMatchObject({ sent: 0, skipped: 1 });
  expect(sent).toEqual([]);
});

it('leaves a failed send pending and counts it, so the task fails and is retried', async () => {
  followers = { paid: { targets: ['market:MD'], alertMode: 'instant' } };
  const failing = { ...deps, send: async () => Promise.reject(new Error('451 try later')) };
  expect(await fanOutBatch({ runId: '2026-11-26' }, failing)).toMatchObject({ sent: 0, failed: 1 });
  expect(releaseAlert).toHaveBeenCalledWith('run-2026-11-26-w0_paid', expect.any(Error));
  expect(markSent).not.toHaveBeenCalled();
});

it('hands a full batch on to the next task, after its last uid', async () => {
  for (let index = 0; index < FAN_OUT_BATCH + 5; index++)
    followers[`u${String(index).padStart(4, '0')}`] = { targets: ['market:MD'], alertMode: 'instant' };
  const first = await fanOutBatch({ runId: '2026-11-26' }, deps);
  expect(first.sent).toBe(FAN_OUT_BATCH);
  expect(first.next).toEqual({ runId: '2026-11-26', wave: 0, after: 'u0199' });
  const second = await fanOutBatch(first.next!, deps);
  expect(second).toEqual({ sent: 5, skipped: 0, failed: 0, next: undefined });
  expect(new Set(sent).size).toBe(FAN_OUT_BATCH + 5);
});

it('sends the latest wave again when a retried first task finds it sealed', async () => {
  followers = { paid: { targets: ['market:MD'], alertMode: 'instant' } };
  jest.mocked(sealWave).mockResolvedValue(undefined);
  expect(await fanOutBatch({ runId: '2026-11-26' }, deps)).toMatchObject({ sent: 1 });
  expect(waveOf).toHaveBeenCalledWith('2026-11-26', 0);
});
