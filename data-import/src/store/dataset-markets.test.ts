import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseOne, rawRecords, sample } from '@cannabis-reports/datasets';
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

  it('counts a licence list without months for its refresh month, and a dataset of no state for none', () => {
    const meta = { id: 'wa-licenses', periodFrom: '2023-08', periodTo: '2023-08' };
    assert.deepEqual(marketsOf(meta, [{ license: '1' }]), [
      { state: 'WA', periodFrom: '2023-08', periodTo: '2023-08' },
    ]);
    assert.deepEqual(marketsOf({ ...meta, id: 'census-population' }, [{ period: '2020-01' }]), []);
  });
});
