/**
 * The comparison's figures against the regulators' files: each expected figure is computed
 * here from the CSVs in the shared samples, never by the product's code; the report is built
 * from the importer's snapshot of the same files, through the view and the builder. Its totals
 * are also checked against the markets pages', month by month: one quantity, one value.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BuiltReport } from '../kit/definitions';
import {
  censusAdultsOf,
  censusResidentsOf,
  chartOf,
  openPage,
  percentChange,
  pointOf,
  readCsv,
  readerOf,
  sameCents,
  snapshotRows,
  tableOf,
} from '../markets/markets-test-files';
import { SALES_TITLE } from '../markets/page';
import { buildCompare } from './builder';
import { YOY_TABLE_TITLE } from './text';
import { compareView } from './view';

const reader = readerOf(snapshotRows(), compareView);
const compare = (query: Record<string, string>): Promise<BuiltReport> => buildCompare(reader, query);

const monthOfUsDate = (date: string) => {
  const [month, , year] = date.split('/');
  return `${year}-${month.padStart(2, '0')}`;
};
const panel = readCsv('cannlytics-compiled/state-cannabis-monthly-panel.csv');
const panelOf = (state: string, column: string) =>
  new Map(panel.filter((row) => row.state === state).map((row) => [row.date.slice(0, 7), Number(row[column])]));
/** Oregon: OLCC's own file where it gives the month, the panel after it ends. */
const olcc = new Map(
  readCsv('or-olcc/total_sales_data.csv').map((row) => [monthOfUsDate(row.Date), Number(row.Sales)]),
);
const oregon = new Map([...panelOf('OR', 'total_sales'), ...olcc]);
const massachusetts = panelOf('MA', 'total_sales');
/** Connecticut: DCP's weekly rows (each week once) summed by the month of the week's end. */
const connecticut = new Map<string, number>();
for (const row of new Map(
  readCsv('ct-dcp/ct-cannabis-retail-sales-by-week.csv').map((row) => [row['Week Ending'], row]),
).values()) {
  const month = monthOfUsDate(row['Week Ending']);
  connecticut.set(month, (connecticut.get(month) ?? 0) + Number(row['Total Adult-Use and Medical Sales']));
}
/** The data README: the compilation's last two Massachusetts months were compiled before they were complete. */
const INCOMPLETE = new Set(['MA 2021-11', 'MA 2021-12']);
/** Massachusetts' first stores opened on 20 November 2018: its first month is under half its second, a partial month. */
const [maFirst, maSecond] = [...massachusetts.keys()].sort();
const PARTIAL = massachusetts.get(maFirst)! <= massachusetts.get(maSecond)! / 2 ? `MA ${maFirst}` : '';
const complete = (state: string, period: string, totals: Map<string, number>) =>
  totals.has(period) && !INCOMPLETE.has(`${state} ${period}`) && PARTIAL !== `${state} ${period}`;

const TOTALS: Record<'OR' | 'MA' | 'CT', Map<string, number>> = { OR: oregon, MA: massachusetts, CT: connecticut };
const NAMES = { OR: 'Oregon', MA: 'Massachusetts', CT: 'Connecticut' };

describe('totals: the regulators’ figures, and the markets pages’ to the cent', async () => {
  const report = await compare({ states: 'CT,MA,OR', measure: 'totals' });
  const chart = chartOf(report, 'Monthly sales, USD');

  for (const state of ['OR', 'MA', 'CT'] as const)
    it(`gives every month of ${NAMES[state]} as the files add up, and as its market page shows`, async () => {
      const page = chartOf(await openPage(state), SALES_TITLE);
      for (const [period, expected] of TOTALS[state]) {
        assert.ok(sameCents(pointOf(chart, NAMES[state], period).value, expected), `${state} ${period}`);
        assert.deepEqual(pointOf(chart, NAMES[state], period), pointOf(page, 'Total sales', period), period);
      }
    });

  it('keeps Massachusetts’s incomplete months flagged, and draws no month a state has not published', () => {
    assert.equal(pointOf(chart, 'Massachusetts', '2021-11').flag, 'incomplete');
    assert.equal(pointOf(chart, 'Massachusetts', '2021-10').flag, null);
    assert.equal(pointOf(chart, 'Connecticut', '2021-10').value, null);
    assert.equal(pointOf(chart, 'Oregon', '2024-01').value, null);
  });
});

describe('per resident: the month’s total over the residents of its year', async () => {
  const report = await compare({ states: 'MA,OR', measure: 'per-resident' });
  const chart = chartOf(report, 'Monthly sales per resident, USD');

  for (const state of ['OR', 'MA'] as const)
    it(`divides ${NAMES[state]}’s totals by the Census Bureau’s population of the year`, () => {
      const population = censusResidentsOf(NAMES[state]);
      let checked = 0;
      for (const [period, total] of TOTALS[state]) {
        const people = population.get(period.slice(0, 4));
        if (!people) continue;
        const expected: number = Math.round((total / people) * 100) / 100;
        assert.equal(pointOf(chart, NAMES[state], period).value, expected, period);
        checked += 1;
      }
      assert.ok(checked > 30, `${checked} months checked`);
    });

  it('gives Oregon one population a year', () => {
    const years = new Map<string, Set<number>>();
    for (const [period, people] of panelOf('OR', 'population'))
      years.set(period.slice(0, 4), (years.get(period.slice(0, 4)) ?? new Set()).add(people));
    assert.ok([...years.values()].every((values) => values.size === 1));
  });

  it('says per adult 21+ is not published where no count is held, never estimated', async () => {
    const adults = chartOf(
      await compare({ states: 'MA,OR', measure: 'per-adult' }),
      'Monthly sales per adult 21+, USD',
    );
    assert.ok(
      adults.series.find((series) => series.label === NAMES.OR)?.values.every((value) => value === null) ?? true,
    );
    const perAdult = Math.round((TOTALS.MA.get('2019-06')! / censusAdultsOf('MA').get('2019')!) * 100) / 100;
    assert.equal(pointOf(adults, NAMES.MA, '2019-06').value, perAdult);
    assert.ok(adults.notes?.some((note) => note.startsWith('Oregon: no count of adults 21+ is held')));
  });
});

describe('indexed: the first month both states cover completely = 100', async () => {
  const report = await compare({ states: 'MA,OR', measure: 'indexed' });
  const base = [...massachusetts.keys()]
    .sort()
    .find((period) => complete('MA', period, massachusetts) && complete('OR', period, oregon))!;

  it('names the base month and starts there', () => {
    assert.equal(PARTIAL, 'MA 2018-11');
    assert.equal(base, '2018-12');
    const chart = chartOf(report, 'Monthly sales indexed, December 2018 = 100');
    assert.equal(chart.x[0], base);
    for (const state of ['OR', 'MA'] as const)
      for (const period of chart.x.filter((month) => TOTALS[state].has(month))) {
        const expected: number = Math.round((TOTALS[state].get(period)! / TOTALS[state].get(base)!) * 100 * 100) / 100;
        assert.equal(pointOf(chart, NAMES[state], period).value, expected, `${state} ${period}`);
      }
  });
});

describe('change on a year before: the same two complete months for every state', async () => {
  it('compares October 2021 with October 2020: Massachusetts’s newer months are incomplete', async () => {
    const report = await compare({ states: 'MA,OR' });
    const months = [...oregon.keys()]
      .filter((period) => massachusetts.has(period))
      .sort()
      .reverse();
    const shift = (period: string) => `${Number(period.slice(0, 4)) - 1}${period.slice(4)}`;
    const latest = months.find((period) =>
      (['MA', 'OR'] as const).every(
        (state) => complete(state, period, TOTALS[state]) && complete(state, shift(period), TOTALS[state]),
      ),
    )!;
    assert.equal(latest, '2021-10');
    const table = tableOf(report, YOY_TABLE_TITLE);
    assert.deepEqual(
      table.columns.map((column) => column.label),
      ['State', 'Total sales, October 2021', 'Total sales, October 2020', 'Change on a year before'],
    );
    for (const state of ['MA', 'OR'] as const) {
      const row = table.rows.find((cells) => cells[0] === NAMES[state])!;
      const now: number = TOTALS[state].get(latest)!;
      const then: number = TOTALS[state].get(shift(latest))!;
      assert.ok(sameCents(row[1] as number, now) && sameCents(row[2] as number, then), state);
      assert.equal(row[3], percentChange(now, then), state);
    }
    const bars = chartOf(report, 'Change on a year before, October 2021 against October 2020, %');
    assert.deepEqual(bars.x, ['Massachusetts', 'Oregon']);
  });

  it('compares no state when the states share no such pair of months (Connecticut from 2023, Oregon to 2021)', async () => {
    const report = await compare({ states: 'CT,OR' });
    const table = tableOf(report, YOY_TABLE_TITLE);
    assert.ok(table.rows.every((row) => row[1] === null));
    assert.ok(!report.sections.some((section) => section.title.startsWith('Change on a year before,')));
    assert.equal(
      tableOf(await compare({ states: 'CT,OR', measure: 'indexed' }), 'Monthly sales indexed: no common month').rows
        .length,
      2,
    );
  });
});

describe('series that do not mislead', async () => {
  /**
   * Maryland: the first month of MCA's sales in which adult-use sales are more than a hundredth
   * of the total (a few dollars of them are recorded in May and June 2023, before the start).
   */
  const byMonth = new Map<string, { all: number; adultUse: number }>();
  for (const row of readCsv('md-mca/md-sales-by-category-by-month.csv')) {
    const month = byMonth.get(row.period) ?? { all: 0, adultUse: 0 };
    month.all += Number(row.total_price_usd);
    if (row.customer_type === 'Adult-Use') month.adultUse += Number(row.total_price_usd);
    byMonth.set(row.period, month);
  }
  const adultUseFrom = [...byMonth.keys()]
    .sort()
    .find((period) => byMonth.get(period)!.adultUse > byMonth.get(period)!.all / 100);
  /** Arizona: ADOR's taxable sales (medical plus adult-use) by month. */
  const ador = new Map(
    readCsv('az-dor/az-marijuana-taxable-sales-and-collections-by-month.csv').map((row) => [
      row.period_covered,
      Number(row.medical_tpt_taxable_sales_usd) + Number(row.adult_use_tpt_taxable_sales_usd),
    ]),
  );

  /** Indexed from Arizona's first month, which Maryland (the panel's, from November 2020) has too. */
  const indexedChart = async () => {
    assert.equal([...ador.keys()].sort()[0], '2021-07');
    return chartOf(await compare({ states: 'AZ,MD', measure: 'indexed' }), 'Monthly sales indexed, July 2021 = 100');
  };

  it("marks where Maryland's series breaks (adult-use sales begin) on the indexed chart, and says its index there is not growth alone", async () => {
    assert.equal(adultUseFrom, '2023-07');
    const chart = await indexedChart();
    assert.ok(chart.x.includes(adultUseFrom));
    assert.deepEqual(
      chart.annotations
        ?.filter((annotation) => annotation.x === adultUseFrom)
        .map(({ x, label, kind }) => ({ x, label, kind })),
      [{ x: adultUseFrom, label: 'Maryland: series break', kind: 'series-break' }],
    );
    assert.ok(
      chart.notes?.some((note) =>
        note.startsWith('Maryland: its series breaks in July 2023 (dashed line), where what its total counts changes'),
      ),
    );
    // The same mark on the totals, where the jump is as plain.
    const totals = chartOf(await compare({ states: 'AZ,MD' }), 'Monthly sales, USD');
    assert.ok(totals.annotations?.some((annotation) => annotation.label === 'Maryland: series break'));
  });

  it('marks a month that covers almost nothing (Arizona, September 2025) incomplete on the indexed chart, never an unmarked collapse', async () => {
    const chart = await indexedChart();
    // Under a tenth of the month before: ADOR had barely begun to count it.
    assert.ok(ador.get('2025-09')! < ador.get('2025-08')! / 10);
    const point = pointOf(chart, 'Arizona', '2025-09');
    assert.equal(point.flag, 'incomplete');
  });
});
