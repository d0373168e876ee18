/**
 * The Census populations, the CCC's flower price and the annual totals on the state pages:
 * each expected figure is computed here from the CSV in the shared samples.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { censusAdultsOf, censusResidentsOf, chartOf, openPage, pointOf, readCsv } from './markets-test-files';
import { perResidentTitleOf } from './per-resident';

/** A state the survey's file of adults 21+ leaves out draws one line, per resident, and is titled so. */
const PER_RESIDENT = perResidentTitleOf('USD', false);

const round = (value: number) => Math.round(value * 100) / 100;
const annual = readCsv('multistate-annual-compiled/cannabis_sales_annual.csv');

describe('per resident: the Census Bureau’s estimates first', async () => {
  const oregon = await openPage('OR');
  const massachusetts = await openPage('MA');
  const olcc = new Map(
    readCsv('or-olcc/total_sales_data.csv').map((row) => {
      const [month, , year] = row.Date.split('/');
      return [`${year}-${month.padStart(2, '0')}`, Number(row.Sales)];
    }),
  );
  const panel = readCsv('cannlytics-compiled/state-cannabis-monthly-panel.csv');

  it('divides Oregon’s 2021 months by the Census Bureau’s 2021 residents', () => {
    const chart = chartOf(oregon, PER_RESIDENT);
    const residents = censusResidentsOf('Oregon').get('2021')!;
    const panelOf = new Map(panel.filter((row) => row.state === 'OR').map((row) => [row.date.slice(0, 7), row]));
    let checked = 0;
    for (let month = 1; month <= 12; month += 1) {
      const period = `2021-${String(month).padStart(2, '0')}`;
      const total = olcc.get(period) ?? Number(panelOf.get(period)?.total_sales ?? NaN);
      if (Number.isNaN(total)) continue;
      assert.equal(pointOf(chart, 'USD per resident', period).value, round(total / residents), period);
      // The panel's own population is a different figure: the Census Bureau's is the one used.
      const own = Number(panelOf.get(period)?.population);
      if (own && own !== residents) checked += 1;
    }
    assert.ok(checked > 0, 'a month where the panel’s population differs');
  });

  it('divides Arizona’s months after the newest estimate by that estimate, and says which it is', async () => {
    const arizona = await openPage('AZ');
    const chart = chartOf(arizona, PER_RESIDENT);
    const residents = censusResidentsOf('Arizona');
    const newest = [...residents.keys()].sort().at(-1)!;
    // ADOR's taxable sales (medical plus adult-use) of August 2025, after the newest estimate's year.
    const ador = readCsv('az-dor/az-marijuana-taxable-sales-and-collections-by-month.csv').find(
      (row) => row.period_covered === '2025-08',
    )!;
    assert.ok(newest < '2025');
    const sales = Number(ador.medical_tpt_taxable_sales_usd) + Number(ador.adult_use_tpt_taxable_sales_usd);
    assert.equal(pointOf(chart, 'USD per resident', '2025-08').value, round(sales / residents.get(newest)!));
    assert.ok(
      chart.notes?.includes(
        `Residents after ${newest}: the ${newest} estimate, the newest published, divides every later month until the next one is out.`,
      ),
    );
  });

  it('names the Census Bureau and its change of base in 2020', () => {
    const notes = chartOf(oregon, PER_RESIDENT).notes ?? [];
    const residents = notes.find((note) => note.startsWith('Residents: the Census Bureau’s July 1'));
    assert.ok(residents, notes.join('\n'));
    assert.match(residents, /2010 Census/);
    assert.match(residents, /2020 Census/);
    assert.ok(!notes.some((note) => note.includes('as the panel gives it')));
  });

  it('divides Massachusetts’s months by the survey’s adults 21+ of their year; 2020 has none', () => {
    const chart = chartOf(massachusetts, perResidentTitleOf('USD'));
    const adults = censusAdultsOf('MA');
    const total = new Map(
      panel.filter((row) => row.state === 'MA').map((row) => [row.date.slice(0, 7), Number(row.total_sales)]),
    );
    for (const period of ['2019-06', '2021-10'])
      assert.equal(
        pointOf(chart, 'USD per adult 21+', period).value,
        round(total.get(period)! / adults.get(period.slice(0, 4))!),
      );
    assert.equal(adults.has('2020'), false);
    assert.equal(pointOf(chart, 'USD per adult 21+', '2020-06').value, null);
    assert.ok(
      chart.notes?.some((note) => note.startsWith('Adults 21+: the Census Bureau’s American Community Survey')),
    );
  });
});

describe('per resident and per adult 21+: the title says the lines drawn', () => {
  it('says per adult 21+ on every market page that draws that line, and on no other', async () => {
    const filter = (await openPage('MA')).filters[0];
    assert.ok(filter.kind === 'choice');
    const titled: string[] = [];
    const charted: string[] = [];
    for (const { value } of filter.options) {
      const page = await openPage(value);
      const chart = page.sections.find(
        (section) => section.kind === 'line-chart' && section.title.startsWith('Sales per resident'),
      );
      if (chart?.kind !== 'line-chart') continue;
      charted.push(value);
      const drawn = chart.series.some((series) => / per adult 21\+$/.test(series.label));
      assert.equal(chart.title.includes('per adult 21+'), drawn, `${value}: ${chart.title}`);
      if (drawn) titled.push(value);
    }
    // The survey's file counts the adults of six states: those with sales per resident, and only those, draw the second line.
    const counted = new Set(readCsv('census/pop21.csv').map((row) => row.state));
    assert.deepEqual(titled.sort(), charted.filter((code) => counted.has(code)).sort());
    assert.deepEqual(titled.sort(), ['CT', 'IL', 'MA', 'MI']);
  });
});

describe('Massachusetts: the CCC’s flower price, never mixed with the panel’s', async () => {
  const report = await openPage('MA');
  const ccc = new Map(
    readCsv('ma-ccc/a_sales_au_price_per_gram.csv').map((row) => [row.YEARMONTH, Number(row.AVERAGERETAILPRICEPERGM)]),
  );

  it('gives every month of the CCC’s file, June 2026 included', () => {
    const chart = chartOf(report, 'Average retail price of adult-use flower, USD per gram');
    assert.equal(chart.series.length, 1);
    for (const [period, price] of ccc) assert.equal(pointOf(chart, 'Adult-use flower', period).value, price, period);
    assert.equal(pointOf(chart, 'Adult-use flower', '2026-06').value, ccc.get('2026-06'));
  });

  it('leaves out the panel’s price per gram and says so', () => {
    assert.ok(!report.sections.some((section) => section.title === 'Average price, USD per gram'));
    assert.ok(
      report.notes.some((note) =>
        note.startsWith('Average retail price of adult-use flower, USD per gram: from the Cannabis Control Commission'),
      ),
    );
  });
});

describe('annual totals: calendar and fiscal years apart', () => {
  const totalsOf = (name: string) =>
    new Map(
      annual.filter((row) => row.state === name).map((row) => [`${row.year_basis}${row.year}`, Number(row.sales_usd)]),
    );

  it('gives California annual totals only, by calendar year, and says so', async () => {
    const report = await openPage('CA');
    assert.ok(report.notes[0].startsWith('We hold only annual totals for California'));
    assert.deepEqual(
      report.sections.map((section) => section.title),
      ['Annual sales, calendar years, USD'],
    );
    const chart = chartOf(report, 'Annual sales, calendar years, USD');
    // CDTFA's figures are taxable sales, as the compiler's notes say: the bars are named so.
    assert.ok(annual.filter((row) => row.state === 'California').every((row) => /taxable sales/i.test(row.notes)));
    for (const [label, sales] of totalsOf('California'))
      assert.equal(pointOf(chart, 'Taxable adult-use and medical sales', label).value, sales, label);
    assert.ok(chart.notes?.some((note) => note.startsWith('Taxable sales: the sales the tax authority counts')));
  });

  it('names gross figures plain sales: Colorado’s calendar years are CDOR’s total sales', async () => {
    assert.ok(!annual.filter((row) => row.state === 'Colorado').some((row) => /taxable/i.test(row.notes)));
    const chart = chartOf(await openPage('CO'), 'Annual sales, calendar years, USD');
    assert.deepEqual(
      chart.series.map((series) => series.label),
      ['Adult-use and medical sales'],
    );
  });

  it('gives Nevada annual totals only, by fiscal year, and names the rounded one', async () => {
    const report = await openPage('NV');
    assert.ok(report.notes[0].startsWith('We hold only annual totals for Nevada'));
    const chart = chartOf(report, 'Annual sales, state fiscal years (July to June), USD');
    assert.ok(chart.x.every((label) => label.startsWith('FY')));
    // The Department of Taxation's taxable sales, as the compiler's notes say of its years.
    assert.ok(annual.filter((row) => row.state === 'Nevada').some((row) => /taxable sales/i.test(row.notes)));
    for (const [label, sales] of totalsOf('Nevada'))
      assert.equal(pointOf(chart, 'Taxable adult-use and medical sales', label).value, sales, label);
    assert.ok(chart.notes?.some((note) => note.includes('FY2018')));
  });

  it('never puts a fiscal year on a calendar year’s axis', async () => {
    for (const state of ['CA', 'CO', 'MA', 'NV', 'OR', 'WA']) {
      const report = await openPage(state);
      for (const section of report.sections.filter((entry) => entry.title.startsWith('Annual sales')))
        if ('x' in section) {
          const bases = new Set(section.x.map((label) => label.slice(0, 2)));
          assert.equal(bases.size, 1, `${state}: ${section.title}`);
        }
    }
  });
});
