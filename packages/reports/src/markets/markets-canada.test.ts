/**
 * Canada's pages, their figures recomputed here from Statistics Canada's CSV files in the shared
 * data (read with the tests' own CSV reader, not the product's parsers): a province's latest
 * month and its changes, a city, a suppressed cell withheld, a product type's share, sales per
 * resident by the quarter's estimate, and Canadian dollars said wherever money is.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CanadaRetailSalesRow } from '@cannabis-reports/datasets';
import { salesTitleOf } from './currency';
import { HEADLINE_TITLE } from './headline';
import { chartOf, openPage, percentChange, pointOf, readCsv, sameCents, tableOf } from './markets-test-files';
import { perResidentTitleOf } from './per-resident';
import { canadaRetailSales } from './sources/canada-retail-sales';

const monthly = readCsv('statcan/ca-cannabis-retailers-by-province-by-month.csv');
const population = readCsv('statcan/17100009-population-estimates-quarterly.csv');
const byType = readCsv('statcan/10100164-cannabis-sales-by-type.csv');

/** StatCan's cell for a place and month, unadjusted unless told: C$ (from thousands), or null with its STATUS. */
function cellOf(geo: string, month: string, adjustment = 'Unadjusted') {
  const row = monthly.find(
    (entry) => entry.GEO === geo && entry.REF_DATE === month && entry.Adjustments === adjustment,
  );
  if (!row) throw new Error(`no ${geo} ${month} in the file`);
  return { value: row.VALUE === '' ? null : Number(row.VALUE) * 1000, status: row.STATUS };
}

const newestOf = (geo: string) =>
  monthly
    .filter((row) => row.GEO === geo && row.VALUE !== '')
    .map((row) => row.REF_DATE)
    .sort()
    .at(-1)!;

const SALES = salesTitleOf('CAD');

describe("Canada's markets, recomputed from Statistics Canada's files", () => {
  it("gives Ontario's latest month, in C$, against the month and the year before", async () => {
    const latest = newestOf('Ontario');
    const [year, month] = latest.split('-').map(Number);
    const before = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
    const yearBefore = `${year - 1}-${String(month).padStart(2, '0')}`;
    const now = cellOf('Ontario', latest).value!;
    const page = await openPage('ON');
    assert.equal(page.title, 'Ontario cannabis market');
    assert.equal(page.dataAsOf, latest);
    const headline = tableOf(page, HEADLINE_TITLE);
    const total = headline.rows.find((row) => row[0] === 'Total sales (CAD)')!;
    assert.deepEqual(total, [
      'Total sales (CAD)',
      now,
      cellOf('Ontario', before).value,
      percentChange(now, cellOf('Ontario', before).value!),
      cellOf('Ontario', yearBefore).value,
      percentChange(now, cellOf('Ontario', yearBefore).value!),
    ]);
    // Every money header says C$; every money column is in Canadian dollars.
    for (const column of headline.columns.filter((entry) => entry.unit === 'cad'))
      assert.match(column.label, /\(C\$\)$/);
    assert.equal(headline.columns.filter((entry) => entry.unit === 'cad').length, 3);
    assert.equal(pointOf(chartOf(page, SALES), 'Total sales', latest).value, now);
  });

  it('labels its choice of market for what it offers, US states and Canada’s markets alike: never “State” on a province’s page', async () => {
    const filter = (await openPage('ON')).filters[0];
    assert.ok(filter.kind === 'choice');
    assert.equal(filter.label, 'Market');
    assert.ok(filter.options.some((option) => option.value === 'CO'));
    assert.ok(filter.options.some((option) => option.value === 'ON'));
  });

  it("shows Toronto on Ontario's page, from the city's own rows", async () => {
    const latest = newestOf('Toronto, Ontario');
    const page = await openPage('ON');
    const cities = chartOf(page, 'Monthly sales by city (census metropolitan area), CAD');
    assert.equal(cities.unit, 'cad');
    assert.deepEqual(cities.series.map((series) => series.label).sort(), ['Ottawa', 'Toronto']);
    assert.equal(pointOf(cities, 'Toronto', latest).value, cellOf('Toronto, Ontario', latest).value);
    assert.equal(pointOf(cities, 'Toronto', '2019-06').value, cellOf('Toronto, Ontario', '2019-06').value);
  });

  it('withholds a suppressed cell, never 0', async () => {
    const suppressed = monthly.find((row) => row.GEO === 'Northwest Territories' && row.STATUS === 'x')!;
    assert.equal(suppressed.VALUE, '');
    const page = await openPage('NT');
    assert.deepEqual(pointOf(chartOf(page, SALES), 'Total sales', suppressed.REF_DATE), {
      value: null,
      flag: 'withheld',
    });
    // Nunavut: every month withheld, each marked, none compared.
    const nunavut = await openPage('NU');
    const chart = chartOf(nunavut, SALES);
    assert.ok(chart.series[0].values.every((value) => value === null));
    assert.ok(chart.series[0].flags!.every((flag) => flag === 'withheld'));
    assert.ok(!nunavut.sections.some((section) => section.title === HEADLINE_TITLE));
  });

  it("gives a product type's share of the fiscal year's sales", async () => {
    const value = (type: string) =>
      Number(
        byType.find(
          (row) =>
            row.REF_DATE === '2023/2024' &&
            row.GEO === 'Ontario' &&
            row.Value === 'Value of sales' &&
            row['Type of cannabis'] === type,
        )!.VALUE,
      );
    const share = Math.round((value('Dried cannabis') / value('Total cannabis products')) * 100 * 100) / 100;
    const table = tableOf(await openPage('ON'), 'Share of each product type in the year’s sales, fiscal years');
    const column = table.columns.findIndex((entry) => entry.label === 'FY 2023/24, % of sales');
    assert.equal(table.rows.find((row) => row[0] === 'Dried cannabis')![column], share);
    const bars = chartOf(await openPage('ON'), 'Annual sales by product type, fiscal years (April to March), CAD');
    assert.equal(pointOf(bars, 'Dried cannabis', 'FY 2023/24').value, value('Dried cannabis') * 1000);
  });

  it("divides Canada's month by the estimate on the first day of its quarter, with no per-adult figure", async () => {
    const latest = newestOf('Canada');
    const quarter = `${latest.slice(0, 5)}${String(Math.floor((Number(latest.slice(5)) - 1) / 3) * 3 + 1).padStart(2, '0')}`;
    const residents = Number(population.find((row) => row.GEO === 'Canada' && row.REF_DATE === quarter)!.VALUE);
    const chart = chartOf(await openPage('CAN'), perResidentTitleOf('CAD', false));
    assert.equal(chart.unit, 'cad-price');
    assert.deepEqual(
      chart.series.map((series) => series.label),
      ['CAD per resident'],
    );
    assert.ok(sameCents(pointOf(chart, 'CAD per resident', latest).value, cellOf('Canada', latest).value! / residents));
    assert.ok(chart.notes!.some((note) => /no age breakdown/.test(note)));
  });

  it("offers Canada's seasonally adjusted series beside the unadjusted, labelled", async () => {
    const page = await openPage('CAN');
    const chart = chartOf(page, 'Monthly sales, seasonally adjusted beside unadjusted, CAD');
    assert.equal(
      pointOf(chart, 'Seasonally adjusted', '2025-08').value,
      cellOf('Canada', '2025-08', 'Seasonally adjusted').value,
    );
    assert.equal(pointOf(chart, 'Unadjusted', '2025-08').value, cellOf('Canada', '2025-08').value);
    // The page's total is the unadjusted series.
    assert.equal(pointOf(chartOf(page, SALES), 'Total sales', '2025-08').value, cellOf('Canada', '2025-08').value);
  });

  it('says Canadian dollars on every money figure, and lists the provinces apart from the US states', async () => {
    const page = await openPage('ON');
    for (const section of page.sections) {
      if ('unit' in section) assert.ok(!/^usd/.test(section.unit), section.title);
      else for (const column of section.columns) assert.ok(!/^usd/.test(column.unit ?? ''), section.title);
    }
    const options = page.filters[0].kind === 'choice' ? page.filters[0].options : [];
    assert.ok(options.some((option) => option.value === 'ON' && option.label === 'Ontario (Canada)'));
    assert.ok(options.some((option) => option.value === 'CA' && /^California/.test(option.label)));
    assert.ok(options.some((option) => option.value === 'CAN' && option.label === 'Canada'));
    assert.ok(page.notes.some((note) => /Canadian dollars \(C\$\)/.test(note)));
    assert.ok(!page.notes.some((note) => /US dollars/.test(note)));
  });

  it('cautions on a figure StatCan grades D or E', () => {
    const row = (period: string, quality: CanadaRetailSalesRow['quality']): CanadaRetailSalesRow => ({
      period,
      geo: 'Yukon',
      geoKind: 'province',
      province: 'YT',
      adjustment: 'unadjusted',
      currency: 'CAD',
      salesCadThousands: 1500,
      salesCode: null,
      quality,
    });
    const [yukon] = canadaRetailSales.contribute([row('2025-07', 'A'), row('2025-08', 'E')] as never);
    assert.equal(yukon.state, 'YT');
    assert.deepEqual(yukon.total!.notes!.slice(1), [
      'Caution, Total sales: Statistics Canada grades August 2025 E (use with caution).',
    ]);
  });
});
