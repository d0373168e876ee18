/**
 * How current a market's page is against the publisher of the figures that date it, on a fixed
 * day. Each expectation is worked from the shared files' newest month and the publisher's
 * practice, written out here: Connecticut's weekly file ends in March 2026 and DCP adds a month's
 * weeks on or after the 10th of the next, so on 2026-11-27 October 2026 should be out.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reportById, reportCurrency } from '../index';
import { openPage, readCsv } from './markets-test-files';

const NOW = new Date('2026-11-27T12:00:00Z');
const markets = reportById('markets')!;

describe("a market page's currency", () => {
  it("measures Connecticut against DCP's weekly releases: 7 months behind", async () => {
    const weeks = readCsv('ct-dcp/ct-cannabis-retail-sales-by-week.csv').map((row) => Object.values(row)[0]);
    // 'MM/DD/YYYY' week ends: the newest is in March 2026.
    const newest = weeks
      .map((day) => `${day.slice(6, 10)}-${day.slice(0, 2)}`)
      .sort()
      .at(-1);
    assert.equal(newest, '2026-03');
    const page = await openPage('CT');
    assert.equal(page.datedBy, 'ct-weekly-sales');
    assert.deepEqual(reportCurrency(markets, page, NOW), {
      status: 'behind',
      newestHeld: newest,
      newestExpected: '2026-10',
      monthsBehind: 7,
    });
  });

  it('measures a page dated by the compiled panel against the regulator it copied, not as frozen', async () => {
    const page = await openPage('MA');
    assert.equal(page.dataAsOf, '2021-10');
    assert.equal(page.datedBy, 'state-monthly-sales');
    // Regulators publish monthly, about six weeks on: September 2026 is out by Nov 27.
    assert.deepEqual(reportCurrency(markets, page, NOW), {
      status: 'behind',
      newestHeld: '2021-10',
      newestExpected: '2026-09',
      monthsBehind: 59,
    });
  });

  it('says nothing for a report of many markets, whose publishers differ', () => {
    const overview = reportById('market-overview')!;
    assert.equal(reportCurrency(overview, { dataAsOf: '2021-12' } as never, NOW), undefined);
  });
});
