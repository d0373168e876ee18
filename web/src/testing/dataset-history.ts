/** A dataset's history as the server answers it: a first version imported by hand, a fetched revision, and two failed files. */
import type { DatasetHistoryAnswer } from '@cannabis-reports/contracts';
import { CT_WEEKLY } from './dataset-catalog';

export const CT_HISTORY: DatasetHistoryAnswer = {
  dataset: CT_WEEKLY,
  revisions: [
    {
      version: 'v2',
      publishedAt: '2026-03-31T06:00:00.000Z',
      first: false,
      rowCount: 170,
      periodsAdded: ['2026-03'],
      periodsRemoved: [],
      periodsRevised: ['2026-01', '2026-02'],
      rowsAdded: 5,
      rowsRemoved: 0,
      figuresRevised: 12,
      largest: [
        { period: '2026-02', key: 'weekStart=2026-02-08', field: 'adultUseSales', old: 2_950_000, new: 3_012_450.5 },
        { period: '2026-01', key: 'weekStart=2026-01-25', field: 'inconsistent', old: null, new: 'counts disagree' },
      ],
      whatsNew:
        'Connecticut, Mar 2026 published: $13.2M, +4.1 % on February; 12 figures revised in 2 periods, Jan to Feb 2026',
      via: 'fetch',
    },
    {
      version: 'v1',
      publishedAt: '2026-03-03T06:00:00.000Z',
      first: true,
      rowCount: 165,
      periodsAdded: ['2023-01', '2023-02', '2026-02'],
      periodsRemoved: [],
      periodsRevised: [],
      rowsAdded: 165,
      rowsRemoved: 0,
      figuresRevised: 0,
      largest: [],
      via: 'manual',
    },
  ],
  moreRevisions: false,
  failedFetches: [
    {
      at: '2026-03-20T06:00:00.000Z',
      outcome: 'malformed',
      reason: 'The file is cut short: its last line is incomplete',
      via: 'manual',
    },
    { at: '2026-03-10T06:00:00.000Z', outcome: 'fetch_failed', reason: 'The publisher answered 503', via: 'fetch' },
  ],
};
