import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseOne, rawLines, rawRecords, sample, temporaryFolder } from '../kit/published-samples';

const CO_LONG = sample('co-dor/co-cannabis-sales-2014-2024.csv');
const CO_CONVERTED = sample('co-dor/co-sales-by-county-by-month-2014-2023.csv');
const NOT_NAMED = 'SUM OF NR COUNTIES';

describe("CDOR's sales by county in long form, 2014 to 2024 (the newest publication)", () => {
  let long: ParsedDataset<'co-county-sales'>;
  let raw: Array<Record<string, string>>;
  let report: Array<Record<string, string>>;
  before(async () => {
    [long, raw, report] = await Promise.all([
      parseOne(CO_LONG, 'co-county-sales'),
      rawRecords(CO_LONG),
      rawRecords(CO_CONVERTED),
    ]);
  });

  /** Statewide per month and kind from the file's own lines: the named counties plus the withheld sum. */
  const statewide = (records: Array<Record<string, string>>) => {
    const sums = new Map<string, number>();
    for (const record of records) {
      const key = `${record.year}-${record.month.padStart(2, '0')} ${record.sales_type}`;
      sums.set(key, (sums.get(key) ?? 0) + Number(record.amount));
    }
    return sums;
  };
  const rowOf = (period: string, county: string) =>
    long.rows.find((row) => row.period === period && row.county === county);

  it('reads its 6,210 lines into one row per county and month and a Total per month, 2014-01 to 2024-12', () => {
    assert.equal(raw.length, 6_210);
    assert.deepEqual(long.rejected, []);
    // The lines of a county's month are parts of one row, not repeats: none is listed as merged.
    assert.deepEqual(long.merged, []);
    const countyMonths = new Set(raw.map((record) => `${record.monthyear} ${record.county_name}`));
    assert.equal(long.rows.length, countyMonths.size);
    assert.deepEqual([long.meta.periodFrom, long.meta.periodTo], ['2014-01', '2024-12']);
    assert.equal(long.rows.filter((row) => row.county === 'Total').length, 132);
  });

  it("closes the statewide Total with SUM OF NR COUNTIES: equal to the report's Total in all 120 shared months, to the dollar", () => {
    const sums = statewide(raw);
    const totals = report.filter((record) => record.county === 'Total');
    assert.equal(totals.length, 120);
    for (const record of totals) {
      assert.equal(sums.get(`${record.period} medical`), Number(record.med_sales_usd), record.period);
      assert.equal(sums.get(`${record.period} retail`), Number(record.rec_sales_usd), record.period);
      const total = rowOf(record.period, 'Total');
      assert.deepEqual([total?.medical, total?.retail], [Number(record.med_sales_usd), Number(record.rec_sales_usd)]);
    }
  });

  it('gives 2024-12 statewide ($12.37 M medical, $101.21 M retail) and a county as the lines do, and 2024 as $1,397.1 M', () => {
    const sums = statewide(raw);
    const total = rowOf('2024-12', 'Total');
    assert.equal(total?.medical, sums.get('2024-12 medical'));
    assert.equal(total?.retail, sums.get('2024-12 retail'));
    assert.equal(Math.round((total?.medical ?? 0) / 10_000), 1_237);
    assert.equal(Math.round((total?.retail ?? 0) / 10_000), 10_121);
    const denver = raw.filter((record) => record.monthyear === '202412' && record.county_name === 'DENVER');
    const denverRow = rowOf('2024-12', 'Denver');
    for (const record of denver)
      assert.equal(denverRow?.[record.sales_type as 'medical' | 'retail'], Number(record.amount));
    const year = [...sums].filter(([key]) => key.startsWith('2024-')).reduce((sum, [, amount]) => sum + amount, 0);
    assert.equal(Math.round(year / 100_000), 13_971);
  });

  it('keeps a kind a county has no line for as withheld (null, NR), never 0', () => {
    const kinds = new Map<string, Set<string>>();
    for (const record of raw.filter((r) => r.county_name !== NOT_NAMED)) {
      const key = `${record.year}-${record.month.padStart(2, '0')}|${record.county_name}`;
      kinds.set(key, (kinds.get(key) ?? new Set()).add(record.sales_type));
    }
    const oneKind = [...kinds].filter(([, found]) => found.size === 1);
    assert.ok(oneKind.length > 100);
    for (const [key, found] of oneKind) {
      const [period, name] = key.split('|');
      const row = long.rows.find((r) => r.period === period && r.county.toUpperCase() === name);
      const missing = found.has('medical') ? 'retail' : 'medical';
      assert.deepEqual([row?.[missing], row?.[`${missing}Code`]], [null, 'NR'], key);
    }
    assert.ok(long.rows.every((row) => row.medical !== 0 || row.medicalCode === null));
  });

  it('rejects the broken lines of a corrupted copy with their reasons, and a kind given twice', async () => {
    const { folder, remove } = await temporaryFolder();
    try {
      const lines = await rawLines(CO_LONG);
      const broken = [
        ['202411,12,2024,08001,ADAMS,8995226,retail', 'monthyear is not year and month: "202411"'],
        ['202412,12,2024,08005,ARAPAHOE,337318,wholesale', 'sales_type is neither medical nor retail: "wholesale"'],
        ['202412,12,2024,08001,ADAMS,1,medical', 'a second medical figure of Adams in 2024-12'],
      ];
      const file = path.join(folder, 'co-broken.csv');
      await writeFile(file, [...lines, ...broken.map(([text]) => text)].join('\n'));
      const parsed = await parseOne(file, 'co-county-sales');
      assert.deepEqual(
        parsed.rejected,
        broken.map(([, reason], index) => ({ file, line: lines.length + 1 + index, reason })),
      );
      assert.equal(parsed.rows.find((row) => row.period === '2024-12' && row.county === 'Adams')?.medical, 227_206);
    } finally {
      await remove();
    }
  });
});
