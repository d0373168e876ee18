/**
 * The data API's 'as of' reads of old versions: at most VERSION_LOADS_MAX loads at once per
 * instance (beyond, 503 `versions_busy` with Retry-After), a read of a version already loading
 * joining it, and each load, not a read the instance already holds, charged to the reader.
 */
import type { DatasetRow } from '@cannabis-reports/contracts';
import {
  hasCachedRows,
  readDataset,
  readRowsAt,
  versionAt,
} from '@cannabis-reports/data-import/src/store/dataset-reads';
import { HttpError } from '../../errors';
import { currentMatches, VERSION_LOAD_RETRY_SECONDS, VERSION_LOADS_MAX, versionLoadCost } from './dataset-rows';

jest.mock('../platform/firebase');
jest.mock('@cannabis-reports/data-import/src/store/dataset-reads');

const ROWS = 211_193;
const rows: DatasetRow[] = [{ month: '2020-01', totalSales: 1 }];

/** Loads that finish when the test says so, by version. */
const pending = new Map<string, () => void>();

beforeEach(() => {
  jest.clearAllMocks();
  pending.clear();
  jest.mocked(readDataset).mockResolvedValue({ version: 'v-now', rowCount: 10, markets: [{ state: 'WA' }] } as never);
  // 'as of' a day names the version of that day: asOf 2020-01-0N reads v-N.
  jest
    .mocked(versionAt)
    .mockImplementation(async (_db, _id, asOf) => ({ version: `v-${asOf.slice(-1)}`, rowCount: ROWS }));
  jest.mocked(hasCachedRows).mockImplementation((_id, version) => version === 'v-9');
  jest
    .mocked(readRowsAt)
    .mockImplementation(
      (_db, _id, at) =>
        new Promise((resolve) =>
          pending.set((at as { version: string }).version, () => resolve({ version: '', rows: rows as never[] })),
        ),
    );
});

const finishAll = () => [...pending.values()].forEach((finish) => finish());
const settle = () => new Promise((resolve) => setImmediate(resolve));

it(`loads at most ${VERSION_LOADS_MAX} old versions at once, refuses the next with 503 and Retry-After, and joins a version already loading`, async () => {
  const chargeLoad = jest.fn(async () => undefined);
  const reads = Array.from({ length: VERSION_LOADS_MAX }, (_, index) =>
    currentMatches('wa-retail-sales', { to: '2020-12' }, { asOf: `2020-01-0${index + 1}`, chargeLoad }),
  );
  await settle();
  const joining = currentMatches('wa-retail-sales', {}, { asOf: '2020-01-01', chargeLoad });
  const refused = currentMatches('wa-retail-sales', {}, { asOf: `2020-01-0${VERSION_LOADS_MAX + 1}`, chargeLoad });
  await expect(refused).rejects.toMatchObject({
    status: 503,
    code: 'versions_busy',
    retryAfterSeconds: VERSION_LOAD_RETRY_SECONDS,
  });
  await settle();
  finishAll();
  await expect(Promise.all([...reads, joining])).resolves.toHaveLength(VERSION_LOADS_MAX + 1);
  expect(readRowsAt).toHaveBeenCalledTimes(VERSION_LOADS_MAX);
  expect(chargeLoad.mock.calls).toEqual(Array.from({ length: VERSION_LOADS_MAX }, () => [versionLoadCost(ROWS)]));
  expect(versionLoadCost(ROWS)).toBe(212);

  // The loads done, the slots are free again.
  const next = currentMatches('wa-retail-sales', {}, { asOf: `2020-01-0${VERSION_LOADS_MAX + 1}`, chargeLoad });
  await settle();
  finishAll();
  await expect(next).resolves.toMatchObject({ version: `v-${VERSION_LOADS_MAX + 1}` });
});

it('charges and bounds no read of the current version or of a version the instance holds', async () => {
  const chargeLoad = jest.fn(async () => undefined);
  const busy = Array.from({ length: VERSION_LOADS_MAX }, (_, index) =>
    currentMatches('wa-retail-sales', { state: 'WA' }, { asOf: `2020-02-0${index + 1}`, chargeLoad }),
  );
  await settle();
  const held = currentMatches('wa-retail-sales', { state: 'OR' }, { asOf: '2020-02-09', chargeLoad });
  const current = currentMatches('ct-weekly-sales', {}, { chargeLoad });
  await settle();
  finishAll();
  await expect(Promise.all([...busy, held, current])).resolves.toHaveLength(VERSION_LOADS_MAX + 2);
  expect(chargeLoad).toHaveBeenCalledTimes(VERSION_LOADS_MAX);
});

it("refuses the read, loading nothing, when the reader's charge is refused, and frees its slot", async () => {
  const refusal = new HttpError(429, 'quota_exceeded', 'spent');
  const chargeLoad = jest.fn(async () => Promise.reject(refusal));
  for (let attempt = 0; attempt <= VERSION_LOADS_MAX; attempt++)
    await expect(currentMatches('wa-retail-sales', {}, { asOf: '2020-03-07', chargeLoad })).rejects.toBe(refusal);
  expect(readRowsAt).not.toHaveBeenCalled();
});
