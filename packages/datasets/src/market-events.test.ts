import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { MARKET_CODE, MONTH } from '@cannabis-reports/contracts';
import { DATASETS } from './datasets';
import { MARKET_EVENTS } from './market-events';

/** Legal sales in the markets we hold began no earlier than this (Colorado and Washington, 2014). */
const FIRST = '2014-01';
const thisMonth = new Date().toISOString().slice(0, 7);

describe('the market events table', () => {
  for (const event of MARKET_EVENTS) {
    describe(`${event.market} ${event.from} ${event.label}`, () => {
      it('names a market and months in order, within the years of legal sales and not in the future', () => {
        assert.match(event.market, MARKET_CODE);
        assert.match(event.from, MONTH);
        assert.ok(event.from >= FIRST && event.from <= thisMonth);
        if (event.to !== undefined) {
          assert.match(event.to, MONTH);
          assert.ok(event.to > event.from && event.to <= thisMonth);
        }
      });
      it('links a public https page of its source', () => {
        const url = new URL(event.sourceUrl);
        assert.equal(url.protocol, 'https:');
        assert.ok(!/localhost|example\./.test(url.hostname));
      });
      it('has a short label for a phone-wide chart and a sentence that ends', () => {
        assert.ok(event.label.length > 0 && event.label.length <= 24, event.label);
        assert.match(event.text, /\.$/);
      });
      it('names a dataset we import when it belongs to one', () => {
        if (event.dataset !== undefined) assert.ok(event.dataset in DATASETS);
      });
    });
  }

  it('holds each event once', () => {
    const keys = MARKET_EVENTS.map((event) => `${event.market} ${event.from} ${event.kind}`);
    assert.equal(new Set(keys).size, keys.length);
  });
});

describe("Massachusetts' 2020 closure", () => {
  // Read straight from the compilation's file, not through our importer: the event's months are
  // where the published figures show the closure.
  const panel = path.resolve(
    import.meta.dirname,
    '../../../../shared/data/public-cannabis/cannlytics-compiled/state-cannabis-monthly-panel.csv',
  );
  const sales = new Map(
    readFileSync(panel, 'utf8')
      .split('\n')
      .map((line) => line.split(','))
      .filter(([, state]) => state === 'MA')
      .map(([date, , total]) => [date.slice(0, 7), Number(total)]),
  );

  it('spans the months whose published sales fell: none in April, a week of sales in May', () => {
    const closure = MARKET_EVENTS.find((event) => event.market === 'MA' && event.kind === 'closure');
    assert.deepEqual([closure?.from, closure?.to], ['2020-03', '2020-05']);
    assert.equal(sales.get('2020-04'), 0);
    assert.ok(sales.get('2020-03')! < sales.get('2020-02')!);
    assert.ok(sales.get('2020-05')! < sales.get('2020-06')! / 2);
  });
});
