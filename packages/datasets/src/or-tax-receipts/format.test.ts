import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { cents, checkCorruptedCopy, parseOne, rawRecords, sample } from '../kit/published-samples';

const OR_CSV = sample('or-dor/or-marijuana-tax-receipts-by-month.csv');

/** Oregon's fiscal year runs July to June and is named by the year it ends in. */
const fiscalYear = (period: string) => Number(period.slice(0, 4)) + (Number(period.slice(5)) >= 7 ? 1 : 0);

describe('Oregon DOR marijuana tax net receipts by month', () => {
  let receipts: ParsedDataset<'or-tax-receipts'>;
  let raw: Array<Record<string, string>>;
  before(async () => {
    [receipts, raw] = await Promise.all([parseOne(OR_CSV, 'or-tax-receipts'), rawRecords(OR_CSV)]);
  });

  it('reads the 116 months from 2016-02 to 2025-09, rejecting none, attributed to DOR', () => {
    assert.equal(receipts.rows.length, 116);
    assert.deepEqual(receipts.rejected, []);
    assert.equal(receipts.meta.periodFrom, '2016-02');
    assert.equal(receipts.meta.periodTo, '2025-09');
    assert.equal(receipts.meta.publisher, 'Oregon Department of Revenue (DOR), Research Section');
    assert.match(receipts.meta.licence, /Attribute the Oregon Department of Revenue/);
  });

  it('names them receipts, never sales: no row field and no unit reads as a sales figure', () => {
    for (const row of receipts.rows)
      assert.deepEqual(Object.keys(row), ['period', 'stateTaxReceived', 'localTaxReceived', 'splitEstimated']);
    assert.match(receipts.meta.title, /tax receipts .*\(not sales\)/);
    assert.match(receipts.meta.units ?? '', /tax receipts, not sales/);
  });

  it('adds up by fiscal year to the totals DOR prints, as the raw lines do (FY 2021 $178,262,488, FY 2025 $147,521,285)', () => {
    const byYear = (entries: Array<[string, number]>) => {
      const sums = new Map<number, number[]>();
      for (const [period, usd] of entries) sums.set(fiscalYear(period), [...(sums.get(fiscalYear(period)) ?? []), usd]);
      return new Map([...sums].map(([year, amounts]) => [year, cents(amounts)]));
    };
    const parsed = byYear(receipts.rows.map((row) => [row.period, row.stateTaxReceived]));
    const fromLines = byYear(raw.map((record) => [record.month, Number(record.state_tax_received_usd)]));
    // DOR prints whole dollars.
    assert.equal(Math.round((fromLines.get(2021) ?? 0) / 100), 178_262_488);
    assert.equal(Math.round((fromLines.get(2025) ?? 0) / 100), 147_521_285);
    // Each month rounded to the cent: a year's sum moves by at most half a cent a month.
    for (const [year, sum] of fromLines) assert.ok(Math.abs((parsed.get(year) ?? 0) - sum) <= 6, `FY ${year}`);
  });

  it('gives no local tax before 2017-02, and marks the state/local split estimated from then on', () => {
    const first = receipts.rows.find((row) => row.localTaxReceived !== null);
    assert.equal(first?.period, '2017-02');
    assert.deepEqual(first, {
      period: '2017-02',
      stateTaxReceived: 4_509_162.73,
      localTaxReceived: 682_601.14,
      splitEstimated: true,
    });
    assert.deepEqual(receipts.rows[0], {
      period: '2016-02',
      stateTaxReceived: 2_484_170,
      localTaxReceived: null,
      splitEstimated: false,
    });
    assert.ok(receipts.rows.every((row) => row.splitEstimated === row.period >= '2017-02'));
  });

  it('rejects a month it cannot read, a missing state figure and a truncated line, each with file, line and reason', async () => {
    await checkCorruptedCopy(OR_CSV, 'or-tax-receipts', [
      { line: 2, text: 'Feb 2016,2484170,', reason: 'month is not a month \'YYYY-MM\': "Feb 2016"' },
      { line: 3, text: '2016-03,,', reason: 'state_tax_received_usd is missing' },
      { line: 4, text: '2016-04,3,735,111,', reason: 'has 5 cells where the header has 3' },
      { line: 6, text: '2016-05,1,', reason: 'duplicate of line 5' },
    ]);
  });
});
