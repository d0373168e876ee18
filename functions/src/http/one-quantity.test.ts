/**
 * One quantity, one value: each figure below is read from every place a reader meets it (the
 * market overview, the per-capita ranking, the state page, compare, the data API's answer as
 * JSON and as its CSV's figure table, and 'What's new') and must be one number, and one string
 * where it is displayed. The expected figures are computed here from the regulators' files by
 * plain splitting, never by the product's code; the reports are built from the importer's
 * snapshot of the same files, through each report's view and builder (the data API's own path).
 */
import { formatPercent, reportFigures, type ReportData } from '@cannabis-reports/contracts';
import { whatsNewLine } from '@cannabis-reports/data-import/src/store/whats-new';
import { reviseRows } from '@cannabis-reports/data-import/src/store/revision';
import { reportById } from '@cannabis-reports/reports';
import {
  censusResidentsOf,
  chartOf,
  pointOf,
  readCsv,
  readerOf,
  snapshotRows,
  tableOf,
} from '@cannabis-reports/reports/src/markets/markets-test-files';

const rows = snapshotRows();

/** A report as the data API answers it (`GET /v1/reports/:reportId`): the one catalogue row's builder on its view. */
async function answer(reportId: string, query: Record<string, string>): Promise<ReportData> {
  const report = reportById(reportId)!;
  return { reportId, ...(await report.build(readerOf(rows, report.view), query)) };
}

/** One figure of the data API's CSV (its figure table): by section, series and category. */
function apiFigure(report: ReportData, section: string, series: string, category: string) {
  const found = reportFigures(report).filter(
    (figure) => figure[0] === section && figure[1] === series && figure[2] === category,
  );
  expect(found).toHaveLength(1);
  return { value: found[0][3], flag: found[0][5] };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
/** A change as a reader reads it, written here by hand: signed, as computed to two decimals. */
const shownChange = (now: number, then: number) => {
  const change = round2(((now - then) / then) * 100);
  return `${change > 0 ? '+' : change < 0 ? '-' : ''}${Math.abs(change)} %`;
};
/** '$2.9M': the short form 'What's new' gives a month's sales in. */
const millions = (value: number) => `$${(value / 1e6).toFixed(1)}M`;

/**
 * CDOR's statewide sales by month, medical plus retail: every line of its newest file summed, the named
 * counties and SUM OF NR COUNTIES (what it withholds county by county) together.
 */
const cdor = new Map<string, number>();
for (const row of readCsv('co-dor/co-cannabis-sales-2014-2024.csv')) {
  const period = `${row.monthyear.slice(0, 4)}-${row.monthyear.slice(4)}`;
  cdor.set(period, (cdor.get(period) ?? 0) + Number(row.amount));
}

/** DC's dispensaries' sales to patients, by month (trade sales, by cultivators and manufacturers, apart). */
const dcDispensaries = new Map(
  readCsv('dc-abca/monthly-sales.csv')
    .filter((row) => row.source === 'Dispensaries')
    .map((row) => [row.date.slice(0, 7), Number(row.monthly_sales)]),
);
const dcWithTrade = (period: string) =>
  readCsv('dc-abca/monthly-sales.csv')
    .filter((row) => row.date.startsWith(period))
    .reduce((sum, row) => sum + Number(row.monthly_sales), 0);

/** The dataset's 'What's new' line for the import that added its newest month to the rest. */
function lineOfNewestMonth(datasetId: string, title: string): string | undefined {
  const after = (rows as Record<string, Array<{ period: string }>>)[datasetId];
  const newest = after
    .map((row) => row.period)
    .sort()
    .at(-1)!;
  const before = after.filter((row) => row.period !== newest);
  return whatsNewLine(datasetId, title, reviseRows(datasetId, before, after).summary, after);
}

const HEADLINE = 'Latest month compared';

describe("Colorado's October 2021: CDOR's medical plus retail, and per resident over the Census estimate", () => {
  const sales = cdor.get('2021-10')!;
  const perResident = round2(sales / censusResidentsOf('Colorado').get('2021')!);

  it('is $176.4M and $30.33 a resident by the files, where the panel gives retail only', () => {
    expect(millions(sales)).toBe('$176.4M');
    expect(perResident).toBe(30.33);
    const panel = readCsv('cannlytics-compiled/state-cannabis-monthly-panel.csv').find(
      (row) => row.state === 'CO' && row.date.startsWith('2021-10'),
    )!;
    expect(Number(panel.total_sales)).toBeLessThan(sales - 25e6);
  });

  it('is the same number on the state page, in compare, the market overview and the per-capita ranking, and in the API', async () => {
    const page = await answer('markets', { state: 'CO' });
    const overview = await answer('market-overview', { from: '2021-01', to: '2021-12', states: 'CO' });
    const perCapita = await answer('per-capita', { month: '2021-10' });
    const totals = await answer('compare', { states: 'CO', measure: 'totals' });
    const perResidents = await answer('compare', { states: 'CO', measure: 'per-resident' });

    // Each chart's point, and the same figure in the data API's figure table.
    const readEverywhere = (reads: Array<[ReportData, string, string, string]>) =>
      reads.flatMap(([report, section, series, category]) => [
        pointOf(chartOf(report, section), series, category),
        apiFigure(report, section, series, category),
      ]);
    const salesRead = readEverywhere([
      [page, 'Monthly sales, USD', 'Total sales', '2021-10'],
      [overview, 'Monthly sales by state', 'CO', '2021-10'],
      [totals, 'Monthly sales, USD', 'Colorado', '2021-10'],
    ]);
    for (const read of salesRead) expect(read).toEqual({ value: sales, flag: null });
    const ranking = tableOf(perCapita, 'Ranking by sales per resident');
    const co = ranking.rows.find((cells) => cells[1] === 'CO')!;
    expect([co[2], co[5]]).toEqual([sales, perResident]);

    const perResidentRead = readEverywhere([
      [page, 'Sales per resident, USD', 'USD per resident', '2021-10'],
      [perResidents, 'Monthly sales per resident, USD', 'Colorado', '2021-10'],
      [perCapita, 'Sales per resident, USD per resident, October 2021', 'USD per resident', 'CO'],
    ]);
    for (const read of perResidentRead) expect(read).toEqual({ value: perResident, flag: null });
  });
});

describe("Colorado's newest month against the month before: one change, one rounding", () => {
  const months = [...cdor.keys()].sort();
  const [before, latest] = months.slice(-2);
  const expected = shownChange(cdor.get(latest)!, cdor.get(before)!);

  it('reads the same on the state page, in its API figures and in its What’s new line', async () => {
    expect(latest).toBe('2024-12');
    const page = await answer('markets', { state: 'CO' });
    const headline = tableOf(page, HEADLINE);
    const total = headline.rows.find((cells) => cells[0] === 'Total sales (USD)')!;
    expect(headline.columns[1].label).toBe('December 2024');
    expect(total[1]).toBe(cdor.get(latest));
    expect(formatPercent(total[3] as number)).toBe(expected);
    const api = apiFigure(page, HEADLINE, 'Change on the month before', 'Total sales (USD)');
    expect(api.value).toBe(total[3]);
    expect(lineOfNewestMonth('co-county-sales', 'Colorado sales')).toBe(
      `Colorado, Dec 2024 published: ${millions(cdor.get(latest)!)}, ${expected} on November`,
    );
  });
});

describe("DC's newest month: the dispensaries' total, without the trade's sales, and its change", () => {
  const months = [...dcDispensaries.keys()].sort();
  const [before, latest] = months.slice(-2);
  const total = dcDispensaries.get(latest)!;
  const expected = shownChange(total, dcDispensaries.get(before)!);

  it('is $2.87M, +7.55 % on March 2024 by the file, not $5.0M with the trade’s sales added', () => {
    expect([latest, total, expected]).toEqual(['2024-04', 2_872_804, '+7.55 %']);
    expect(millions(dcWithTrade(latest))).toBe('$5.0M');
  });

  it('reads the same on the state page, in compare, in the API and in its What’s new line', async () => {
    const page = await answer('markets', { state: 'DC' });
    const headline = tableOf(page, HEADLINE);
    const row = headline.rows.find((cells) => cells[0] === 'Total sales (USD)')!;
    expect(headline.columns[1].label).toBe('April 2024');
    expect([row[1], row[2]]).toEqual([total, dcDispensaries.get(before)]);
    expect(formatPercent(row[3] as number)).toBe(expected);
    expect(apiFigure(page, HEADLINE, 'Change on the month before', 'Total sales (USD)').value).toBe(row[3]);
    expect(apiFigure(page, HEADLINE, 'April 2024', 'Total sales (USD)').value).toBe(total);
    const compare = await answer('compare', { states: 'DC', measure: 'totals' });
    expect(pointOf(chartOf(compare, 'Monthly sales, USD'), 'District of Columbia', latest)).toEqual({
      value: total,
      flag: null,
    });
    expect(lineOfNewestMonth('dc-sales', 'DC medical sales')).toBe(
      `DC medical, Apr 2024 published: ${millions(total)}, ${expected} on March`,
    );
  });
});
