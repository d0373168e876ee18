/**
 * The per-capita report opens on a month where most bars are figures, not 'not published':
 * the rule on made-up months, and the report on the importer's snapshot against the panel's
 * file read here by plain splitting.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChartSection, TableSection } from '@cannabis-reports/contracts';
import type { BuiltReport } from '../kit/definitions';
import { viewReader } from '../kit/view-test-reader';
import { censusResidentsOf, readCsv } from '../markets/markets-test-files';
import { buildPerCapita } from './builder';
import { defaultMonthOf } from './default-month';
import type { PerCapitaMonthPart } from './parts';
import { perCapitaView } from './view';

/** A month of made-up figures: per state [sales, residents, retailers], null where missing. */
function monthOf(figures: Record<string, [number | null, number | null, number | null]>, incomplete: string[] = []) {
  const states = Object.keys(figures);
  return {
    states,
    sales: states.map((state) => figures[state][0]),
    population: states.map((state) => figures[state][1]),
    retailers: states.map((state) => figures[state][2]),
    incomplete: states.map((state) => (incomplete.includes(state) ? 'compiled early' : null)),
  } satisfies PerCapitaMonthPart;
}

describe('the month the per-capita report opens on', () => {
  const charts = { residents: ['A', 'B', 'C', 'D'], retailers: ['A', 'B'] };

  it('is the latest month in which at least half of each chart’s states have a complete figure', () => {
    const months: Record<string, PerCapitaMonthPart> = {
      // Every state complete.
      '2021-01': monthOf({ A: [10, 1, 1], B: [10, 1, 1], C: [10, 1, null], D: [10, 1, null] }),
      // Two of four per resident, one of two per retailer: half of each.
      '2021-02': monthOf({ A: [10, 1, 1], B: [null, 1, 1], C: [10, 1, null] }),
      // Two of four per resident, but A's month is incomplete and B has no retailer count: none of two per retailer.
      '2021-03': monthOf({ A: [10, 1, 1], B: [10, 1, null], C: [10, 1, null] }, ['A']),
      // One of four per resident.
      '2021-04': monthOf({ A: [10, 1, 1] }),
    };
    assert.equal(
      defaultMonthOf(Object.keys(months), (period) => months[period], charts),
      '2021-02',
    );
  });

  it('is the month with the most complete figures, the latest of equals, when no month has half', () => {
    const months: Record<string, PerCapitaMonthPart> = {
      '2021-01': monthOf({ A: [10, 1, null] }),
      '2021-02': monthOf({ B: [10, 1, null] }),
      '2021-03': monthOf({ C: [10, null, null] }),
    };
    assert.equal(
      defaultMonthOf(Object.keys(months), (period) => months[period], charts),
      '2021-02',
    );
  });
});

describe('the per-capita report on the snapshot', () => {
  const panel = readCsv('cannlytics-compiled/state-cannabis-monthly-panel.csv');
  const counted = [...new Set(panel.filter((row) => row.total_retailers !== '').map((row) => row.state))].sort();
  const uncounted = [...new Set(panel.map((row) => row.state))].filter((state) => !counted.includes(state)).sort();

  it('opens on October 2021, and draws a per-retailer bar for each state the panel gives a retailer count for', async () => {
    const report = await buildPerCapita(viewReader(perCapitaView), {});
    assert.equal(report.dataAsOf, '2021-10');
    const byRetailer = report.sections.find((section) =>
      section.title.startsWith('Sales per retailer'),
    ) as ChartSection;
    assert.equal(byRetailer.title, 'Sales per retailer, USD per retailer, October 2021');
    assert.deepEqual([...byRetailer.x].sort(), counted);
    assert.deepEqual(counted, ['IL', 'MA', 'WA']);
    for (const [index, state] of byRetailer.x.entries()) {
      const row = panel.find((entry) => entry.state === state && entry.date.startsWith('2021-10'))!;
      assert.equal(
        byRetailer.series[0].values[index],
        Math.round(Number(row.total_sales) / Number(row.total_retailers)),
      );
    }
    assert.deepEqual(byRetailer.series[0].flags, [null, null, null]);
    assert.match(
      byRetailer.notes!.join(' '),
      new RegExp(`No bar for ${uncounted.join(', ')}: the panel gives no retailer count for them`),
    );
    const ranking = report.sections.find((section) => section.kind === 'table')!;
    assert.equal(ranking.kind === 'table' && ranking.rows.length, 7);
    assert.match(
      ranking.notes!.join(' '),
      /opens on October 2021, the latest month in which at least half of the states in each chart have a complete figure/,
    );
  });
});

describe('the per-capita ranking’s figures are the state pages’', () => {
  const panel = readCsv('cannlytics-compiled/state-cannabis-monthly-panel.csv');
  const panelRow = (state: string, period: string) =>
    panel.find((row) => row.state === state && row.date.startsWith(period))!;
  const tableRow = (report: BuiltReport, state: string) => {
    const ranking = report.sections.find((section) => section.kind === 'table') as TableSection;
    const index = ranking.rows.findIndex((cells) => cells[1] === state);
    return { cells: ranking.rows[index], flags: ranking.flags![index] };
  };

  it('flags Massachusetts’ opening month (November 2018) partial and ranks it nowhere', async () => {
    const report = await buildPerCapita(viewReader(perCapitaView), { month: '2018-11' });
    const [first, second] = [panelRow('MA', '2018-11'), panelRow('MA', '2018-12')];
    assert.ok(Number(first.total_sales) <= Number(second.total_sales) / 2);
    const ma = tableRow(report, 'MA');
    const perRetailer = Math.round(Number(first.total_sales) / Number(first.total_retailers));
    // [rank per resident, state, sales, residents, retailers, per resident, per retailer, rank per retailer]
    assert.deepEqual([ma.cells[0], ma.cells[6], ma.cells[7]], [null, perRetailer, null]);
    assert.deepEqual([ma.flags[5], ma.flags[6]], ['partial', 'partial']);
    const byRetailer = report.sections.find((section) =>
      section.title.startsWith('Sales per retailer'),
    ) as ChartSection;
    assert.equal(byRetailer.series[0].flags![byRetailer.x.indexOf('MA')], 'partial');
    assert.match(report.flagNotes?.partial ?? '', /opening month/);
  });

  it('gives Colorado’s October 2021 as CDOR’s medical plus retail over the Census estimate', async () => {
    const total = readCsv('co-dor/co-sales-by-county-by-month-2014-2023.csv').find(
      (row) => row.period === '2021-10' && row.county === 'Total',
    )!;
    const sales = Number(total.med_sales_usd) + Number(total.rec_sales_usd);
    const residents = censusResidentsOf('Colorado').get('2021')!;
    const co = tableRow(await buildPerCapita(viewReader(perCapitaView), { month: '2021-10' }), 'CO');
    assert.deepEqual(co.cells.slice(2, 4), [sales, residents]);
    assert.equal(co.cells[5], Math.round((sales / residents) * 100) / 100);
  });
});
