/**
 * Maryland's, Arizona's and Oregon's tax pages against the regulators' own files (MCA, ADOR,
 * Oregon DOR): each expected figure is computed here from the CSV in the shared samples,
 * never by the product's code.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HEADLINE_TITLE } from './headline';
import {
  chartOf,
  openPage,
  percentChange,
  pointOf,
  readCsv,
  sameCents,
  snapshotRows,
  tableOf,
} from './markets-test-files';
import { SALES_TITLE } from './page';
import { buildMarketsView } from './view';

type Row = Record<string, string>;

const sumBy = (rows: Row[], key: (row: Row) => string, value: (row: Row) => number) => {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
};
const cents = (value: number) => Math.round(value * 100) / 100;
const headlineRow = (table: { rows: Array<Array<string | number | null>> }, label: string) => {
  const row = table.rows.find((cells) => cells[0] === label);
  if (!row) throw new Error(`no headline row '${label}'`);
  return row;
};

/** The latest month against the month before and a year before, as the headline must give them. */
function assertHeadline(
  row: Array<string | number | null>,
  figures: Map<string, number>,
  [now, before, yearBefore]: [string, string, string],
) {
  const [, latest, monthBefore, monthChange, yearAgo, yearChange] = row;
  assert.ok(sameCents(latest as number, cents(figures.get(now)!)), `${row[0]} ${now}`);
  assert.ok(sameCents(monthBefore as number, cents(figures.get(before)!)), `${row[0]} ${before}`);
  assert.ok(sameCents(yearAgo as number, cents(figures.get(yearBefore)!)), `${row[0]} ${yearBefore}`);
  assert.equal(monthChange, percentChange(cents(figures.get(now)!), cents(figures.get(before)!)));
  assert.equal(yearChange, percentChange(cents(figures.get(now)!), cents(figures.get(yearBefore)!)));
}

describe('Maryland: MCA’s sales by month, category and customer type', async () => {
  const report = await openPage('MD');
  const rows = readCsv('md-mca/md-sales-by-category-by-month.csv');
  const metrics = readCsv('md-mca/md-dashboard-monthly-metrics.csv');
  const sales = (row: Row) => Number(row.total_price_usd);
  const medicalTypes = ['Medical', 'Patient', 'Caregiver'];
  const total = sumBy(rows, (row) => row.period, sales);
  const medical = sumBy(
    rows.filter((row) => medicalTypes.includes(row.customer_type)),
    (row) => row.period,
    sales,
  );
  const adultUse = sumBy(
    rows.filter((row) => ['Adult-Use', 'Consumer'].includes(row.customer_type)),
    (row) => row.period,
    sales,
  );

  it('gives every month’s total, medical and adult-use sales, across MCA’s change of customer types in 2025-08', () => {
    const chart = chartOf(report, SALES_TITLE);
    const split = chartOf(report, 'Sales by market, USD');
    assert.ok(rows.some((row) => row.period === '2025-07' && row.customer_type === 'Adult-Use'));
    assert.ok(rows.some((row) => row.period === '2025-08' && row.customer_type === 'Consumer'));
    assert.ok(!rows.some((row) => row.period === '2025-08' && row.customer_type === 'Adult-Use'));
    for (const [period, expected] of total) {
      assert.ok(sameCents(pointOf(chart, 'Total sales', period).value, cents(expected)), `${period} total`);
      assert.ok(sameCents(pointOf(split, 'Medical', period).value, cents(medical.get(period)!)), `${period} medical`);
      if (adultUse.has(period))
        assert.ok(sameCents(pointOf(split, 'Adult-use', period).value, cents(adultUse.get(period)!)), period);
    }
    assert.ok(sameCents(cents(total.get('2025-11')!), 97_994_683.91));
  });

  it('compares November 2025 with October 2025 and November 2024, total and by market', () => {
    const table = tableOf(report, HEADLINE_TITLE);
    assert.equal(table.columns[1].label, 'November 2025');
    const months: [string, string, string] = ['2025-11', '2025-10', '2024-11'];
    assertHeadline(headlineRow(table, 'Total sales (USD)'), total, months);
    assertHeadline(headlineRow(table, 'Sales by market, USD: Medical'), medical, months);
    assertHeadline(headlineRow(table, 'Sales by market, USD: Adult-use'), adultUse, months);
    assert.equal(report.dataAsOf, '2025-11');
  });

  it('gives sales by product type and the newest month by product category', () => {
    const flower = sumBy(
      rows.filter((row) => row.product_type === 'Flower'),
      (row) => row.period,
      sales,
    );
    assert.ok(
      sameCents(
        pointOf(chartOf(report, 'Sales by product type, USD'), 'Flower', '2025-11').value,
        cents(flower.get('2025-11')!),
      ),
    );
    const vapes = rows.filter((row) => row.period === '2025-11' && row.product_category_name === 'Vape Cart');
    const byCategory = tableOf(report, 'Sales by product category, November 2025, USD');
    const [, type, medicalCell, adultUseCell, totalCell] = byCategory.rows.find((row) => row[0] === 'Vape Cart')!;
    assert.equal(type, 'Concentrate (includes vape)');
    const of = (keep: (row: Row) => boolean) => cents(vapes.filter(keep).reduce((sum, row) => sum + sales(row), 0));
    assert.ok(
      sameCents(
        medicalCell as number,
        of((row) => medicalTypes.includes(row.customer_type)),
      ),
    );
    assert.ok(
      sameCents(
        adultUseCell as number,
        of((row) => row.customer_type === 'Consumer'),
      ),
    );
    assert.ok(
      sameCents(
        totalCell as number,
        of(() => true),
      ),
    );
  });

  it('never reads the dashboard’s year-to-date sales as a month: March 2025 is the months’ sum, not $208.6 M', () => {
    const ytd = metrics.find((row) => row.period === '2025-03' && row.metric === 'Year to Date Market Sales')!;
    assert.ok(Math.abs(Number(ytd.value) - 208_583_814.17) < 0.01);
    assert.ok(
      sameCents(pointOf(chartOf(report, SALES_TITLE), 'Total sales', '2025-03').value, cents(total.get('2025-03')!)),
    );
    const shown = report.sections.flatMap((section) =>
      section.kind === 'line-chart' || section.kind === 'bar-chart'
        ? section.series.flatMap((series) => series.values)
        : [],
    );
    assert.ok(!shown.some((value) => value !== null && Math.abs(value - Number(ytd.value)) < 1));
    assert.ok(
      report.notes.some((note) => note.startsWith('Not shown: MCA’s') && note.includes('Year to Date Market Sales')),
    );
  });

  it('gives MCA’s median price per gram and transactions, the three months dated the 25th under their month', () => {
    const metric = (period: string, name: string) =>
      Number(metrics.find((row) => row.period === period && row.metric === name)!.value);
    assert.equal(
      pointOf(chartOf(report, 'Median price, USD per gram'), 'Median price per gram', '2025-11').value,
      cents(metric('2025-11', 'Median Price Per Gram')),
    );
    const transactions = chartOf(report, 'Dispensary transactions, count');
    assert.equal(
      pointOf(transactions, 'Adult-use', '2025-11').value,
      metric('2025-11', 'Dispensary Transactions - Adult-Use'),
    );
    assert.equal(
      pointOf(transactions, 'Medical', '2025-03').value,
      metric('2025-03-25', 'Dispensary Transactions - Medical'),
    );
  });

  it('takes the panel’s months before MCA’s file and says no month has two sources', () => {
    const panel = readCsv('cannlytics-compiled/state-cannabis-monthly-panel.csv').filter((row) => row.state === 'MD');
    const chart = chartOf(report, SALES_TITLE);
    for (const row of panel) {
      const period = row.date.slice(0, 7);
      assert.ok(!total.has(period), `${period} is in both files`);
      assert.ok(sameCents(pointOf(chart, 'Total sales', period).value, Number(row.total_sales)), period);
    }
    assert.ok(report.notes.some((note) => note.includes('to November 2025 from MCA’s Data Dashboard sales by month')));
    assert.ok(report.notes.includes('No month is given by two sources: each month’s total is its one source’s.'));
  });
});

describe('Arizona: ADOR’s estimated taxable sales, its near-empty newest month flagged', async () => {
  const report = await openPage('AZ');
  const rows = readCsv('az-dor/az-marijuana-taxable-sales-and-collections-by-month.csv');
  const byPeriod = (read: (row: Row) => number) => new Map(rows.map((row) => [row.period_covered, read(row)]));
  const medical = byPeriod((row) => Number(row.medical_tpt_taxable_sales_usd));
  const adultUse = byPeriod((row) => Number(row.adult_use_tpt_taxable_sales_usd));
  const total = byPeriod(
    (row) => Number(row.medical_tpt_taxable_sales_usd) + Number(row.adult_use_tpt_taxable_sales_usd),
  );
  const newest = rows.at(-1)!.period_covered;

  it('gives each month’s TPT bases, medical plus adult-use, the excise base never added', () => {
    const chart = chartOf(report, SALES_TITLE);
    for (const row of rows) {
      const period = row.period_covered;
      assert.equal(pointOf(chart, 'Total sales', period).value, total.get(period));
      assert.equal(
        pointOf(chartOf(report, 'Taxable sales by market, USD'), 'Medical', period).value,
        medical.get(period),
      );
    }
    assert.notEqual(
      pointOf(chart, 'Total sales', '2021-07').value,
      total.get('2021-07')! + Number(rows[0].excise_taxable_sales_usd),
    );
  });

  it('flags September 2025 incomplete and compares August 2025 with July 2025 and August 2024', () => {
    assert.equal(newest, '2025-09');
    assert.ok(total.get(newest)! < total.get('2025-08')! / 10);
    assert.equal(pointOf(chartOf(report, SALES_TITLE), 'Total sales', newest).flag, 'incomplete');
    assert.equal(pointOf(chartOf(report, 'Tax collected, USD'), 'Total collections', newest).flag, 'incomplete');
    const table = tableOf(report, HEADLINE_TITLE);
    assert.equal(table.columns[1].label, 'August 2025');
    const months: [string, string, string] = ['2025-08', '2025-07', '2024-08'];
    assertHeadline(headlineRow(table, 'Total sales (USD)'), total, months);
    assertHeadline(headlineRow(table, 'Taxable sales by market, USD: Adult-use'), adultUse, months);
    assert.ok(table.notes!.some((note) => note.startsWith('September 2025: not compared')));
    assert.equal(report.dataAsOf, '2025-08');
  });

  it('gives tax collected as tax, and says the figures are estimates from one ADOR report', () => {
    const august = rows.find((row) => row.period_covered === '2025-08')!;
    const tax = chartOf(report, 'Tax collected, USD');
    assert.equal(pointOf(tax, 'Total collections', '2025-08').value, Number(august.total_collections_usd));
    assert.equal(pointOf(tax, 'Excise tax', '2025-08').value, Number(august.excise_tax_collections_usd));
    assert.ok(report.notes.some((note) => note.startsWith('Every Arizona figure is ADOR’s estimate from one report')));
  });
});

describe('Oregon: DOR’s tax receipts are tax, never sales', async () => {
  const report = await openPage('OR');
  const rows = readCsv('or-dor/or-marijuana-tax-receipts-by-month.csv');
  const receipts = chartOf(report, 'Marijuana tax received by month of payment, USD');

  it('gives every month’s state and local receipts to the cent, local a gap before it starts', () => {
    for (const row of rows) {
      assert.equal(pointOf(receipts, 'State tax', row.month).value, cents(Number(row.state_tax_received_usd)));
      assert.equal(
        pointOf(receipts, 'Local tax', row.month).value,
        row.local_tax_received_usd === '' ? null : cents(Number(row.local_tax_received_usd)),
      );
    }
    assert.ok(
      receipts.notes!.some((note) => note.startsWith('February 2017 to September 2025: DOR estimates the split')),
    );
  });

  it('draws no receipt as sales: the sales chart and the headline end with the sales files, in November 2021', () => {
    const sales = chartOf(report, SALES_TITLE);
    assert.equal(sales.x.at(-1), '2021-11');
    const state = new Map(rows.map((row) => [row.month, cents(Number(row.state_tax_received_usd))]));
    sales.x.forEach((period, index) => assert.notEqual(sales.series[0].values[index], state.get(period)));
    assert.equal(tableOf(report, HEADLINE_TITLE).columns[1].label, 'November 2021');
    assert.ok(!report.sections.some((section) => section.title.startsWith('Sales') && section.title.includes('tax')));
    assert.ok(report.notes.some((note) => note.includes('payments of tax, not sales')));
  });
});

describe('Connecticut: DCP’s potency tax collected is tax, never sales', async () => {
  const report = await openPage('CT');
  const rows = readCsv('ct-dcp/ct-cannabis-tax-revenue-by-month.csv');
  const tax = chartOf(report, 'Cannabis potency tax collected by month, USD');

  it('gives every month’s tax by category and DCP’s total, as the file has them', () => {
    assert.equal(rows.length, tax.x.length);
    for (const row of rows) {
      const month = row.period_end_date.slice(0, 7);
      assert.equal(pointOf(tax, 'Total', month).value, Number(row.total_tax));
      assert.equal(pointOf(tax, 'Plant material', month).value, Number(row.plant_material_tax));
      assert.equal(pointOf(tax, 'Edible products', month).value, Number(row.edible_products_tax));
      assert.equal(pointOf(tax, 'Other cannabis products', month).value, Number(row.other_cannabis_tax));
    }
    const october = rows.find((row) => row.period_end_date.startsWith('2025-10'))!;
    assert.equal(pointOf(tax, 'Total', '2025-10').value, Number(october.total_tax));
  });

  it('draws no tax as sales: the sales chart is DCP’s weekly sales', () => {
    const sales = chartOf(report, SALES_TITLE);
    const taxOf = new Map(rows.map((row) => [row.period_end_date.slice(0, 7), Number(row.total_tax)]));
    sales.x.forEach((period, index) => assert.notEqual(sales.series[0].values[index], taxOf.get(period)));
    assert.ok(report.notes.some((note) => note.includes('tax collected, not sales')));
  });
});

describe('the page opened by default', () => {
  it('is the state with the newest complete month, never one of annual totals only: Arizona counts to August 2025, Maryland to November 2025', () => {
    const rows = snapshotRows();
    const { summary } = buildMarketsView(rows);
    const asOf = new Map(summary.states.map((entry) => [entry.code, entry.asOf]));
    assert.equal(asOf.get('AZ'), '2025-08');
    assert.equal(asOf.get('MD'), '2025-11');
    const monthly = summary.states.filter((entry) => !entry.annualOnly).map((entry) => entry.asOf);
    assert.equal(asOf.get(summary.defaultState), monthly.sort().at(-1));
    // A page is as current as its sales: Connecticut's run to March 2026; the CCC's flower prices
    // run to June 2026 but Massachusetts' sales end in 2021, so its page is as of then.
    assert.equal(summary.defaultState, 'CT');
    assert.equal(asOf.get('MA'), '2021-10');
    const { 'ct-weekly-sales': _connecticut, ...withoutConnecticut } = rows;
    assert.equal(buildMarketsView(withoutConnecticut as typeof rows).summary.defaultState, 'MD');
  });
});
