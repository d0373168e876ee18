import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { cents, checkCorruptedCopy, checkGarbage, parseOne, rawRecords, sample } from '../kit/published-samples';

const MA_PRICES = sample('ma-ccc/a_sales_au_price_per_gram.csv');

describe('CCC average monthly price per gram of adult-use flower', () => {
  let prices: ParsedDataset<'ma-flower-prices'>;
  before(async () => {
    prices = await parseOne(MA_PRICES, 'ma-flower-prices');
  });

  it('reads the 92 months from 2018-11 to 2026-06, rejecting none', () => {
    assert.equal(prices.rows.length, 92);
    assert.deepEqual(prices.rejected, []);
    assert.deepEqual(prices.merged, []);
    assert.equal(prices.meta.periodFrom, '2018-11');
    assert.equal(prices.meta.periodTo, '2026-06');
  });

  it('gives every month the raw line gives, in USD per gram: $14.17 first, $3.87 last, $14.68 at the peak', async () => {
    const raw = await rawRecords(MA_PRICES);
    assert.deepEqual(
      prices.rows.map((row) => [row.period, cents([row.pricePerGram])]),
      raw.map((record) => [record.YEARMONTH, cents([Number(record.AVERAGERETAILPRICEPERGM)])]),
    );
    assert.ok(raw.every((record) => record.UNIT === 'Grams'));
    assert.deepEqual(prices.rows[0], { period: '2018-11', pricePerGram: 14.17 });
    assert.deepEqual(prices.rows.at(-1), { period: '2026-06', pricePerGram: 3.87 });
    assert.equal(Math.max(...prices.rows.map((row) => row.pricePerGram)), 14.68);
  });

  it('states its unit and attributes the CCC', () => {
    assert.equal(prices.meta.units, 'USD per gram of adult-use flower (average retail price)');
    assert.match(prices.meta.publisher, /Cannabis Control Commission/);
    assert.match(prices.meta.licence, /Attribute the Massachusetts Cannabis Control Commission/);
  });

  it('rejects a price in another unit, a bad month and a repeated month, each with its line and reason', async () => {
    await checkCorruptedCopy(MA_PRICES, 'ma-flower-prices', [
      { line: 2, text: '2018-11,396.73,Ounces', reason: 'UNIT is not Grams: "Ounces"' },
      { line: 3, text: '2018-13,14.23,Grams', reason: 'YEARMONTH is not a month: "2018-13"' },
      { line: 4, text: '2019-01,,Grams', reason: 'AVERAGERETAILPRICEPERGM is missing' },
      { line: 6, text: '2019-02,14.00,Grams', reason: 'duplicate of line 5' },
    ]);
    await checkGarbage();
  });
});
