import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { checkCorruptedCopy, parseOne, quotedLine, rawQuotedRecords, sample } from '../kit/published-samples';

const BY_TYPE = sample('statcan/10100164-cannabis-sales-by-type.csv');

describe("Statistics Canada's cannabis sales by product type, fiscal years (Table 10-10-0164-01)", () => {
  let byType: ParsedDataset<'canada-sales-by-type'>;
  let raw: Array<Record<string, string>>;
  before(async () => {
    [byType, raw] = await Promise.all([parseOne(BY_TYPE, 'canada-sales-by-type'), rawQuotedRecords(BY_TYPE)]);
  });

  const rowOf = (fiscalYear: string, geo: string, productType: string, measure = 'sales') =>
    byType.rows.find(
      (row) =>
        row.fiscalYear === fiscalYear && row.geo === geo && row.productType === productType && row.measure === measure,
    );
  const rawValue = (fiscalYear: string, geo: string, productType: string, measure = 'Value of sales') => {
    const found = raw.filter(
      (r) => r.REF_DATE === fiscalYear && r.GEO === geo && r['Type of cannabis'] === productType && r.Value === measure,
    );
    assert.equal(found.length, 1);
    return Number(found[0].VALUE);
  };

  it('reads all 588 lines: three fiscal years, Canada and 13 provinces and territories, 7 types, 2 measures', () => {
    assert.equal(raw.length, 588);
    assert.equal(byType.rows.length, 588);
    assert.deepEqual(byType.rejected, []);
    assert.deepEqual([byType.meta.periodFrom, byType.meta.periodTo], ['2021-04', '2024-03']);
    assert.deepEqual(
      [...new Set(byType.rows.map((row) => `${row.fiscalYear} ${row.period} ${row.periodTo}`))],
      ['2021/2022 2021-04 2022-03', '2022/2023 2022-04 2023-03', '2023/2024 2023-04 2024-03'],
    );
    assert.ok(byType.rows.every((row) => row.currency === 'CAD'));
  });

  it("gives a product type's share of a province's sales as the file's lines do: Ontario's dried cannabis, 2023/2024", () => {
    const share = (geo: string) =>
      (rowOf('2023/2024', geo, 'Dried cannabis')?.valueCad ?? NaN) /
      (rowOf('2023/2024', geo, 'Total cannabis products')?.valueCad ?? NaN);
    const rawShare = (geo: string) =>
      rawValue('2023/2024', geo, 'Dried cannabis') / rawValue('2023/2024', geo, 'Total cannabis products');
    assert.equal(share('Ontario'), rawShare('Ontario'));
    assert.equal(share('Canada'), rawShare('Canada'));
    assert.equal(Math.round(rawShare('Ontario') * 1000), 605);
    assert.equal(rowOf('2023/2024', 'Ontario', 'Total cannabis products')?.unit, 'CAD thousands');
    const perCapita = rowOf('2023/2024', 'Ontario', 'Total cannabis products', 'sales per capita of legal age');
    assert.deepEqual(
      [perCapita?.valueCad, perCapita?.unit],
      [
        rawValue('2023/2024', 'Ontario', 'Total cannabis products', 'Value of sales per capita'),
        'CAD per person of legal age',
      ],
    );
  });

  it("keeps StatCan's 84 suppressed and 2 unavailable values null with their code, never 0", () => {
    const count = (code: string) => byType.rows.filter((row) => row.code === code && row.valueCad === null).length;
    assert.equal(count('x'), raw.filter((record) => record.STATUS === 'x').length);
    assert.equal(count('x'), 84);
    assert.equal(count('..'), 2);
    assert.equal(rowOf('2021/2022', 'Northwest Territories', 'Dried cannabis')?.code, 'x');
    assert.equal(rowOf('2022/2023', 'Quebec', 'Solid cannabis edibles')?.code, '..');
  });

  it('states its attribution, in Canadian dollars', () => {
    assert.match(byType.meta.licence, /Table 10-10-0164-01/);
    assert.match(byType.meta.units ?? '', /Canadian dollars \(CAD\)/);
  });

  it('rejects the broken lines of a corrupted, truncated copy with their reasons', async () => {
    const base = [
      '2021/2022',
      'Canada',
      '2021A000011124',
      'Value of sales',
      'Dried cannabis',
      'Dollars',
      '81',
      'thousands',
      '3',
      'v1',
      '1.1.2',
      '2861838',
      '',
      '',
      '',
      '0',
    ];
    const line = (cells: Record<number, string>) => quotedLine(base, cells);
    await checkCorruptedCopy(BY_TYPE, 'canada-sales-by-type', [
      { line: 4, text: line({ 0: '2021/2023' }), reason: 'REF_DATE is not a fiscal year \'YYYY/YYYY\': "2021/2023"' },
      { line: 5, text: line({ 3: 'Volume of sales' }), reason: 'Value is unknown: "Volume of sales"' },
      {
        line: 6,
        text: line({ 3: 'Value of sales per capita' }),
        reason: 'the values are in Dollars (thousands), where this table gives Dollars (units)',
      },
      { line: 7, text: line({ 1: 'Toronto, Ontario' }), reason: 'GEO is a city, not a province: "Toronto, Ontario"' },
      { line: 8, text: line({}), reason: 'duplicate of line 3' },
    ]);
  });
});
