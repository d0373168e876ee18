import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CANADIAN_MARKET_NAMES } from '@cannabis-reports/contracts';
import { parseOne, rawQuotedRecords, rawRecords, sample } from '@cannabis-reports/datasets';
import { marketsOf } from './dataset-markets';

/** 'MM/DD/YYYY' or 'YYYY-MM-DD' as 'YYYY-MM'. */
const monthOf = (date: string) => (date.includes('/') ? `${date.slice(6, 10)}-${date.slice(0, 2)}` : date.slice(0, 7));

describe('the markets a dataset covers', () => {
  it("reads a multi-state file's state column: each state's first and last month with sales in the panel", async () => {
    const file = sample('cannlytics-compiled/state-cannabis-monthly-panel.csv');
    const expected = new Map<string, { state: string; periodFrom: string; periodTo: string }>();
    for (const record of await rawRecords(file)) {
      if (record.total_sales === '') continue;
      const month = monthOf(record.date);
      const known = expected.get(record.state);
      expected.set(record.state, {
        state: record.state,
        periodFrom: known && known.periodFrom < month ? known.periodFrom : month,
        periodTo: known && known.periodTo > month ? known.periodTo : month,
      });
    }
    const dataset = await parseOne(file, 'state-monthly-sales');
    assert.deepEqual(
      marketsOf(dataset.meta, dataset.rows),
      [...expected.values()].sort((a, b) => a.state.localeCompare(b.state)),
    );
    assert.ok(expected.get('MA')?.periodFrom === '2018-11');
  });

  it("gives a one-state dataset the state its id begins with, from its first to its last week's month", async () => {
    const file = sample('ct-dcp/ct-cannabis-retail-sales-by-week.csv');
    const weeks = (await rawRecords(file)).map((record) => monthOf(record['Week Ending']));
    const dataset = await parseOne(file, 'ct-weekly-sales');
    assert.deepEqual(marketsOf(dataset.meta, dataset.rows), [
      { state: 'CT', periodFrom: weeks[0], periodTo: weeks.at(-1) },
    ]);
  });

  it("reads Statistics Canada's rows as Canada's markets: each province's own and its cities' months, Canada as CAN", async () => {
    const file = sample('statcan/ca-cannabis-retailers-by-province-by-month.csv');
    // StatCan's GEO names are the markets' names; a code by its name.
    const codes = new Map(Object.entries(CANADIAN_MARKET_NAMES).map(([code, name]) => [name, code]));
    const expected = new Map<string, { state: string; periodFrom: string; periodTo: string }>();
    for (const record of await rawQuotedRecords(file)) {
      // A city's GEO is 'Toronto, Ontario': its province's market.
      const place = record.GEO.split(', ').at(-1)!;
      const state = codes.get(place)!;
      const known = expected.get(state);
      expected.set(state, {
        state,
        periodFrom: known && known.periodFrom < record.REF_DATE ? known.periodFrom : record.REF_DATE,
        periodTo: known && known.periodTo > record.REF_DATE ? known.periodTo : record.REF_DATE,
      });
    }
    assert.equal(expected.size, 14);
    const dataset = await parseOne(file, 'canada-retail-sales');
    assert.deepEqual(
      marketsOf(dataset.meta, dataset.rows),
      [...expected.values()].sort((a, b) => a.state.localeCompare(b.state)),
    );
    // Nunavut's cells are all suppressed: a withheld month is still a month its page shows.
    assert.deepEqual(expected.get('NU'), { state: 'NU', periodFrom: '2018-10', periodTo: '2025-08' });
  });

  it('counts a licence list without months for its refresh month, and a dataset of no state for none', () => {
    const meta = { id: 'wa-licenses', periodFrom: '2023-08', periodTo: '2023-08' };
    assert.deepEqual(marketsOf(meta, [{ license: '1' }]), [
      { state: 'WA', periodFrom: '2023-08', periodTo: '2023-08' },
    ]);
    assert.deepEqual(marketsOf({ ...meta, id: 'census-population' }, [{ period: '2020-01' }]), []);
  });
});
