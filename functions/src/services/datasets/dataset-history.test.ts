import type { DatasetVersion } from '@cannabis-reports/contracts';
import { revisionOf } from './dataset-history';

const record: DatasetVersion = {
  rowCount: 46,
  contentHash: 'a'.repeat(64),
  chunks: [],
  publishedAt: '2025-11-20T06:00:00.000Z',
  previous: '00000-old',
  revision: {
    periodsAdded: ['2025-10'],
    periodsRemoved: [],
    periodsRevised: ['2025-09'],
    rowsAdded: 46,
    rowsRemoved: 0,
    figuresRevised: 3,
    largest: [{ period: '2025-09', key: 'category=Flower', field: 'sales', old: 1_000, new: 1_250 }],
  },
  periodFrom: '2019-01',
  periodTo: '2025-10',
  storedBytes: 1_000,
};

describe("a dataset's revision as its history lists it", () => {
  it('carries the line the import wrote', () => {
    const revision = revisionOf(
      'v2',
      { ...record, whatsNew: 'Maryland, Oct 2025 published: $100.4M' },
      'Md',
      'md-sales',
    );
    expect(revision).toMatchObject({
      version: 'v2',
      first: false,
      periodsAdded: ['2025-10'],
      figuresRevised: 3,
      whatsNew: 'Maryland, Oct 2025 published: $100.4M',
    });
    expect(revision.largest).toHaveLength(1);
  });

  it('writes a line without a figure for a version stored before lines were written', () => {
    const revision = revisionOf('v1', { ...record, previous: undefined }, 'Maryland sales', 'md-sales');
    expect(revision.first).toBe(true);
    expect(revision.whatsNew).toBe('Maryland, Oct 2025 published; 3 figures revised in Sep 2025');
  });

  it('says how the version arrived when a recorded fetch or import names it, and nothing otherwise', () => {
    expect(revisionOf('v2', record, 'Md', 'md-sales', 'manual').via).toBe('manual');
    expect(revisionOf('v2', record, 'Md', 'md-sales')).not.toHaveProperty('via');
  });
});
