/** Shareable report views: links that reopen a view, back and forward, and bad links adjusted with a notice. */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

const viewOf = (page: Page) => page.getByRole('region', { name: 'Report' });
const topStores = (page: Page) => viewOf(page).getByRole('table', { name: 'Top 10 stores by sales' });

/** Spokane from 2021-01 asked for in `url`'s query. */
const asksForSpokaneFrom2021 = (url: URL) =>
  url.searchParams.get('from') === '2021-01' && url.searchParams.get('county') === 'Spokane';

/** The read of Washington retail's figures for Spokane from 2021-01. */
function isFilteredRead(address: string): boolean {
  const url = new URL(address);
  return url.pathname === '/api/reports/washington-retail' && asksForSpokaneFrom2021(url);
}

test('a shared link reopens the same report and filters for another paid user', async ({ page, browser }) => {
  await signInAsPaidUser(page);
  const viewer = viewOf(page);
  await viewer.getByRole('button', { name: 'Washington retail' }).click();
  await expect(viewer.getByRole('heading', { name: 'Washington retail' })).toBeVisible();
  await viewer.getByLabel('County').selectOption('Spokane');
  const filtered = page.waitForResponse((response) => isFilteredRead(response.url()));
  await viewer.getByLabel('From').fill('2021-01');
  await expect(page).toHaveURL(/[?&]from=2021-01(&|$)/);
  await expect(page).toHaveURL(/[?&]county=Spokane(&|$)/);
  await expect(page).toHaveURL(/[?&]report=washington-retail(&|$)/);
  // The table shows the county's figures before those from 2021-01 arrive: read it once they are in.
  await filtered;
  await expect(viewer.getByRole('article')).toHaveAttribute('aria-busy', 'false');
  await expect(topStores(page).getByRole('row').nth(1)).toContainText('Spokane');
  const shared = page.url();
  const firstRow = (await topStores(page).getByRole('row').nth(1).textContent()) ?? '';

  // Another paid user, in a browser of their own.
  const context = await browser.newContext();
  const other = await context.newPage();
  const problems: string[] = [];
  other.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(message.text());
  });
  other.on('pageerror', (error) => problems.push(error.message));
  await signInAsPaidUser(other);
  // Opened directly, the link's report comes rendered by the server with its figures (decision 0163).
  const opened = await other.goto(shared);
  expect(await opened?.text()).toContain('id="page-state"');
  const view = viewOf(other);
  await expect(view.getByRole('heading', { name: 'Washington retail' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Washington retail' })).toHaveAttribute('aria-current', 'page');
  await expect(view.getByLabel('County')).toHaveValue('Spokane');
  await expect(view.getByLabel('From')).toHaveValue('2021-01');
  await expect(topStores(other).getByRole('row').nth(1)).toHaveText(firstRow);
  await expect(view.getByText(/^Some settings in this link were adjusted/)).toHaveCount(0);
  await context.close();
  expect(problems, 'the second browser logged errors').toEqual([]);
});

test("every report's filters round-trip through a link: states, county and sales type, week range, state", async ({
  page,
}) => {
  await signInAsPaidUser(page);
  const viewer = viewOf(page);
  const links: Array<[string, string, Array<[string, string]>]> = [
    [
      'report=colorado-counties&from=2020-01&to=2020-12&county=Denver&type=medical',
      'Colorado medical and retail by county',
      [
        ['From', '2020-01'],
        ['County', 'Denver'],
        ['Sales type', 'medical'],
      ],
    ],
    [
      'report=connecticut-weekly&from=2025-03-02&to=2025-03-30',
      'Connecticut weekly sales',
      [
        ['From week', '2025-03-02'],
        ['To week', '2025-03-30'],
      ],
    ],
    ['report=prices&state=OR', 'Prices', [['State', 'OR']]],
  ];
  for (const [query, heading, fields] of links) {
    await page.goto(`/reports?${query}`);
    await expect(viewer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    for (const [label, value] of fields)
      await expect(viewer.getByRole('form', { name: 'Filters' }).getByLabel(label)).toHaveValue(value);
    await expect(viewer.getByText(/^Some settings in this link were adjusted/)).toHaveCount(0);
    expect(new URL(page.url()).search).toBe(`?${query}`);
  }
  await page.goto('/reports?report=market-overview&states=CO,WA');
  await expect(viewer.getByRole('checkbox', { name: 'CO' })).toBeChecked();
  await expect(viewer.getByRole('checkbox', { name: 'OR' })).not.toBeChecked();
  await expect(viewer.getByText(/^Some settings in this link were adjusted/)).toHaveCount(0);
});

test('back and forward move between report views', async ({ page }) => {
  await signInAsPaidUser(page);
  await page.goto('/reports?report=washington-retail');
  const viewer = viewOf(page);
  await expect(viewer.getByRole('heading', { name: 'Washington retail' })).toBeVisible();
  await viewer.getByLabel('County').selectOption('Spokane');
  await expect(topStores(page).getByRole('row').nth(1)).toContainText('Spokane');
  await viewer.getByRole('button', { name: 'Colorado by county' }).click();
  await expect(viewer.getByRole('heading', { name: 'Colorado medical and retail by county' })).toBeVisible();
  await expect(page).toHaveURL(/\/reports\?report=colorado-counties$/);

  await page.goBack();
  await expect(viewer.getByRole('heading', { name: 'Washington retail' })).toBeVisible();
  await expect(viewer.getByLabel('County')).toHaveValue('Spokane');
  await expect(topStores(page).getByRole('row').nth(1)).toContainText('Spokane');

  await page.goBack();
  await expect(page).toHaveURL(/\/reports\?report=washington-retail$/);
  await expect(viewer.getByLabel('County')).toHaveValue('');

  await page.goForward();
  await expect(viewer.getByLabel('County')).toHaveValue('Spokane');
  await page.goForward();
  await expect(viewer.getByRole('heading', { name: 'Colorado medical and retail by county' })).toBeVisible();
});

test('a malformed link opens the nearest valid view and says what was adjusted', async ({ page }) => {
  await signInAsPaidUser(page);
  await page.goto('/reports?report=washington-retail&from=2001-01&to=2021-13&county=Atlantis&colour=blue');
  const viewer = viewOf(page);
  await expect(viewer.getByRole('heading', { name: 'Washington retail' })).toBeVisible();
  const notice = viewer.getByText(/^Some settings in this link were adjusted: /);
  await expect(notice).toContainText(/the month range starts at \w{3} \d{4}, the earliest available/);
  await expect(notice).toContainText("County shows All counties ('Atlantis' is not available)");
  await expect(notice).toContainText("'colour' is not a setting of this report and was ignored");
  await expect(page).not.toHaveURL(/Atlantis|colour|2001-01|2021-13/);
  await expect(topStores(page).getByRole('row')).toHaveCount(11);

  await page.goto('/reports?report=no-such-report&from=2021-01');
  await expect(viewer.getByRole('heading', { name: 'Connecticut cannabis market' })).toBeVisible();
  await expect(viewer.getByText(/^Some settings in this link were adjusted: /)).toContainText(
    "there is no report 'no-such-report', so this is Markets",
  );
  await expect(page).toHaveURL(/[?&]report=markets(&|$)/);
});

/** A CSV figure as the page writes it, by the unit its column header names. */
function shown(value: string, header: string): string {
  if (value === '' || Number.isNaN(Number(value))) return value || '—';
  const number = Number(value);
  if (header.endsWith('(USD)'))
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
      number,
    );
  if (header.endsWith('(%)'))
    return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(number)} %`;
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(number);
}

test("a chart downloads as CSV with exactly its table's figures, the filters in the file name", async ({ page }) => {
  await signInAsPaidUser(page);
  await page.goto('/reports?report=washington-retail&from=2021-01&to=2021-06&county=Spokane');
  const viewer = viewOf(page);
  const figure = viewer.getByRole('figure', { name: 'Monthly sales and excise tax' });
  await expect(figure.locator('canvas').first()).toBeVisible();
  await figure.getByText('Show as table').click();
  const table = figure.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(7);
  const rows = await table
    .getByRole('row')
    .evaluateAll((elements) => elements.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '')));

  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download CSV: Monthly sales and excise tax' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(
    'washington-retail-monthly-sales-and-excise-tax-2021-01-to-2021-06-county-spokane.csv',
  );
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toMatch(/^"Source: .+, published by .+\. Licence: .+"$/);
  // One line per source, then the report's line with the filters.
  const sources = lines.findIndex((line) => !line.startsWith('"Source: '));
  expect(sources).toBeGreaterThan(0);
  expect(lines[sources]).toContain('Filters: Jan 2021 to Jun 2021; County: Spokane');
  const start = lines.indexOf('Monthly sales and excise tax') + 1;
  const [header, ...figures] = lines.slice(start, -1).map((line) => line.split(','));
  expect(header.map((label) => label.replace(/ \((USD|count|%)\)$/, ''))).toEqual(rows[0]);
  expect(figures.map((row) => row.map((value, index) => (index === 0 ? value : shown(value, header[index]))))).toEqual(
    rows.slice(1),
  );
});

test('a report prints without navigation, filters or buttons, its charts sized to the page', async ({ page }) => {
  await signInAsPaidUser(page);
  await page.goto('/reports?report=washington-retail');
  const viewer = viewOf(page);
  const print = viewer.getByRole('button', { name: 'Print' });
  await expect(print).toBeVisible();
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await print.click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  // On screen first, so that each 'hidden' below is about print, not a wrong name.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(viewer.getByRole('navigation', { name: 'Reports' })).toBeVisible();
  await expect(viewer.getByRole('form', { name: 'Filters' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: /^Download CSV/ }).first()).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(viewer.getByRole('navigation', { name: 'Reports' })).toBeHidden();
  await expect(viewer.getByRole('form', { name: 'Filters' })).toBeHidden();
  await expect(print).toBeHidden();
  await expect(viewer.getByRole('button', { name: /^Download CSV/ }).first()).toBeHidden();
  await expect(viewer.getByRole('heading', { name: 'Washington retail' })).toBeVisible();
  const chart = viewer.getByRole('figure', { name: 'Monthly sales and excise tax' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  expect((await chart.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath('report-print.png'), fullPage: true });
});
