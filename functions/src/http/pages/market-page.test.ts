/**
 * The public market page from the markets report built on the importer's snapshot of the
 * regulators' files: its headline is the report's own table cells, its charts the report's
 * points over the last five years, and the HTML says them with no script needed.
 */
import { formatPercent, type ReportData } from '@cannabis-reports/contracts';
import { reportById, withMarketEvents } from '@cannabis-reports/reports';
import { readCsv, readerOf, snapshotRows } from '@cannabis-reports/reports/src/markets/markets-test-files';
import { embedPage } from './embed-page';
import { marketPage } from './market-page';
import { CHART_MONTHS, summariseMarket } from './market-summary';

const rows = snapshotRows();
const SITE = 'https://reports.example.com';

async function marketsReport(state: string): Promise<ReportData> {
  const report = reportById('markets')!;
  const built = await report.build(readerOf(rows, report.view), { state });
  // The market events, as the report is read (buildReport).
  return { reportId: 'markets', ...built, sections: withMarketEvents(built.sections, built.filters) };
}

const cellsOf = (report: ReportData, title: string) => {
  const section = report.sections.find((each) => each.title === title);
  if (section?.kind !== 'table') throw new Error(`no table ${title}`);
  return section.rows[0];
};

const pointAt = (report: ReportData, title: string, month: string) => {
  const section = report.sections.find((each) => each.title === title);
  if (section?.kind !== 'line-chart') throw new Error(`no chart ${title}`);
  return section.series[0].values[section.x.indexOf(month)];
};

describe('a market page', () => {
  it("takes Maryland's headline from the report's table and its charts from the report's points", async () => {
    const report = await marketsReport('MD');
    const { headline, charts, currency } = summariseMarket(report);
    const cells = cellsOf(report, 'Latest month compared');
    expect(currency).toBe('USD');
    expect(headline).toEqual({
      month: report.dataAsOf,
      total: cells[1],
      monthBefore: expect.objectContaining({ value: cells[2], change: cells[3] }),
      yearBefore: expect.objectContaining({ value: cells[4], change: cells[5] }),
      perResident: pointAt(report, 'Sales per resident, USD', report.dataAsOf),
    });
    expect(headline!.total).toBe(pointAt(report, 'Monthly sales, USD', report.dataAsOf));
    expect(charts.map((chart) => chart.id)).toEqual(['sales', 'per-resident']);
    const sales = report.sections.find((each) => each.title === 'Monthly sales, USD');
    expect(charts[0].x).toHaveLength(CHART_MONTHS);
    expect(charts[0].x.at(-1)).toBe(sales?.kind === 'line-chart' ? sales.x.at(-1) : undefined);
  });

  it("draws Maryland's per-resident chart as one line, titled for it: no count of its adults 21+ is held", async () => {
    const report = await marketsReport('MD');
    const chart = summariseMarket(report).charts.find((each) => each.id === 'per-resident')!;
    expect([chart.title, chart.series.map((series) => series.label)]).toEqual([
      'Sales per resident, USD',
      ['USD per resident'],
    ]);
    const page = marketPage({
      code: 'MD',
      name: 'Maryland',
      report,
      summary: summariseMarket(report),
      news: [],
      siteUrl: SITE,
    });
    expect(page).toContain('>Sales per resident, USD, the last five years</figcaption>');
    expect(page).not.toContain('per adult');
  });

  it("draws Massachusetts's second line, per adult 21+, as the survey's count and the panel's total give it", async () => {
    const report = await marketsReport('MA');
    const chart = summariseMarket(report).charts.find((each) => each.id === 'per-resident')!;
    expect(chart.title).toBe('Sales per resident and per adult 21+, USD');
    const adults = chart.series.find((series) => series.label === 'USD per adult 21+')!;
    // Recomputed from the files: the panel's October 2021 total over the survey's adults 21+ of 2021.
    const total = Number(
      readCsv('cannlytics-compiled/state-cannabis-monthly-panel.csv').find(
        (row) => row.state === 'MA' && row.date.startsWith('2021-10'),
      )!.total_sales,
    );
    const counted = Number(readCsv('census/pop21.csv').find((row) => row.state === 'MA' && row.year === '2021')!.pop21);
    const shown = adults.values[chart.x.indexOf('2021-10')];
    expect(shown).toBe(Math.round((total / counted) * 100) / 100);
    // The signed-in report's chart gives the same point.
    const section = report.sections.find((each) => each.title === chart.title);
    if (section?.kind !== 'line-chart') throw new Error('no per-resident chart');
    const own = section.series.find((series) => series.label === 'USD per adult 21+')!;
    expect(own.values[section.x.indexOf('2021-10')]).toBe(shown);
    // Both lines are drawn, each in its colour, with a legend naming them.
    const page = marketPage({
      code: 'MA',
      name: 'Massachusetts',
      report,
      summary: summariseMarket(report),
      news: [],
      siteUrl: SITE,
    });
    const svg = /<svg[^>]*aria-labelledby="per-resident-chart-title[\s\S]*?<\/svg>/.exec(page)![0];
    expect(svg).toContain('stroke="#15803d"');
    expect(svg).toContain('stroke="#1d4ed8"');
    expect(svg).toContain('>USD per adult 21+</text>');
  });

  it('writes the figures, how current they are, the sources and the embed codes into the HTML', async () => {
    const report = await marketsReport('MD');
    const summary = summariseMarket(report);
    const news = [
      {
        datasetId: 'md-sales',
        text: 'Maryland: November 2025 added.',
        publishedAt: '2025-12-10T00:00:00Z',
        markets: ['MD'],
      },
      { datasetId: 'or-sales', text: 'Oregon: news.', publishedAt: '2025-12-11T00:00:00Z', markets: ['OR'] },
    ];
    const page = marketPage({ code: 'MD', name: 'Maryland', report, summary, news, siteUrl: SITE });
    const total = summary.headline!.total;
    expect(page).toContain(`$${total.toLocaleString('en-US', { maximumFractionDigits: 2 })}`);
    expect(page).toContain(formatPercent(summary.headline!.yearBefore.change!));
    expect(page).toContain('Data as of Nov 2025');
    expect(page).toContain(`<link rel="canonical" href="${SITE}/markets/md"/>`);
    expect(page).toContain(`<meta property="og:image" content="${SITE}/markets/md/chart.png"/>`);
    expect(page).toContain('Maryland: November 2025 added.');
    expect(page).not.toContain('Oregon: news.');
    for (const source of report.sources) expect(page).toContain(source.licence);
    expect(page).toContain(`&lt;iframe src=&quot;${SITE}/embed/markets/md/sales&quot;`);
    expect(page).toContain('<svg class="chart"');
    // The site's policy runs no inline script: every script is a file.
    expect(page.match(/<script(?![^>]*\ssrc=)/g)).toBeNull();
  });

  it("draws and lists the marks within a chart's five years, each with its source, and says them in its description", async () => {
    const report = await marketsReport('MD');
    const summary = summariseMarket(report);
    const sales = summary.charts[0];
    expect(sales.annotations?.map((mark) => [mark.x, mark.label])).toEqual([
      ['2023-01', 'Source changes'],
      ['2023-07', 'Series break'],
      ['2025-08', 'New customer labels'],
    ]);
    const page = marketPage({ code: 'MD', name: 'Maryland', report, summary, news: [], siteUrl: SITE });
    expect(page).toContain('<ul class="chart-marks" aria-label="Marked on the chart">');
    expect(page).toMatch(
      /<li>August 2025 \(dashed line\): New customer labels\. From August 2025 MCA labels[^<]*<a href="https:\/\/cannabis\.maryland\.gov\/Pages\/Data-Dashboard\.aspx"/,
    );
    expect(page).toMatch(
      /<desc[^>]*>[^<]*Marked: January 2023, Source changes\. Marked: July 2023, Series break\. Marked: August 2025, New customer labels\.<\/desc>/,
    );
    expect(page.match(/stroke-dasharray="4 4"/g)?.length).toBeGreaterThanOrEqual(2);
    // Six months apart, the first two labels would overlap on one row: the second goes a row lower.
    const rowOf = (label: string) => new RegExp(`<text[^>]* y="([0-9.]+)"[^>]*>${label}</text>`).exec(page)?.[1];
    expect(rowOf('Source changes')).toBeDefined();
    expect(rowOf('Series break')).not.toBe(rowOf('Source changes'));
  });

  it("writes Ontario's figures in Canadian dollars", async () => {
    const report = await marketsReport('ON');
    const summary = summariseMarket(report);
    expect(summary.currency).toBe('CAD');
    expect(summary.headline!.total).toBe(cellsOf(report, 'Latest month compared')[1]);
    const page = marketPage({ code: 'ON', name: 'Ontario', report, summary, news: [], siteUrl: SITE });
    expect(page).toMatch(/Sales in \w+ \d{4}<\/dt><dd>C\$[\d,]+/);
  });

  it("draws California's annual totals as bars, its only figures, and says its latest year", async () => {
    const report = await marketsReport('CA');
    const summary = summariseMarket(report);
    expect(summary.headline).toBeUndefined();
    const [annual] = summary.charts;
    const section = report.sections.find((each) => each.title === annual.title);
    if (section?.kind !== 'bar-chart') throw new Error('no annual bars');
    expect([annual.id, annual.kind, annual.x, annual.series[0].values]).toEqual([
      'annual',
      'bar',
      section.x,
      section.series[0].values,
    ]);
    const page = marketPage({ code: 'CA', name: 'California', report, summary, news: [], siteUrl: SITE });
    const bars = annual.series[0].values.filter((value) => value !== null).length;
    expect(page.match(/<rect /g)).toHaveLength(bars);
    expect(page).toContain(`in ${annual.x.at(-1)}: annual totals by year`);
    expect(page).toContain('Data as of CY2023.');
  });

  it('frames a chart with its title linking back, its source and its date', async () => {
    const report = await marketsReport('MD');
    const [chart] = summariseMarket(report).charts;
    const page = embedPage({
      title: 'Maryland: Monthly sales, US dollars',
      chart,
      report,
      backTo: `${SITE}/markets/md`,
      canonical: `${SITE}/embed/markets/md/sales`,
    });
    expect(page).toContain(`<a href="${SITE}/markets/md" target="_blank" rel="noopener">Maryland: Monthly sales`);
    expect(page).toContain('Data as of Nov 2025');
    expect(page).toContain(report.sources[0].publisher);
    expect(page).toContain('<script src="/embed-frame.js" defer="">');
  });
});
