import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { parseFile } from '../kit/parse-files';
import { checkCorruptedCopy, parseOne, rawRecords, sample } from '../kit/published-samples';

const EXCAUS = sample('fx/fred-EXCAUS-cad-per-usd-monthly.csv');
const DAILY = sample('fx/fred-DEXCAUS-cad-per-usd-daily.csv');

describe("FRED's monthly Canadian dollars to one U.S. dollar (EXCAUS)", () => {
  let rates: ParsedDataset<'cad-per-usd'>;
  let raw: Array<Record<string, string>>;
  before(async () => {
    [rates, raw] = await Promise.all([parseOne(EXCAUS, 'cad-per-usd'), rawRecords(EXCAUS)]);
  });

  it('reads every month from 1971-01 to 2026-08, each as its line gives it', () => {
    assert.equal(raw.length, 668);
    assert.equal(rates.rows.length, 668);
    assert.deepEqual(rates.rejected, []);
    assert.deepEqual([rates.meta.periodFrom, rates.meta.periodTo], ['1971-01', '2026-08']);
    assert.deepEqual(
      rates.rows.map((row) => [row.period, row.cadPerUsd]),
      raw.map((record) => [record.date.slice(0, 7), Number(record.value)]),
    );
  });

  it("equals the mean of FRED's daily rates of the month, rounded to 4 decimals (2025-08: 1.3797)", async () => {
    const daily = (await rawRecords(DAILY)).filter((record) => record.DEXCAUS !== '');
    for (const period of ['2025-08', '2020-03', '2018-10']) {
      const days = daily.filter((record) => record.observation_date.startsWith(period)).map((r) => Number(r.DEXCAUS));
      const mean = days.reduce((sum, rate) => sum + rate, 0) / days.length;
      assert.equal(rates.rows.find((row) => row.period === period)?.cadPerUsd, Math.round(mean * 10_000) / 10_000);
    }
    assert.equal(rates.rows.find((row) => row.period === '2025-08')?.cadPerUsd, 1.3797);
  });

  it("never reads another file titled 'date' and 'value' as rates: DC's product sales are that dataset's alone", async () => {
    const datasets = await parseFile(sample('dc-abca/product-sales-by-type.csv'));
    assert.deepEqual(
      datasets.map((dataset) => dataset.meta.id),
      ['dc-product-sales'],
    );
  });

  it('names its currencies and attribution', () => {
    assert.match(rates.meta.units ?? '', /Canadian dollars \(CAD\) per one U\.S\. dollar \(USD\)/);
    assert.match(rates.meta.licence, /Public domain/);
  });

  it("rejects a month without a rate (FRED's '.') so it has no row, never 0, and the other broken lines", async () => {
    await checkCorruptedCopy(EXCAUS, 'cad-per-usd', [
      { line: 3, text: '1971-02-01,.', reason: 'no rate published for 1971-02 (FRED writes ".")' },
      { line: 4, text: '1971-03-01,', reason: 'no rate published for 1971-03 (FRED writes "")' },
      { line: 5, text: '1971-04-01,0', reason: 'value is 0: not an exchange rate' },
      { line: 6, text: '1971-05-15,1.01', reason: 'date is not the first day of a month: "1971-05-15"' },
      { line: 7, text: '1971-01-01,1.0118', reason: 'duplicate of line 2' },
    ]);
  });
});
