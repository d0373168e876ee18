import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { cents, checkCorruptedCopy, checkGarbage, parseOne, rawRecords, sample } from '../kit/published-samples';

const CT = sample('ct-dcp/ct-cannabis-retail-sales-by-week.csv');

describe('CT DCP cannabis retail sales by week ending', () => {
  let ct: ParsedDataset<'ct-weekly-sales'>;
  let raw: Awaited<ReturnType<typeof rawRecords>>;
  before(async () => {
    [ct, raw] = await Promise.all([parseOne(CT, 'ct-weekly-sales'), rawRecords(CT)]);
  });

  it('reads all 201 weeks, rejecting none', () => {
    assert.equal(raw.length, 201);
    assert.equal(ct.rows.length, 201);
    assert.deepEqual(ct.rejected, []);
  });

  it('dates the weeks by their first day, from 2023-01-08 to 2026-03-29 (ending 2026-03-31)', () => {
    assert.equal(ct.meta.periodFrom, '2023-01-08');
    assert.equal(ct.meta.periodTo, '2026-03-29');
    assert.equal(ct.meta.periodKind, 'week');
    assert.deepEqual(
      [ct.rows[0], ct.rows.at(-1)].map((row) => row && [row.period, row.weekStart, row.weekEnd, row.days, row.partial]),
      [
        ['2023-01', '2023-01-08', '2023-01-14', 7, false],
        ['2026-03', '2026-03-29', '2026-03-31', 3, true],
      ],
    );
  });

  it('flags the weeks cut at a month end or start as partial, and they tile the calendar without gaps', () => {
    const partial = ct.rows.filter((row) => row.partial);
    assert.equal(partial.length, 65);
    assert.ok(partial.every((row) => row.days < 7));
    assert.deepEqual(
      ct.rows.slice(3, 5).map((row) => [row.weekStart, row.weekEnd, row.days, row.partial]),
      [
        ['2023-01-29', '2023-01-31', 3, true],
        ['2023-02-01', '2023-02-04', 4, true],
      ],
    );
    const day = 86_400_000;
    for (const [index, row] of ct.rows.entries()) {
      assert.equal(Date.parse(row.weekEnd) - Date.parse(row.weekStart), (row.days - 1) * day, row.weekEnd);
      const previous = ct.rows[index - 1];
      if (previous) assert.equal(Date.parse(row.weekStart) - Date.parse(previous.weekEnd), day, row.weekStart);
    }
    // Rows are cut at month ends, so a month's rows add up to its figures: January 2023 is the file's first four lines.
    const january = ct.rows.filter((row) => row.period === '2023-01');
    assert.equal(cents(january.map((row) => row.adultUseSales)), 510_489_205);
    assert.equal(cents(january.map((row) => row.medicalSales)), 806_875_172);
  });

  it('gives the figures of the file: a few rows and the total of every sales column, recomputed from the raw lines', () => {
    const byEnd = new Map(ct.rows.map((row) => [row.weekEnd, row]));
    for (const record of [raw[0], raw[100], raw[200]]) {
      const [month, day, year] = record['Week Ending'].split('/');
      const row = byEnd.get(`${year}-${month}-${day}`);
      assert.equal(row?.totalSales, Number(record['Total Adult-Use and Medical Sales']));
      assert.equal(row?.adultUseProducts, Number(record['Adult-Use Products Sold']));
      assert.equal(row?.medicalAveragePrice, Number(record['Medical Average Product Price']));
    }
    for (const [title, field] of [
      ['Adult-Use Retail Sales', 'adultUseSales'],
      ['Medical Marijuana Retail Sales', 'medicalSales'],
      ['Total Adult-Use and Medical Sales', 'totalSales'],
    ] as const) {
      assert.equal(cents(ct.rows.map((row) => row[field])), cents(raw.map((record) => Number(record[title]))), title);
    }
  });

  it("flags the weeks whose product counts do not match their sales, among them DCP's 2024-10-31", () => {
    const flagged = ct.rows.filter((row) => row.inconsistent);
    assert.deepEqual(
      flagged.map((row) => row.weekEnd),
      ['2023-12-30', '2024-01-31', '2024-02-29', '2024-10-31', '2025-09-06'],
    );
    assert.match(
      flagged[3].inconsistent ?? '',
      /^Adult-Use Retail Sales ÷ Adult-Use Products Sold is 161\.24, against Adult-Use Average Product Price 38\.08; .*: the product counts do not match the sales$/,
    );
  });

  it('states its attribution and units', () => {
    assert.equal(ct.meta.publisher, 'Connecticut Department of Consumer Protection (DCP)');
    assert.equal(ct.meta.sourceUrl, 'https://data.ct.gov/d/ucaf-96h6');
    assert.match(ct.meta.licence, /Non-Federal Terms of Use.*Attribute CT DCP/);
    assert.match(ct.meta.units ?? '', /excluding taxes.*USD per product/);
    assert.match(ct.meta.cadence ?? '', /^Monthly/);
  });

  it('rejects the broken lines of a corrupted, truncated copy with their reasons', async () => {
    await checkCorruptedCopy(CT, 'ct-weekly-sales', [
      {
        line: 3,
        text: '01/22/2023,1,2,3,4,5,9,1,1',
        reason: 'Week Ending is neither a Saturday nor the last day of a month: "2023-01-22"',
      },
      { line: 4, text: '13/45/2023,1,2,3,4,5,9,1,1', reason: 'Week Ending is not a date: "13/45/2023"' },
      { line: 5, text: '01/31/2023,1,2,,4,5,9,1,1', reason: 'Total Adult-Use and Medical Sales is missing' },
      { line: 6, text: '02/04/2023,1,2,3,4.5,5,9,1,1', reason: 'Adult-Use Products Sold is not a whole number: "4.5"' },
      { line: 7, text: '02/11/2023,$1,2,3,4,5,9,1,1', reason: 'Adult-Use Retail Sales is not a number: "$1"' },
      { line: 8, text: '01/14/2023,1,2,3,4,5,9,1,1', reason: 'duplicate of line 2' },
    ]);
    await checkGarbage();
  });
});
