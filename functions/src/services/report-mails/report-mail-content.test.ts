/**
 * A Maryland monthly view's mail against MCA's own file: the headline figures the mail gives are
 * the report's (built from the importer's snapshot of the file, as the page is), and each is
 * checked here against sums of the CSV's rows computed in the test itself. The attached workbook
 * is read back with the importer's XLSX reader.
 */
import type { ReportData } from '@cannabis-reports/contracts';
import { openXlsx } from '@cannabis-reports/datasets/src/kit/readers/xlsx';
import { openPage, readCsv } from '@cannabis-reports/reports/src/markets/markets-test-files';
import { escapeHtml } from '../mail/layout';
import { headlineLine, reportMailContent, viewMarkets, viewUrl } from './report-mail-content';
import { reportMailEmail } from './report-mail-text';
import { viewWorkbook } from './view-workbook';

const SITE = 'https://reports.example';
const VIEW = { name: 'Maryland monthly', reportId: 'markets', query: { state: 'MD' } };
const UNSUBSCRIBE = `${SITE}/api/report-mails/unsubscribe?token=abc.def`;
const NEWS = [
  { text: 'Maryland sales: Nov 2025 published, total sales $97,994,683.91', markets: ['MD'] },
  { text: 'Colorado sales: Oct 2025 published', markets: ['CO'] },
];

/** Each month's total of MCA's rows, to the cent; and a change as the headline gives it, to two decimals. */
function mcaTotals(): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of readCsv('md-mca/md-sales-by-category-by-month.csv'))
    totals.set(row.period, (totals.get(row.period) ?? 0) + Number(row.total_price_usd));
  return new Map([...totals].map(([period, sum]) => [period, Math.round(sum * 100) / 100]));
}
const change = (now: number, then: number) => Math.round(((now - then) / then) * 10_000) / 100;

let report: ReportData;
beforeAll(async () => {
  report = { reportId: 'markets', ...(await openPage('MD')) } as ReportData;
});

describe("a Maryland view's mail", () => {
  it('gives the latest month, the month before and a year before, with their changes, as MCA’s rows add up', () => {
    const totals = mcaTotals();
    const [total] = reportMailContent(VIEW, report, NEWS, SITE).headline;
    expect(total.measure).toBe('Total sales (USD)');
    expect(total.latest.label).toBe('November 2025');
    expect(total.latest.value).toBeCloseTo(totals.get('2025-11')!, 2);
    expect(total.monthBefore.value).toBeCloseTo(totals.get('2025-10')!, 2);
    expect(total.yearBefore.value).toBeCloseTo(totals.get('2024-11')!, 2);
    expect(total.monthBefore.change).toBe(change(totals.get('2025-11')!, totals.get('2025-10')!));
    expect(total.yearBefore.change).toBe(change(totals.get('2025-11')!, totals.get('2024-11')!));
    const dollars = (period: string) => `$${Math.round(totals.get(period)!).toLocaleString('en-US')}`;
    const percent = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)} %`;
    expect(headlineLine(total)).toBe(
      `Total sales (USD), November 2025: ${dollars('2025-11')}. ` +
        `Month before (October 2025): ${dollars('2025-10')}, change ${percent(change(totals.get('2025-11')!, totals.get('2025-10')!))}. ` +
        `A year before (November 2024): ${dollars('2024-11')}, change ${percent(change(totals.get('2025-11')!, totals.get('2024-11')!))}.`,
    );
  });

  it("keeps only the 'What's new' lines of the view's markets", () => {
    expect(reportMailContent(VIEW, report, NEWS, SITE).news).toEqual([NEWS[0].text]);
    expect(reportMailContent({ ...VIEW, query: {} }, report, NEWS, SITE).news).toHaveLength(2);
  });

  it('links back to the view with its report and filters', () => {
    expect(viewUrl(SITE, 'compare', { states: 'MD,CO', from: '', to: '2025-11' })).toBe(
      `${SITE}/reports?report=compare&states=MD%2CCO&to=2025-11`,
    );
    expect(viewMarkets({ states: 'MD, CO', state: 'MD' })).toEqual(['MD', 'CO']);
  });

  it('says every figure line, the news and the link in both parts, with the one-click unsubscribe headers', () => {
    const content = reportMailContent(VIEW, report, NEWS, SITE);
    const mail = reportMailEmail('reader@example.com', content, {
      schedule: 'monthly',
      unsubscribe: UNSUBSCRIBE,
      workbook: viewWorkbook(VIEW.name, report),
    });
    expect(mail.subject).toBe('Maryland monthly: Maryland cannabis market, data as of Nov 2025');
    for (const line of [...content.headline.map(headlineLine), `${NEWS[0].text}.`, content.viewUrl, UNSUBSCRIBE]) {
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(escapeHtml(line));
    }
    expect(mail.text).not.toContain('Colorado');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it("attaches the view's workbook: a sheet per table of the page, the headline's figures in it", () => {
    const { filename, content } = viewWorkbook(VIEW.name, report);
    expect(filename).toBe('maryland-monthly.xlsx');
    const workbook = openXlsx(content);
    expect(workbook.sheetNames).toContain('Latest month compared');
    const rows = workbook.readSheet('Latest month compared');
    const total = rows.find((row) => row.cells[0] === 'Total sales (USD)');
    expect(Number(total?.cells[1])).toBeCloseTo(mcaTotals().get('2025-11')!, 2);
  });
});
