/**
 * One figure, one value, everywhere: for a sample of reports, each table's figures in the data
 * API's JSON are the figures of its CSV, of the viewer's CSV and workbook for that table, and of
 * the page's table (to the decimals it shows); for a sample of datasets, a page of rows as CSV
 * carries the values of the same page as JSON.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import type { CreateApiKeyAnswer, DatasetRowsAnswer, ReportData, ReportSection } from '@cannabis-reports/contracts';
import { parseCsv } from '@cannabis-reports/datasets';
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';
import {
  gridDifferences,
  gridOfCsvFile,
  gridOfFigures,
  gridOfSection,
  gridOfSheet,
  rowDifferences,
} from '../support/figure-grid';
import { readWorkbook } from '../support/workbook';

/** Reports with tables, each in a view a reader opens: a county over months, the defaults. */
const REPORTS = [
  { id: 'washington-retail', query: 'from=2021-01&to=2021-06&county=Spokane' },
  { id: 'colorado-counties', query: '' },
  { id: 'market-overview', query: '' },
  { id: 'per-capita', query: '' },
];
const DATASETS = ['ct-weekly-sales', 'co-county-sales', 'state-monthly-sales'];

type TableSection = Extract<ReportSection, { kind: 'table' }>;

const records = (text: string) => parseCsv(text).map((record) => record.cells);

async function downloaded(page: Page, button: Locator): Promise<Buffer> {
  const started: Promise<Download> = page.waitForEvent('download');
  await button.click();
  return readFile(await (await started).path());
}

async function makeKey(page: Page, idToken: string): Promise<string> {
  const answer = await page.request.post('/api/api-keys', {
    headers: { authorization: `Bearer ${idToken}` },
    data: { name: 'Same figures' },
  });
  expect(answer.ok(), `POST /api/api-keys answered ${answer.status()}`).toBe(true);
  return ((await answer.json()) as CreateApiKeyAnswer).secret;
}

test('every table of a sample of reports carries the same figures in the API, its CSV, the files and the page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = await signInAsPaidUser(page);
  const key = await makeKey(page, user.idToken);
  const api = async (route: string) => {
    const answer = await page.request.get(`/api/v1${route}`, { headers: { authorization: `Bearer ${key}` } });
    expect(answer.status(), route).toBe(200);
    return answer.text();
  };

  for (const report of REPORTS) {
    const query = report.query ? `?${report.query}` : '';
    const json = JSON.parse(await api(`/reports/${report.id}${query}`)) as ReportData;
    const figures = records(await api(`/reports/${report.id}${query}${query ? '&' : '?'}format=csv`));
    const tables = json.sections.filter((section): section is TableSection => section.kind === 'table');
    expect(tables.length, `${report.id} has a table`).toBeGreaterThan(0);

    await page.goto(`/reports?report=${report.id}${report.query ? `&${report.query}` : ''}`);
    const viewer = page.getByRole('region', { name: 'Report' });
    for (const section of tables) {
      const expected = gridOfSection(section);
      const what = `${report.id}, '${section.title}'`;
      const table = viewer.getByRole('table', { name: section.title });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      // A long table shows its first rows until asked for all of them.
      const showAll = viewer.getByRole('button', { name: 'Show all' });
      while ((await showAll.count()) > 0) await showAll.first().click();
      const shown = await table
        .getByRole('row')
        .evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '')));
      const csv = await downloaded(page, viewer.getByRole('button', { name: `Download CSV: ${section.title}` }));
      const xlsx = await downloaded(
        page,
        viewer.getByRole('button', { name: `Download Excel (XLSX): ${section.title}` }),
      );
      expect([
        ...gridDifferences(expected, gridOfFigures(figures, section.title, expected.labels), `${what}, API CSV`),
        ...gridDifferences(expected, gridOfCsvFile(records(csv.toString('utf8')), expected.labels), `${what}, CSV`),
        ...gridDifferences(expected, gridOfSheet(readWorkbook(xlsx).cells, expected.labels), `${what}, XLSX`),
        ...gridDifferences(expected, shown, `${what}, page`),
      ]).toEqual([]);
    }
  }

  for (const dataset of DATASETS) {
    const route = `/datasets/${dataset}/rows?limit=200`;
    const json = JSON.parse(await api(route)) as DatasetRowsAnswer;
    expect(json.rows.length, `${dataset} has rows`).toBeGreaterThan(0);
    expect(rowDifferences(json, records(await api(`${route}&format=csv`))), dataset).toEqual([]);
  }
});
