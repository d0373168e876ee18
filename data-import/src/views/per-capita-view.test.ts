/** The per-capita view on the panel's real file, checked against the file split by hand. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { monthPartId, type PerCapitaMonthPart, buildPerCapitaView, stateTotals } from '@cannabis-reports/reports';
import type { ParsedDataset } from '@cannabis-reports/datasets';
import { parseFile } from '@cannabis-reports/datasets';

const SAMPLES = process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '../../../../shared/data/public-cannabis');
const PANEL = path.join(SAMPLES, 'cannlytics-compiled/state-cannabis-monthly-panel.csv');

/**
 * The month the report opens on, from the file's lines: the latest month in which at least half
 * of the states have sales and residents, and at least half of the states with a retailer count
 * in some month have sales and retailers, neither in an incomplete month (the file's notes: MA's
 * 2021-11 and 2021-12 were compiled before its figures were complete).
 */
function openingMonthByHand(lines: string[]): string {
  const rows = lines.map((line) => {
    const [date, state, sales, retailers, population] = line.split(',');
    return { month: date.slice(0, 7), state, sales, retailers, population };
  });
  const incomplete = new Set(['MA 2021-11', 'MA 2021-12']);
  const states = new Set(rows.map((row) => row.state));
  const counted = new Set(rows.filter((row) => row.retailers !== '').map((row) => row.state));
  const months = [...new Set(rows.map((row) => row.month))].sort().reverse();
  return months.find((month) => {
    const ranked = rows.filter(
      (row) => row.month === month && row.sales !== '' && !incomplete.has(`${row.state} ${month}`),
    );
    const perResident = ranked.filter((row) => row.population !== '').length;
    const perRetailer = ranked.filter((row) => row.retailers !== '').length;
    return perResident * 2 >= states.size && perRetailer * 2 >= counted.size;
  })!;
}

describe('the per-capita view on the real panel', () => {
  it("holds each state's sales, residents and retailers per month, missing as null, and the month it opens on: the latest where at least half of each chart's states have a figure", async () => {
    const datasets = await parseFile(PANEL);
    const rowsOf = <Id extends 'state-monthly-sales' | 'state-monthly-indicators'>(id: Id) =>
      (datasets.find((entry) => entry.meta.id === id) as ParsedDataset<Id>).rows;
    // The panel alone: every figure is its own.
    const view = buildPerCapitaView(
      stateTotals({
        'state-monthly-sales': rowsOf('state-monthly-sales'),
        'state-monthly-indicators': rowsOf('state-monthly-indicators'),
      }),
    );
    const lines = (await readFile(PANEL, 'utf8')).trim().split('\n').slice(1);
    assert.deepEqual(view.summary.states, ['CO', 'IL', 'MA', 'MD', 'ME', 'OR', 'WA']);
    assert.equal(view.summary.defaultMonth, openingMonthByHand(lines));
    assert.equal(view.summary.defaultMonth, '2021-10');
    assert.deepEqual(view.summary.retailerStates, ['IL', 'MA', 'WA']);

    let checked = 0;
    for (const line of lines) {
      const [date, state, sales, retailers, population] = line.split(',');
      const part = view.parts.get(monthPartId(date.slice(0, 7))) as PerCapitaMonthPart;
      const index = part.states.indexOf(state);
      assert.ok(index >= 0, `${date} ${state}`);
      assert.equal(part.sales[index], Number(sales), `${date} ${state}`);
      assert.equal(part.retailers[index], retailers ? Number(retailers) : null, `${date} ${state}`);
      assert.equal(part.population[index], population ? Number(population) : null, `${date} ${state}`);
      checked += 1;
    }
    assert.equal(checked, 289);
    const october = view.parts.get(monthPartId('2021-10')) as PerCapitaMonthPart;
    const wa = october.states.indexOf('WA');
    // WA 2021-10: $115,931,747.87 from 425 retailers for 7,738,692 residents.
    assert.equal(Math.round(october.sales[wa]! / october.retailers[wa]!), 272_781);
    assert.equal(Math.round((october.sales[wa]! / october.population[wa]!) * 100) / 100, 14.98);
    assert.equal(october.retailers[october.states.indexOf('MD')], null);
    const december = view.parts.get(monthPartId('2021-12')) as PerCapitaMonthPart;
    assert.deepEqual(december.states, ['MA']);
    assert.ok(december.incomplete[0]);
  });
});
