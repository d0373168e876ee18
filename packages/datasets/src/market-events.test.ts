import assert from 'node:assert/strict';
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
