import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { parseFile } from '../kit/parse-files';
import type { ParsedDataset } from '../kit/parsed-dataset';
import {
  checkCorruptedCopy,
  checkGarbage,
  parseOne,
  quotedLine,
  rawQuotedRecords,
  temporaryFolder,
} from '../kit/published-samples';
import { CANNABIS_RETAILERS_COPY as STATCAN, fullTableLines } from './full-table-sample';

/** The record of a place, month and adjustment, read from the file's own lines. */
const recordOf = (raw: Array<Record<string, string>>, period: string, geo: string, adjustment = 'Unadjusted') => {
  const found = raw.filter((r) => r.REF_DATE === period && r.GEO === geo && r.Adjustments === adjustment);
  assert.equal(found.length, 1, `${period} ${geo} ${adjustment}`);
  return found[0];
};

describe("Statistics Canada's monthly retail sales of cannabis stores (Table 20-10-0056-01)", () => {
  let sales: ParsedDataset<'canada-retail-sales'>;
  let raw: Array<Record<string, string>>;
  before(async () => {
    [sales, raw] = await Promise.all([parseOne(STATCAN, 'canada-retail-sales'), rawQuotedRecords(STATCAN)]);
  });

  const rowOf = (period: string, geo: string, adjustment = 'unadjusted') =>
    sales.rows.find((row) => row.period === period && row.geo === geo && row.adjustment === adjustment);

  it('reads all 1,974 lines, 2018-10 to 2025-08: Canada, the 13 provinces and territories and 9 cities', () => {
    assert.equal(raw.length, 1_974);
    assert.equal(sales.rows.length, 1_974);
    assert.deepEqual(sales.rejected, []);
    assert.equal(sales.meta.periodFrom, '2018-10');
    assert.equal(sales.meta.periodTo, '2025-08');
    const places = (kind: string) => new Set(sales.rows.filter((row) => row.geoKind === kind).map((row) => row.geo));
    assert.equal(places('country').size, 1);
    assert.equal(places('province').size, 13);
    assert.equal(places('city').size, 9);
    assert.ok(sales.rows.every((row) => row.currency === 'CAD'));
    // Only Canada has a seasonally adjusted series.
    assert.deepEqual(
      [...new Set(sales.rows.filter((row) => row.adjustment === 'seasonally adjusted').map((row) => row.geo))],
      ['Canada'],
    );
  });

  it("gives a province's month, Canada's and a city's as the file's lines do, in thousands of CAD", () => {
    for (const [period, geo, adjustment] of [
      ['2025-08', 'Ontario', 'Unadjusted'],
      ['2025-08', 'Canada', 'Unadjusted'],
      ['2025-08', 'Canada', 'Seasonally adjusted'],
      ['2025-08', 'Toronto, Ontario', 'Unadjusted'],
      ['2019-03', 'Alberta', 'Unadjusted'],
    ] as const) {
      const record = recordOf(raw, period, geo, adjustment);
      const row = rowOf(period, geo, adjustment.toLowerCase());
      assert.equal(row?.salesCadThousands, Number(record.VALUE), `${period} ${geo}`);
      assert.equal(row?.quality, record.STATUS || null);
    }
    // The README's checks: Canada C$498,708 thousand and Ontario C$197,152 thousand in 2025-08.
    assert.equal(Number(recordOf(raw, '2025-08', 'Canada').VALUE), 498_708);
    assert.equal(Number(recordOf(raw, '2025-08', 'Ontario').VALUE), 197_152);
    assert.deepEqual(
      [rowOf('2025-08', 'Toronto, Ontario')?.geoKind, rowOf('2025-08', 'Toronto, Ontario')?.province],
      ['city', 'ON'],
    );
  });

  it("keeps each of StatCan's 173 suppressed cells as withheld (null, code x), never 0", () => {
    const suppressed = raw.filter((record) => record.STATUS === 'x');
    assert.equal(suppressed.length, 173);
    const withheld = sales.rows.filter((row) => row.salesCode === 'x');
    assert.equal(withheld.length, 173);
    assert.ok(withheld.every((row) => row.salesCadThousands === null && row.quality === null));
    assert.deepEqual(
      withheld.map((row) => `${row.period} ${row.geo}`).sort(),
      suppressed.map((record) => `${record.REF_DATE} ${record.GEO}`).sort(),
    );
    const nunavut = rowOf('2025-08', 'Nunavut');
    assert.deepEqual([nunavut?.salesCadThousands, nunavut?.salesCode], [null, 'x']);
    assert.ok(sales.rows.every((row) => (row.salesCadThousands === null) === (row.salesCode !== null)));
  });

  it("keeps StatCan's quality grade on every graded figure, as many of each as the file has", () => {
    const count = (grades: Array<string | null>) =>
      Object.fromEntries([...new Set(grades)].map((grade) => [grade, grades.filter((g) => g === grade).length]));
    assert.deepEqual(
      count(sales.rows.filter((row) => row.salesCode === null).map((row) => row.quality ?? '')),
      count(raw.filter((record) => record.STATUS !== 'x').map((record) => record.STATUS)),
    );
  });

  it("sums Canada's April 2023 to March 2024 to C$5,226 M, the README's check against the annual table", () => {
    const months = sales.rows.filter(
      (row) =>
        row.geo === 'Canada' && row.adjustment === 'unadjusted' && row.period >= '2023-04' && row.period <= '2024-03',
    );
    assert.equal(months.length, 12);
    const total = months.reduce((sum, row) => sum + (row.salesCadThousands ?? 0), 0);
    assert.equal(Math.round(total / 1_000), 5_226);
  });

  it('states its attribution, in Canadian dollars', () => {
    assert.equal(sales.meta.publisher, 'Statistics Canada');
    assert.match(sales.meta.licence, /Statistics Canada Open Licence.*Table 20-10-0056-01/);
    assert.match(sales.meta.units ?? '', /Canadian dollars \(CAD\)/);
  });

  it('rejects the broken lines of a corrupted, truncated copy with their reasons', async () => {
    const base = [
      '2018-10',
      'Canada',
      '2021A000011124',
      'Cannabis retailers [459993]',
      'Total retail sales',
      'Unadjusted',
      'Dollars',
      '81',
      'thousands',
      '3',
      'v1',
      '1.30.1.1',
      '42084',
      '',
      '',
      '',
      '0',
    ];
    const line = (cells: Record<number, string>) => quotedLine(base, cells);
    await checkCorruptedCopy(STATCAN, 'canada-retail-sales', [
      { line: 3, text: line({ 0: '2018-13' }), reason: 'REF_DATE is not a month: "2018-13"' },
      { line: 4, text: line({ 12: '12', 13: 'x' }), reason: 'VALUE is given (12) with STATUS "x"' },
      { line: 5, text: line({ 12: '' }), reason: 'VALUE is blank without a reason in STATUS' },
      {
        line: 6,
        text: line({ 13: 'Z' }),
        reason: 'STATUS is neither a quality grade nor a reason for a blank: "Z"',
      },
      {
        line: 7,
        text: line({ 8: 'units' }),
        reason: 'the values are in Dollars (units), where this table gives Dollars (thousands)',
      },
      {
        line: 8,
        text: line({ 1: 'Springfield' }),
        reason: 'GEO is not Canada, a province or territory, or a city in one: "Springfield"',
      },
      { line: 9, text: line({}), reason: 'duplicate of line 2' },
    ]);
    await checkGarbage();
  });
});

describe("Statistics Canada's full table 20-10-0056-01, every retail industry, as its download serves it", () => {
  let folder = '';
  let remove: () => Promise<void>;
  let copy: ParsedDataset<'canada-retail-sales'>;
  before(async () => {
    ({ folder, remove } = await temporaryFolder());
    copy = await parseOne(STATCAN, 'canada-retail-sales');
  });
  after(() => remove());

  /** The stand-in full table with `others` industries beside the cannabis retailers, its last `cut` characters cut off. */
  const fullTable = async (others: number, cut = 0) => {
    const file = path.join(folder, '20100056.csv');
    const text = [...fullTableLines(others)].join('');
    await writeFile(file, text.slice(0, text.length - cut));
    return file;
  };

  it("gives the cannabis retailers' rows, as the extracted copy does; the cap counts only those", async () => {
    const file = await fullTable(10);
    // 1,974 cannabis lines and 19,740 others: a cap of 1,974 records is enough, one fewer is not.
    const [sales] = await parseFile(file, { maxRecords: 1_974 });
    assert.deepEqual(sales.meta, copy.meta);
    assert.deepEqual(sales.rows, copy.rows);
    assert.deepEqual(sales.rejected, []);
    await assert.rejects(parseFile(file, { maxRecords: 1_973 }), /more than 1,973 records/);
  });

  it("reads a table past the import's 200,000 records with a 96 MiB heap: the other lines are never held", async () => {
    // 219,115 lines, 40 MB: held as cells (about 1 KB a line), the other industries' would need twice that heap.
    const file = await fullTable(110);
    const parse = `require(${JSON.stringify(path.join(__dirname, '../kit/parse-files.ts'))})
      .parseFile(${JSON.stringify(file)}, { maxRecords: 200000 })
      .then(([sales]) => console.log(sales.rows.length, sales.rejected.length));`;
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--max-old-space-size=96',
      '--import',
      'tsx',
      '-e',
      parse,
    ]);
    assert.equal(stdout.trim(), '1974 0');
  });

  it("rejects its last line when the file is cut short in another industry's line", async () => {
    const file = await fullTable(3, 20);
    const [sales] = await parseFile(file);
    assert.equal(sales.rows.length, copy.rows.length);
    assert.deepEqual(
      sales.rejected.map((row) => row.line),
      [1 + 1_974 * 4],
    );
    assert.match(sales.rejected[0].reason, /cells where the header has 17/);
  });

  it("is left out when it has no cannabis retailers' line", async () => {
    const file = path.join(folder, 'other-industries.csv');
    const lines = [...fullTableLines(2)].filter((line, index) => index === 0 || !line.includes('[459993]'));
    await writeFile(file, lines.join(''));
    assert.deepEqual(await parseFile(file), []);
  });
});
