/**
 * Tables a phone can read (the ranked figure in view beside the row's name), sorting and
 * searching a long table, and a slow page that keeps its header and footer, then offers a retry.
 */
import type { Locator, Page } from '@playwright/test';
import { signInAsNewUser, signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

const viewOf = (page: Page) => page.getByRole('region', { name: 'Report' });

/** Whether an element lies wholly inside the viewport's width. */
async function expectWithinWidth(element: Locator, width: number) {
  const box = await element.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** '$1,234' as 1234; a word (withheld, not published) as null. */
const figureOf = (text: string) => (/^\$[\d,]+/.test(text) ? Number(text.replace(/[^\d.]/g, '')) : null);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a ranking shows the ranked figure beside the row without scrolling sideways', async ({ page }) => {
    await signInAsPaidUser(page);
    await page.goto('/reports?report=per-capita');
    const ranking = viewOf(page).getByRole('table', { name: 'Ranking by sales per resident' });
    await expect(ranking.getByRole('row').nth(1)).toBeVisible();
    await ranking.scrollIntoViewIfNeeded();
    const first = ranking.getByRole('row').nth(1);
    // Columns after the rank: State, Sales, Residents, Retailers, USD per resident.
    await expectWithinWidth(ranking.getByRole('columnheader', { name: 'USD per resident', exact: true }), 390);
    await expectWithinWidth(first.getByRole('cell').nth(4), 390);
    await expectWithinWidth(first.getByRole('rowheader'), 390);
    await expect(first.getByRole('cell').nth(4)).toHaveText(/^\$\d/);
  });
});

test('the county table sorts by a column, missing figures last, and its search narrows the rows', async ({ page }) => {
  await signInAsPaidUser(page);
  await page.goto('/reports?report=colorado-counties');
  const table = viewOf(page).getByRole('table', { name: 'Sales by county in the selected months' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Sorted by name, A to Z, from the header (a button inside it).
  await table.getByRole('button', { name: 'County', exact: true }).click();
  await expect(table.getByRole('columnheader', { name: 'County', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const names = await table.getByRole('rowheader').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US', { numeric: true })));

  // Sorted by medical sales, largest first, by keyboard; words (withheld, none) after every figure.
  await table.getByRole('button', { name: 'Medical', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: 'Medical', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const shownAll = page.getByRole('button', { name: 'Show all' });
  if (await shownAll.isVisible()) await shownAll.click();
  const medical = (await table.getByRole('row').allInnerTexts())
    .slice(1)
    // Columns: County, Medical and retail, Medical, ...
    .map((row) => figureOf(row.split('\t')[2]?.trim() ?? ''));
  const figures = medical.filter((value) => value !== null);
  expect(figures.length).toBeGreaterThan(1);
  expect(figures).toEqual([...figures].sort((a, b) => b - a));
  expect(medical.slice(0, figures.length)).toEqual(figures);

  // The search keeps the matching rows only.
  const search = viewOf(page).getByRole('searchbox', { name: 'Search Sales by county in the selected months' });
  await search.fill('Denver');
  await expect(table.getByRole('rowheader')).toHaveText(['Denver']);
  await search.fill('');
  await expect(table.getByRole('rowheader').nth(1)).toBeVisible();
});

test.describe('a slow page', () => {
  // The held user-info read is cut off by the reload that the retry makes.
  test.use({ abortedRequests: /\/api\/users\// });

  test('keeps the header and footer around its spinner, and after 10 s says so with a retry', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsNewUser(page);
    // Every read of the user info is held, so the page cannot finish loading, until the retry.
    let holding = true;
    await page.route('**/api/users/*', (route) => {
      if (route.request().method() !== 'GET' || !holding) return route.continue();
      return undefined;
    });
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('status', { name: 'Loading', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);

    const notice = main.getByRole('alert');
    await expect(notice).toContainText('This is taking longer than it should', { timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // The held reads stay held: only the retry's new reads go through.
    holding = false;
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('status', { name: 'Loading', exact: true })).toHaveCount(0);
  });
});
