/** Shareable report views: links that reopen a view, back and forward, and bad links adjusted with a notice. */
import type { Page } from '@playwright/test';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { reportDataFolder } from '@cannabis-reports/test-support/src/report-data';
import { importPath } from '@cannabis-reports/data-import';
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.beforeAll(async () => {
  await importPath(adminDb(), reportDataFolder());
});

async function signInPaidUser(page: Page) {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/reports$/);
}

const viewOf = (page: Page) => page.getByRole('region', { name: 'Report' });
const topStores = (page: Page) => viewOf(page).getByRole('table', { name: 'Top 10 stores by sales' });

test('a shared link reopens the same report and filters for another paid user', async ({ page, browser }) => {
  await signInPaidUser(page);
  const viewer = viewOf(page);
  await viewer.getByRole('button', { name: 'Washington retail' }).click();
  await expect(viewer.getByRole('heading', { name: 'Washington retail' })).toBeVisible();
  await viewer.getByLabel('County').selectOption('Spokane');
  await viewer.getByLabel('From').fill('2021-01');
  await expect(page).toHaveURL(/[?&]from=2021-01(&|$)/);
  await expect(page).toHaveURL(/[?&]county=Spokane(&|$)/);
  await expect(page).toHaveURL(/[?&]report=washington-retail(&|$)/);
  await expect(topStores(page).getByRole('row').nth(1)).toContainText('Spokane');
  const shared = page.url();
  const firstRow = await topStores(page).getByRole('row').nth(1).innerText();

  // Another paid user, in a browser of their own.
  const context = await browser.newContext();
  const other = await context.newPage();
  const problems: string[] = [];
  other.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(message.text());
  });
  other.on('pageerror', (error) => problems.push(error.message));
  await signInPaidUser(other);
  const dataRequest = other.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname === '/api/reports/washington-retail' &&
      url.searchParams.get('from') === '2021-01' &&
      url.searchParams.get('county') === 'Spokane'
    );
  });
  await other.goto(shared);
  await dataRequest;
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

test('back and forward move between report views', async ({ page }) => {
  await signInPaidUser(page);
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
  await signInPaidUser(page);
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
  await expect(viewer.getByRole('heading', { name: 'Multi-state market overview' })).toBeVisible();
  await expect(viewer.getByText(/^Some settings in this link were adjusted: /)).toContainText(
    "there is no report 'no-such-report', so this is Market overview",
  );
  await expect(page).toHaveURL(/[?&]report=market-overview(&|$)/);
});
