/** The reports screens in Chromium: the unpaid redirect, a paid user's viewer, and /demo. */
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { expectToast, signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

// The real public files (idempotent: a second import writes nothing).
test('an unpaid user on /reports is told why and sent to /dashboard after 3 s', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto('/reports');
  await expect(page.getByText('Redirecting to dashboard...')).toBeVisible();
  await expect(page.getByText('You need an active subscription to access reports.')).toBeVisible();
  await expectToast(page, 'You need an active subscription to access reports');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 6000 });
});

test("an unpaid user's embed-token call answers 403", async () => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  const response = await fetch(apiUrl('/powerbi/report/embedToken'), {
    headers: { authorization: `Bearer ${user.idToken}` },
  });
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({
    error: 'You need an active subscription to access reports',
    code: 'not_paid',
  });
});

test('a paid user sees the three reports render with charts, and can filter them', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/reports$/);
  const viewer = page.getByRole('region', { name: 'Report' });

  // The first tab is the newest figures: the market pages, Connecticut's first.
  await expect(viewer.getByRole('heading', { name: 'Connecticut cannabis market' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Markets', exact: true })).toHaveAttribute('aria-current', 'page');
  await viewer.getByRole('button', { name: 'Market overview' }).click();
  await expect(viewer.getByRole('heading', { name: 'Multi-state market overview' })).toBeVisible();
  await expect(viewer.getByRole('figure', { name: 'Monthly sales by state' }).locator('canvas').first()).toBeVisible();
  await expect(viewer.getByText(/^Data as of /)).toBeVisible();
  await viewer.getByRole('checkbox', { name: 'CO' }).uncheck();
  await expect(
    viewer.getByRole('table', { name: 'Year-over-year growth' }).getByRole('rowheader', { name: 'CO' }),
  ).toHaveCount(0);

  await viewer.getByRole('button', { name: 'Washington retail' }).click();
  await expect(viewer.getByRole('heading', { name: 'Washington retail' })).toBeVisible();
  await expect(
    viewer.getByRole('figure', { name: 'Monthly sales and excise tax' }).locator('canvas').first(),
  ).toBeVisible();
  const topStores = viewer.getByRole('table', { name: 'Top 10 stores by sales' });
  await expect(topStores.getByRole('row')).toHaveCount(11);
  await viewer.getByLabel('County').selectOption('Spokane');
  await expect(topStores.getByRole('row').nth(1)).toContainText('Spokane');

  await viewer.getByRole('button', { name: 'Colorado by county' }).click();
  await expect(viewer.getByRole('heading', { name: 'Colorado medical and retail by county' })).toBeVisible();
  await viewer.getByLabel('Sales type').selectOption('medical');
  await expect(
    viewer.getByRole('figure', { name: 'Monthly sales' }).getByRole('columnheader', { name: 'Retail' }),
  ).toHaveCount(0);

  expect(requests).toContain('/api/powerbi/report/embedToken');
  // Power BI's client is a chunk of its own, never fetched unless the provider is Power BI.
  expect(requests.some((path) => path.includes('powerbi-report-viewer'))).toBe(false);
});

test('a paid user opens the three new reports: Connecticut weekly with its week range, prices by state, per capita by month', async ({
  page,
}) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/reports$/);
  const viewer = page.getByRole('region', { name: 'Report' });

  await viewer.getByRole('button', { name: 'Connecticut weekly' }).click();
  await expect(viewer.getByRole('heading', { name: 'Connecticut weekly sales' })).toBeVisible();
  await expect(viewer.getByRole('figure', { name: 'Weekly sales, USD' }).locator('canvas').first()).toBeVisible();
  await expect(viewer.getByText(/^Data as of Mar 31, 2026/)).toBeVisible();
  await viewer.getByLabel('From week').selectOption('2025-03-02');
  await viewer.getByLabel('To week').selectOption('2025-03-30');
  const compared = viewer.getByRole('table', { name: 'Latest full week compared' });
  // DCP's rows 2025-03-31 and 2025-04-05 make one full week, the latest; the week before is compared with it.
  await expect(compared.getByRole('columnheader', { name: 'Week of Mar 30, 2025' })).toBeVisible();
  await expect(compared.getByRole('columnheader', { name: 'Week of Mar 23, 2025' })).toBeVisible();

  await viewer.getByRole('button', { name: 'Prices' }).click();
  await expect(viewer.getByRole('heading', { name: 'Prices', exact: true })).toBeVisible();
  await expect(
    viewer
      .getByRole('figure', { name: 'Connecticut: Average product price, USD per product' })
      .locator('canvas')
      .first(),
  ).toBeVisible();
  await viewer.getByLabel('State').selectOption('OR');
  await expect(viewer.getByRole('figure', { name: 'Oregon: Retail price, USD per gram' })).toBeVisible();

  await viewer.getByRole('button', { name: 'Per-capita rankings' }).click();
  await expect(viewer.getByRole('heading', { name: 'Sales per resident and per retailer' })).toBeVisible();
  await expect(
    viewer
      .getByRole('figure', { name: 'Sales per resident, USD per resident, October 2021' })
      .locator('canvas')
      .first(),
  ).toBeVisible();
  const ranking = viewer.getByRole('table', { name: 'Ranking by sales per resident' });
  await expect(ranking.getByRole('row')).toHaveCount(8);
  await viewer.getByLabel('Month').selectOption('2021-06');
  await expect(viewer.getByRole('figure', { name: 'Sales per resident, USD per resident, June 2021' })).toBeVisible();
});

test('/demo frames the public report under the header, with the trial offer for new users', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/demo$/);
  const frame = page.frameLocator('iframe[title="Public demo report"]');
  await expect(frame.getByRole('heading', { name: 'Connecticut weekly sales (demo)' })).toBeVisible();
  await expect(frame.getByRole('figure', { name: 'Weekly sales, USD' }).locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your 7 day free trial' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Demo', exact: true })).toBeVisible();
});

test("the sign-in page's scripts do not include powerbi-client", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => /powerbi-client|powerbi-models/.test(body))).toEqual([]);
});
