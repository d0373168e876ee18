/**
 * A publisher's expected newest period and how far behind it a dataset is, on fixed days. The
 * expectations are worked by hand from the publishers' practice, not by the module's own rule.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  behindSentence,
  currencyWords,
  newestExpectedPeriod,
  publicationCurrency,
  type PublicationLag,
} from './publication-currency';

const NOW = new Date('2026-11-27T12:00:00Z');
/** Connecticut: the weeks of a month are added on or after the 10th of the next. */
const CT: PublicationLag = { per: 'month', days: 10 };
/** Statistics Canada's monthly retail trade: about seven weeks after the month. */
const STATCAN: PublicationLag = { per: 'month', days: 49 };
/** A yearly estimate released the following summer (the Census' vintage, July). */
const YEARLY: PublicationLag = { per: 'year', days: 190 };
const QUARTERLY: PublicationLag = { per: 'quarter', days: 80 };
/** A live list republished daily. */
const DAILY: PublicationLag = { per: 'day', days: 1 };

describe('newestExpectedPeriod', () => {
  it('is the month before last until the lag has passed, then last month', () => {
    assert.equal(newestExpectedPeriod(CT, new Date('2026-11-09T23:00:00Z')), '2026-09');
    assert.equal(newestExpectedPeriod(CT, new Date('2026-11-10T00:00:00Z')), '2026-10');
    assert.equal(newestExpectedPeriod(CT, NOW), '2026-10');
  });

  it('reaches back across a year end', () => {
    assert.equal(newestExpectedPeriod(STATCAN, new Date('2027-01-05T00:00:00Z')), '2026-10');
    assert.equal(newestExpectedPeriod(STATCAN, NOW), '2026-09');
  });

  it('counts years and quarters by their last month', () => {
    assert.equal(newestExpectedPeriod(YEARLY, NOW), '2025-12');
    assert.equal(newestExpectedPeriod(YEARLY, new Date('2026-06-01T00:00:00Z')), '2024-12');
    // Q3 2026 ends Sep 30; 80 days later is Dec 19, so Q2 (June) is the newest out on Nov 27.
    assert.equal(newestExpectedPeriod(QUARTERLY, NOW), '2026-06');
  });

  it("dates a live list by yesterday's month", () => {
    assert.equal(newestExpectedPeriod(DAILY, new Date('2026-12-01T08:00:00Z')), '2026-11');
    assert.equal(newestExpectedPeriod(DAILY, NOW), '2026-11');
  });

  it('has none for a frozen source', () => {
    assert.equal(newestExpectedPeriod({ frozen: true }, NOW), null);
  });
});

describe('publicationCurrency', () => {
  it("measures Connecticut's weekly file, ending in March 2026, as seven months behind", () => {
    const currency = publicationCurrency(CT, '2026-03-31', NOW);
    assert.deepEqual(currency, {
      status: 'behind',
      newestHeld: '2026-03',
      newestExpected: '2026-10',
      monthsBehind: 7,
    });
    assert.equal(currencyWords(currency), '7 months behind');
    assert.equal(
      behindSentence(currency),
      'The publisher should have released figures through October 2026; these end at March 2026 (7 months behind).',
    );
  });

  it('is current when the newest expected month is held, or a newer one', () => {
    for (const held of ['2026-10', '2026-11']) {
      const currency = publicationCurrency(CT, held, NOW);
      assert.equal(currency.status, 'current');
      assert.equal(currencyWords(currency), 'current');
      assert.equal(behindSentence(currency), undefined);
    }
  });

  it('says one month in the singular', () => {
    assert.equal(currencyWords(publicationCurrency(CT, '2026-09', NOW)), '1 month behind');
  });

  it('reads a year, or a July 1 estimate, as its December', () => {
    assert.equal(publicationCurrency(YEARLY, '2024-07', NOW).newestHeld, '2024-12');
    assert.deepEqual(publicationCurrency(YEARLY, '2024', NOW), {
      status: 'behind',
      newestHeld: '2024-12',
      newestExpected: '2025-12',
      monthsBehind: 12,
    });
  });

  it('calls a one-off compilation frozen, never current or behind', () => {
    const currency = publicationCurrency({ frozen: true }, '2021-12', NOW);
    assert.deepEqual(currency, { status: 'frozen', newestHeld: '2021-12', newestExpected: null, monthsBehind: null });
    assert.equal(currencyWords(currency), 'frozen');
    assert.equal(behindSentence(currency), undefined);
  });
});
