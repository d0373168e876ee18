/**
 * The market overview against the regulators' files read here by plain splitting: Oregon's
 * and Colorado's one value where the regulator's file and the panel disagree (and the same one
 * in the markets and per-capita reports), a market's partial opening month kept out of
 * comparisons, no year-over-year growth across a series break, and states' totals summed over
 * the same months only.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChartSection, ReportData, TableSection } from '@cannabis-reports/contracts';
import { MARKET_EVENTS } from '@cannabis-reports/datasets';
import { withMarketEvents } from '../kit/market-annotations';
import { snapshotOf, viewReader } from '../kit/view-test-reader';
import { chartOf, openPage, readCsv, sameCents } from '../markets/markets-test-files';
import { SALES_TITLE } from '../markets/page';
import { buildPerCapita } from '../per-capita/builder';
import { perCapitaView } from '../per-capita/view';
import { buildMarketOverview } from './builder';
import { stateMonthlyView } from './view';

type Report = Omit<ReportData, 'reportId'>;

const panel = readCsv('cannlytics-compiled/state-cannabis-monthly-panel.csv');
const panelSales = (state: string, period: string) =>
  Number(panel.find((row) => row.state === state && row.date.startsWith(period))!.total_sales);
const olcc = new Map(
  readCsv('or-olcc/total_sales_data.csv').map((row) => {
    const [month, , year] = row.Date.split('/');
    return [`${year}-${month.padStart(2, '0')}`, Number(row.Sales)];
  }),
);

/** CDOR's statewide row (withheld counties included): medical plus retail. */
const cdor = new Map(
  readCsv('co-dor/co-sales-by-county-by-month-2014-2023.csv')
    .filter((row) => row.county === 'Total')
    .map((row) => [row.period, Number(row.med_sales_usd) + Number(row.rec_sales_usd)]),
);

const overview = (query: Record<string, string>) => buildMarketOverview(viewReader(stateMonthlyView), query);
/** The overview built from the panel alone, before any regulator's file is imported. */
const panelOverview = (query: Record<string, string>) =>
  buildMarketOverview(viewReader(stateMonthlyView, snapshotOf(['state-monthly-sales'])), query);
const lineOf = (report: Report) =>
  report.sections.find((section) => section.title === 'Monthly sales by state') as ChartSection;
const growthOf = (report: Report) =>
  report.sections.find((section) => section.title === 'Year-over-year growth') as TableSection;
const totalsOf = (report: Report) =>
  report.sections.find((section) => section.title.startsWith('Total sales')) as ChartSection;
const yearOnYear = (report: Report, state: string) => {
  const growth = growthOf(report);
  const index = growth.rows.findIndex((cells) => cells[0] === state);
  return { cells: growth.rows[index], flags: growth.flags?.[index] ?? [] };
};
const point = (chart: ChartSection, label: string, x: string) => {
  const series = chart.series.find((entry) => entry.label === label)!;
  return { value: series.values[chart.x.indexOf(x)], flag: series.flags?.[chart.x.indexOf(x)] ?? null };
};

describe("Oregon's March 2021: one value, OLCC's own file, in every report", () => {
  it('differs between OLCC’s file and the panel, and only in that month', () => {
    assert.notEqual(olcc.get('2021-03'), panelSales('OR', '2021-03'));
    for (const [period, sales] of olcc)
      if (period !== '2021-03') assert.ok(Math.abs(sales - panelSales('OR', period)) < 1, period);
  });

  it('is OLCC’s figure in the market overview, the markets page and the per-capita ranking alike, and the overview says so', async () => {
    const expected = olcc.get('2021-03')!;
    const report = await overview({ from: '2020-04', to: '2021-03', states: 'OR' });
    const shown = point(lineOf(report), 'OR', '2021-03').value;
    assert.ok(sameCents(shown, expected), `overview ${shown}`);
    assert.match(
      lineOf(report).notes!.join(' '),
      /OR: Total sales: October 2016 to March 2021 from OLCC’s statewide sales file;/,
    );
    const markets = point(chartOf(await openPage('OR'), SALES_TITLE), 'Total sales', '2021-03').value;
    assert.equal(markets, shown);
    const perCapita = await buildPerCapita(viewReader(perCapitaView), { month: '2021-03' });
    const ranking = perCapita.sections.find((section) => section.kind === 'table')!;
    assert.ok(ranking.kind === 'table');
    assert.equal(ranking.rows.find((row) => row[1] === 'OR')![2], shown);
    assert.ok(
      perCapita.notes.some((note) => note.startsWith('OR: Total sales: October 2016 to March 2021 from OLCC’s')),
    );
    // The year-over-year table compares OLCC's March 2021 with the panel's March 2020.
    const row = growthOf(report).rows.find((cells) => cells[0] === 'OR')!;
    assert.deepEqual(row.slice(1, 4), ['2021-03', shown, panelSales('OR', '2020-03')]);
  });
});

describe('a market’s opening month: partial, flagged, never compared', () => {
  // By hand: each state's first two months in the panel; an opening month is at most half the next.
  const states = [...new Set(panel.map((row) => row.state))];
  const firstTwo = (state: string) =>
    panel
      .filter((row) => row.state === state && row.total_sales !== '')
      .sort((a, b) => a.date.localeCompare(b.date))
      .slice(0, 2);
  const openings = states.flatMap((state) => {
    const [first, second] = firstTwo(state);
    return Number(first.total_sales) <= Number(second.total_sales) / 2 ? [`${state} ${first.date.slice(0, 7)}`] : [];
  });

  it('is Massachusetts’ November 2018 alone in the panel', () => {
    assert.deepEqual(openings, ['MA 2018-11']);
  });

  it('is flagged partial in the chart and the totals, and not compared a year on', async () => {
    const report = await overview({ from: '2018-11', to: '2019-11', states: 'MA,CO' });
    assert.deepEqual(point(lineOf(report), 'MA', '2018-11'), { value: panelSales('MA', '2018-11'), flag: 'partial' });
    assert.equal(point(lineOf(report), 'MA', '2018-12').flag, null);
    assert.equal(point(lineOf(report), 'CO', '2018-11').flag, null);
    const expected = ['MA', '2019-11', panelSales('MA', '2019-11'), panelSales('MA', '2018-11'), null];
    assert.deepEqual(yearOnYear(report, 'MA'), { cells: expected, flags: [null, null, null, 'partial', null] });
    assert.deepEqual(totalsOf(report).series[0].flags, ['partial', null]);
    assert.match(report.flagNotes?.partial ?? '', /opening month/);
    // A range that starts after it shows no flag.
    const later = await overview({ from: '2018-12', to: '2019-11', states: 'MA' });
    assert.equal((later.sections[2] as ChartSection).series[0].flags?.[0] ?? null, null);
  });
});

describe('Colorado: CDOR’s medical plus retail, in every month CDOR gives', () => {
  it('is CDOR’s figure where the panel counts retail only (May to October 2021), with no break left to flag', async () => {
    assert.equal(cdor.get('2021-10'), 176_352_727);
    assert.equal(panelSales('CO', '2021-10'), 147_137_979);
    const report = await overview({ from: '2020-11', to: '2021-10' });
    const expected = ['CO', '2021-10', cdor.get('2021-10'), cdor.get('2020-10')];
    const growth = yearOnYear(report, 'CO');
    assert.deepEqual(growth.cells.slice(0, 4), expected);
    assert.equal(
      growth.cells[4],
      Math.round(((cdor.get('2021-10')! - cdor.get('2020-10')!) / cdor.get('2020-10')!) * 1e4) / 100,
    );
    assert.equal(growth.flags[4], null);
    assert.equal(point(lineOf(report), 'CO', '2021-10').value, cdor.get('2021-10'));
    const notes = lineOf(report).notes!.join(' ');
    assert.doesNotMatch(notes, /CO from May 2021/);
    // The choice is said over the months the overview shows (the panel's), not CDOR's to 2023.
    assert.match(notes, /CO: Total sales: January 2014 to October 2021 from CDOR’s sales by county\./);
    // Maryland's regulator file starts after the panel's months end: no choice to speak of.
    assert.doesNotMatch(notes, /MD: /);
  });
});

describe('a series break in the year-over-year table (the panel alone, Colorado’s May 2021)', () => {
  it('leaves out growth across the break, flagged and explained, and keeps it where both months lie after it', async () => {
    const report = await panelOverview({ from: '2020-11', to: '2021-10' });
    const growth = growthOf(report);
    const expected = ['CO', '2021-10', panelSales('CO', '2021-10'), panelSales('CO', '2020-10'), null];
    assert.deepEqual(yearOnYear(report, 'CO'), { cells: expected, flags: [null, null, null, null, 'series-break'] });
    assert.match(
      growth.notes!.join(' '),
      /CO: October 2021 against October 2020 spans the break in its series from May 2021/,
    );
    const wa = growth.rows.findIndex((cells) => cells[0] === 'WA');
    const [now, before] = [panelSales('WA', '2021-10'), panelSales('WA', '2020-10')];
    assert.equal(growth.rows[wa][4], Math.round(((now - before) / before) * 100 * 100) / 100);
    assert.equal(growth.flags![wa][4], null);
    // Before the break, Colorado's growth is compared as usual.
    const earlier = growthOf(await panelOverview({ from: '2020-01', to: '2021-04', states: 'CO' }));
    const [april, aprilBefore] = [panelSales('CO', '2021-04'), panelSales('CO', '2020-04')];
    assert.equal(earlier.rows[0][4], Math.round(((april - aprilBefore) / aprilBefore) * 100 * 100) / 100);
    assert.equal(earlier.flags![0][4], null);
  });
});

describe('the series break on the chart, as one mark with its source (the panel alone, Colorado’s May 2021)', () => {
  it('marks Colorado’s break on the monthly chart, from the market events table, with CDOR’s page', async () => {
    const report = await panelOverview({ from: '2020-11', to: '2021-10', states: 'CO,WA' });
    const sections = withMarketEvents(report.sections, report.filters);
    const event = MARKET_EVENTS.find((one) => one.market === 'CO' && one.kind === 'series-break')!;
    const marks = sections.flatMap((section) =>
      section.kind === 'line-chart' || section.kind === 'bar-chart' ? (section.annotations ?? []) : [],
    );
    assert.ok(marks.length > 0);
    for (const mark of marks) {
      assert.deepEqual(
        [mark.x, mark.label, mark.kind, mark.sourceUrl],
        ['2021-05', 'CO: series break', 'series-break', event.sourceUrl],
      );
      assert.match(mark.text ?? '', /drops by about a quarter/);
    }
  });
});

describe('total sales per state: over the months every state shown published, and named', () => {
  // By hand: a state's month is OLCC's or CDOR's figure where their file gives it, else the panel's.
  const salesOf = (state: string, period: string) =>
    state === 'OR' && olcc.has(period)
      ? olcc.get(period)!
      : state === 'CO'
        ? cdor.get(period)!
        : panel.some((row) => row.state === state && row.date.startsWith(period) && row.total_sales !== '')
          ? panelSales(state, period)
          : null;
  const monthsOf = (state: string) =>
    new Set([
      ...panel.filter((row) => row.state === state && row.total_sales !== '').map((row) => row.date.slice(0, 7)),
      ...(state === 'OR' ? olcc.keys() : []),
    ]);
  const statesShown = [...new Set(panel.map((row) => row.state))].sort();
  const common = (states: string[]) =>
    [...monthsOf(states[0])].filter((period) => states.every((state) => monthsOf(state).has(period))).sort();

  it('by default sums every state over December 2020 to October 2021 alone, and says so', async () => {
    const months = common(statesShown);
    // Maine's series starts in December 2020; Colorado's, Illinois' and Washington's end in October 2021.
    assert.deepEqual([months[0], months.at(-1), months.length], ['2020-12', '2021-10', 11]);
    const totals = totalsOf(await overview({}));
    assert.equal(totals.title, 'Total sales, December 2020 to October 2021');
    assert.deepEqual(totals.x, statesShown);
    totals.x.forEach((state, index) => {
      const expected = months.reduce((sum, period) => sum + salesOf(state, period)!, 0);
      assert.ok(sameCents(totals.series[0].values[index], expected), `${state} ${totals.series[0].values[index]}`);
    });
    assert.deepEqual(totals.series[0].flags, Array(statesShown.length).fill(null));
    assert.deepEqual(totals.notes, [
      'Totals cover December 2020 to October 2021, the months of the range every state shown published.',
    ]);
  });

  it('leaves out of every total the months one state shown did not publish, and compares nothing without a common month', async () => {
    // Illinois' series starts in January 2020: Colorado's 2019 is not set against months Illinois never had.
    const report = await overview({ from: '2019-01', to: '2020-12', states: 'CO,IL' });
    const totals = totalsOf(report);
    assert.equal(totals.title, 'Total sales, January 2020 to December 2020');
    const year = common(['CO', 'IL']).filter((period) => period.startsWith('2020'));
    assert.equal(year.length, 12);
    for (const [index, state] of ['CO', 'IL'].entries()) {
      const expected = year.reduce((sum, period) => sum + salesOf(state, period)!, 0);
      assert.ok(sameCents(totals.series[0].values[index], expected), state);
    }
    // The line chart still shows Colorado's 2019.
    assert.equal(point(lineOf(report), 'CO', '2019-06').value, panelSales('CO', '2019-06'));

    const none = totalsOf(await overview({ from: '2019-01', to: '2019-12', states: 'CO,IL' }));
    assert.deepEqual(none.series[0].values, [null, null]);
    assert.deepEqual(none.series[0].flags, ['not-published', 'not-published']);
    assert.match(none.notes!.join(' '), /no totals are compared/);
  });
});

describe('year-over-year growth without a month every state shown has', () => {
  it('compares no state rather than each on a month of its own', async () => {
    // By hand: Maryland's first month in the panel is after the range.
    const firstMd = panel
      .filter((row) => row.state === 'MD')
      .map((row) => row.date.slice(0, 7))
      .sort()[0];
    assert.ok(firstMd > '2020-10', firstMd);
    const growth = growthOf(await overview({ from: '2020-01', to: '2020-10', states: 'MD,WA' }));
    assert.deepEqual(growth.rows, [
      ['MD', null, null, null, null],
      ['WA', null, null, null, null],
    ]);
    assert.deepEqual(growth.flags, [
      [null, null, null, null, 'not-published'],
      [null, null, null, null, 'not-published'],
    ]);
    assert.match(growth.notes!.join(' '), /no state is compared/);
  });
});
