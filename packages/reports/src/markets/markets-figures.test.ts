/**
 * The state pages' figures against the regulators' files: each expected figure is computed
 * here from the CSV in the shared samples, never by the product's code. The pages are built
 * from the importer's snapshot of the same files, through the view and the builder.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HEADLINE_TITLE } from './headline';
import {
  censusResidentsOf,
  chartOf,
  openPage,
  percentChange,
  pointOf,
  readCsv,
  sameCents,
  tableOf,
} from './markets-test-files';
import { perResidentTitleOf } from './per-resident';
import { SALES_TITLE } from './page';

const sumBy = (rows: Array<Record<string, string>>, key: (row: Record<string, string>) => string, column: string) => {
  const sums = new Map<string, number>();
  for (const row of rows) if (row[column] !== '') sums.set(key(row), (sums.get(key(row)) ?? 0) + Number(row[column]));
  return sums;
};
const monthOfUsDate = (date: string) => {
  const [month, , year] = date.split('/');
  return `${year}-${month.padStart(2, '0')}`;
};
const headlineRow = (table: { rows: Array<Array<string | number | null>> }, label: string) =>
  table.rows.find((row) => row[0] === label)!;

describe('Connecticut: DCP’s weekly rows summed by month', async () => {
  const report = await openPage('CT');
  const rows = [
    ...new Map(readCsv('ct-dcp/ct-cannabis-retail-sales-by-week.csv').map((row) => [row['Week Ending'], row])).values(),
  ];
  const month = (row: Record<string, string>) => monthOfUsDate(row['Week Ending']);
  const adultUse = sumBy(rows, month, 'Adult-Use Retail Sales');
  const medical = sumBy(rows, month, 'Medical Marijuana Retail Sales');
  const total = sumBy(rows, month, 'Total Adult-Use and Medical Sales');

  it('gives every month’s total, adult-use and medical sales as the file’s weeks add up', () => {
    const sales = chartOf(report, SALES_TITLE);
    const split = chartOf(report, 'Sales by customer type, USD');
    assert.equal(sales.x.length, total.size);
    for (const [period, expected] of total) {
      assert.ok(sameCents(pointOf(sales, 'Total sales', period).value, expected), `${period} total`);
      assert.ok(sameCents(pointOf(split, 'Adult-use', period).value, adultUse.get(period)!), `${period} adult-use`);
      assert.ok(sameCents(pointOf(split, 'Medical', period).value, medical.get(period)!), `${period} medical`);
    }
  });

  it('flags January 2023 as partial: the file starts with the week ending January 14', () => {
    assert.equal(rows[0]['Week Ending'], '01/14/2023');
    assert.equal(pointOf(chartOf(report, SALES_TITLE), 'Total sales', '2023-01').flag, 'partial');
    assert.equal(pointOf(chartOf(report, SALES_TITLE), 'Total sales', '2023-02').flag, null);
    assert.ok(report.notes.some((note) => note.startsWith('2023-01: partial month')));
  });

  it('compares March 2026 with February 2026 and March 2025', () => {
    const table = tableOf(report, HEADLINE_TITLE);
    assert.equal(table.columns[1].label, 'March 2026');
    const [, now, before, monthChange, yearBefore, yearChange] = headlineRow(table, 'Total sales (USD)');
    assert.ok(sameCents(now as number, total.get('2026-03')!));
    assert.ok(sameCents(before as number, total.get('2026-02')!));
    assert.ok(sameCents(yearBefore as number, total.get('2025-03')!));
    assert.equal(monthChange, percentChange(total.get('2026-03')!, total.get('2026-02')!));
    assert.equal(yearChange, percentChange(total.get('2026-03')!, total.get('2025-03')!));
    assert.equal(report.dataAsOf, '2026-03');
  });
});

describe('Oregon: OLCC’s own file first, the panel after it ends', async () => {
  const report = await openPage('OR');
  const olcc = new Map(
    readCsv('or-olcc/total_sales_data.csv').map((row) => [monthOfUsDate(row.Date), Number(row.Sales)]),
  );
  const panel = new Map(
    readCsv('cannlytics-compiled/state-cannabis-monthly-panel.csv')
      .filter((row) => row.state === 'OR')
      .map((row) => [row.date.slice(0, 7), Number(row.total_sales)]),
  );
  const sales = chartOf(report, SALES_TITLE);

  it('shows OLCC’s figure for every month OLCC gives, 2021-03 included, and the panel’s for the months after', () => {
    for (const [period, expected] of olcc)
      assert.ok(sameCents(pointOf(sales, 'Total sales', period).value, expected), period);
    assert.notEqual(panel.get('2021-03'), olcc.get('2021-03'));
    for (const [period, expected] of panel)
      if (!olcc.has(period)) assert.ok(sameCents(pointOf(sales, 'Total sales', period).value, expected), period);
    assert.ok(report.notes.some((note) => note.includes('to March 2021 from OLCC’s statewide sales file')));
  });

  it('gives OLCC’s retail flower price per gram, and its licences by type', () => {
    const prices = chartOf(report, 'Retail price, USD per gram');
    for (const row of readCsv('or-olcc/oregon_cannabis_data.csv'))
      if (row.retail_flower_price !== '')
        assert.equal(pointOf(prices, 'Flower', row.date.slice(0, 7)).value, Number(row.retail_flower_price));
    const licensees = readCsv('or-olcc/olcc-cannabis-licensee-public-report-2026-08-08.csv');
    const retailers = licensees.filter((row) => row['License Type'] === 'RECREATIONAL RETAILER').length;
    assert.deepEqual(
      tableOf(report, 'Licences held by type').rows.find((row) => row[0] === 'RECREATIONAL RETAILER'),
      ['RECREATIONAL RETAILER', retailers],
    );
  });
});

describe('Illinois: IDFPR’s monthly sales, residents and non-residents', async () => {
  const report = await openPage('IL');
  const rows = readCsv('il-idfpr/il-adult-use-sales-by-month.csv');

  it('gives each month’s total and resident sales as IDFPR’s file does', () => {
    const split = chartOf(report, 'Sales by buyer residency, USD');
    for (const row of rows) {
      const period = row.month_end.slice(0, 7);
      assert.ok(sameCents(pointOf(chartOf(report, SALES_TITLE), 'Total sales', period).value, Number(row.total_sales)));
      assert.ok(sameCents(pointOf(split, 'Illinois residents', period).value, Number(row.in_state_sales)));
    }
  });

  it('shows the share of sales to non-residents, month by month', () => {
    const share = chartOf(report, 'Share of sales to non-residents, %');
    assert.equal(share.unit, 'percent');
    for (const row of rows) {
      const out = Number(row.out_of_state_sales);
      const expected = Math.round((out / (Number(row.in_state_sales) + out)) * 10_000) / 100;
      assert.equal(pointOf(share, 'Non-residents', row.month_end.slice(0, 7)).value, expected, row.month_end);
    }
  });

  it('compares October 2021 with September 2021 and October 2020', () => {
    const total = new Map(rows.map((row) => [row.month_end.slice(0, 7), Number(row.total_sales)]));
    const [, now, , change, yearBefore, yearChange] = headlineRow(tableOf(report, HEADLINE_TITLE), 'Total sales (USD)');
    assert.ok(sameCents(now as number, total.get('2021-10')!));
    assert.ok(sameCents(yearBefore as number, total.get('2020-10')!));
    assert.equal(change, percentChange(total.get('2021-10')!, total.get('2021-09')!));
    assert.equal(yearChange, percentChange(total.get('2021-10')!, total.get('2020-10')!));
  });
});

describe('Washington: WSLCB’s licensee figures summed by month', async () => {
  const report = await openPage('WA');
  const rows = readCsv('wa-lcb/wa-retail-sales-by-license-by-month.csv');
  const sales = sumBy(rows, (row) => row.reporting_period, 'total_sales_usd');
  const excise = sumBy(rows, (row) => row.reporting_period, 'excise_tax_due_usd');

  it('gives every month’s sales and excise tax as the licensees’ rows add up', () => {
    for (const [period, expected] of sales) {
      assert.ok(sameCents(pointOf(chartOf(report, SALES_TITLE), 'Total sales', period).value, expected), period);
      assert.ok(
        sameCents(pointOf(chartOf(report, 'Excise tax due, USD'), 'Excise tax due', period).value, excise.get(period)!),
      );
    }
    assert.ok(sameCents(sales.get('2021-10')!, 115_931_747.87));
  });
});

describe('Massachusetts: the panel’s sales', async () => {
  const report = await openPage('MA');
  const rows = readCsv('cannlytics-compiled/state-cannabis-monthly-panel.csv').filter((row) => row.state === 'MA');
  const total = new Map(rows.map((row) => [row.date.slice(0, 7), Number(row.total_sales)]));
  const population = censusResidentsOf('Massachusetts');

  it('gives the panel’s sales, flags its incomplete last months and compares October 2021', () => {
    const sales = chartOf(report, SALES_TITLE);
    for (const [period, expected] of total)
      assert.ok(sameCents(pointOf(sales, 'Total sales', period).value, expected), period);
    assert.equal(pointOf(sales, 'Total sales', '2021-11').flag, 'incomplete');
    assert.equal(pointOf(sales, 'Total sales', '2021-12').flag, 'incomplete');
    const table = tableOf(report, HEADLINE_TITLE);
    assert.equal(table.columns[1].label, 'October 2021');
    const [, , , change, , yearChange] = headlineRow(table, 'Total sales (USD)');
    assert.equal(change, percentChange(total.get('2021-10')!, total.get('2021-09')!));
    assert.equal(yearChange, percentChange(total.get('2021-10')!, total.get('2020-10')!));
  });

  it('divides each month’s sales by the Census Bureau’s residents of its year, not the panel’s', () => {
    const chart = chartOf(report, perResidentTitleOf('USD'));
    for (const period of ['2019-06', '2021-10'])
      assert.equal(
        pointOf(chart, 'USD per resident', period).value,
        Math.round((total.get(period)! / population.get(period.slice(0, 4))!) * 100) / 100,
      );
    assert.equal(pointOf(chart, 'USD per resident', '2021-11').flag, 'incomplete');
  });
});
