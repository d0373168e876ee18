import { datasetSummary } from '../services/datasets/dataset-catalog';
import { behindSources } from './currency-report';

describe("the operator's daily currency report", () => {
  const now = new Date('2026-11-27T06:00:00Z');

  it('lists the sources behind their publishers, most behind first, never a frozen or current one', () => {
    const behind = behindSources([
      datasetSummary('ct-weekly-sales', { periodKind: 'week', periodTo: '2026-03-29' }, now),
      datasetSummary('co-county-sales', { periodTo: '2023-12' }, now),
      datasetSummary('state-annual-sales', { periodTo: '2021' }, now),
      datasetSummary('ma-flower-prices', { periodTo: '2026-10' }, now),
    ]);
    expect(behind).toEqual([
      { datasetId: 'co-county-sales', newestHeld: '2023-12', newestExpected: '2026-08', monthsBehind: 32 },
      { datasetId: 'ct-weekly-sales', newestHeld: '2026-03', newestExpected: '2026-10', monthsBehind: 7 },
    ]);
  });
});
