import type { DatasetRow } from '@cannabis-reports/contracts';
import { HttpError } from '../../errors';
import { columnsOf, filterRows, matchRows, pageOf } from './row-pages';

const rows = [
  { period: '2024-01', state: 'CO', sales: 1 },
  { period: '2024-02', state: 'CO', sales: 2 },
  { period: '2024-02', state: 'WA', sales: 3 },
  { period: '2024-03', state: 'WA', sales: null },
];

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? `${error.status} ${error.code}` : 'other';
  }
  return 'none';
};

describe('dataset rows by filter and page', () => {
  it('filters by state and by a range of months, both ends included', () => {
    expect(filterRows(rows, ['CO', 'WA'], { state: 'WA' }).map((row) => row.sales)).toEqual([3, null]);
    expect(filterRows(rows, ['CO', 'WA'], { from: '2024-02', to: '2024-02' }).map((row) => row.sales)).toEqual([2, 3]);
  });

  it("takes a single market's rows, which name no state, as that market's; keeps undated rows in a month range", () => {
    const licences = [{ license: 'A' }, { license: 'B' }];
    expect(filterRows(licences, ['OR'], { state: 'OR', from: '2024-01' })).toHaveLength(2);
    expect(filterRows(licences, ['OR'], { state: 'WA' })).toHaveLength(0);
    expect(filterRows(licences, ['OR', 'WA'], { state: 'OR' })).toHaveLength(0);
  });

  it("takes Statistics Canada's rows by province, a city's with its province's, and Canada's as CAN", () => {
    const statcan = [
      { period: '2025-08', geo: 'Canada', geoKind: 'country', province: null, salesCadThousands: 1 },
      { period: '2025-08', geo: 'Ontario', geoKind: 'province', province: 'ON', salesCadThousands: 2 },
      { period: '2025-08', geo: 'Toronto, Ontario', geoKind: 'city', province: 'ON', salesCadThousands: 3 },
      { period: '2025-08', geo: 'Quebec', geoKind: 'province', province: 'QC', salesCadThousands: 4 },
    ];
    const markets = ['AB', 'CAN', 'ON', 'QC'];
    const figures = (state: string) => filterRows(statcan, markets, { state }).map((row) => row.salesCadThousands);
    expect(figures('ON')).toEqual([2, 3]);
    expect(figures('CAN')).toEqual([1]);
    expect(figures('QC')).toEqual([4]);
  });

  it('names every field any matching row has, in the order they first appear', () => {
    const mixed: DatasetRow[] = [
      { period: '2024-01', sales: 1 },
      { period: '2024-02', state: 'WA', withheld: true },
      { sales: 2 },
    ];
    expect(columnsOf(mixed)).toEqual(['period', 'sales', 'state', 'withheld']);
    expect(matchRows(mixed, ['WA'], { state: 'WA' }).columns).toEqual(['period', 'sales', 'state', 'withheld']);
    expect(matchRows(mixed, ['CO', 'WA'], { from: '2024-02' })).toEqual({
      rows: [mixed[1], mixed[2]],
      columns: ['period', 'state', 'withheld', 'sales'],
    });
    expect(filterRows(mixed, ['WA'], {})).toBe(mixed);
  });

  it('pages through every row once, the cursor holding the version and the filters', () => {
    const filters = { state: 'CO' };
    const seen = [];
    let page = pageOf(rows, 'v1', filters, undefined, 3);
    seen.push(...page.rows);
    expect(page.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    page = pageOf(rows, 'v1', filters, page.nextCursor ?? undefined, 3);
    seen.push(...page.rows);
    expect(page.nextCursor).toBeNull();
    expect(seen).toEqual(rows);
  });

  it('refuses a cursor of another version (409), other filters or made up (400)', () => {
    const cursor = pageOf(rows, 'v1', {}, undefined, 1).nextCursor ?? '';
    expect(codeOf(() => pageOf(rows, 'v2', {}, cursor, 1))).toBe('409 cursor_stale');
    expect(codeOf(() => pageOf(rows, 'v1', { state: 'CO' }, cursor, 1))).toBe('400 invalid_cursor');
    for (const bad of [
      'abc',
      Buffer.from('{"v":"v1","o":-1}').toString('base64url'),
      Buffer.from('null').toString('base64url'),
    ])
      expect(codeOf(() => pageOf(rows, 'v1', {}, bad, 1))).toBe('400 invalid_cursor');
  });
});
