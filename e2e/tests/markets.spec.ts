/** A state's market page in Chromium: opened by its link, then another state chosen, the URL following. */
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('a paid user opens /reports?report=markets&state=OR and then Maryland', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/reports$/);

  await page.goto('/reports?report=markets&state=OR');
  const viewer = page.getByRole('region', { name: 'Report' });
  await expect(viewer.getByRole('heading', { name: 'Oregon cannabis market' })).toBeVisible();
  await expect(viewer.getByRole('combobox', { name: 'Market', exact: true })).toHaveValue('OR');
  await expect(viewer.getByRole('figure', { name: 'Monthly sales, USD' }).locator('canvas').first()).toBeVisible();
  const latest = viewer.getByRole('table', { name: 'Latest month compared' });
  await expect(latest.getByRole('columnheader', { name: 'November 2021' })).toBeVisible();
  await expect(viewer.getByRole('figure', { name: 'Retail price, USD per gram' })).toBeVisible();
  await expect(viewer.getByRole('figure', { name: 'Sales per resident, USD' })).toBeVisible();
  await expect(viewer.getByRole('table', { name: 'Licences held by type' })).toBeVisible();
  await expect(viewer.getByRole('figure', { name: 'Marijuana tax received by month of payment, USD' })).toBeVisible();
  // Oregon's sales end in November 2021 while OLCC has published since: the page says how far behind.
  await expect(
    viewer.getByText(
      /^Data as of Nov 2021\. The publisher should have released figures through \w+ \d{4}; these end at November 2021 \(\d+ months behind\)\.$/,
    ),
  ).toBeVisible();
  await expect(viewer.getByText(/from OLCC’s statewide sales file/).first()).toBeVisible();

  await viewer.getByRole('combobox', { name: 'Market', exact: true }).selectOption('MD');
  await expect(page).toHaveURL(/[?&]state=MD(&|$)/);
  await expect(viewer.getByRole('heading', { name: 'Maryland cannabis market' })).toBeVisible();
  await expect(viewer.getByRole('figure', { name: 'Monthly sales, USD' }).locator('canvas').first()).toBeVisible();
  const marylandLatest = viewer.getByRole('table', { name: 'Latest month compared' });
  await expect(marylandLatest.getByRole('columnheader', { name: 'November 2025' })).toBeVisible();
  await expect(viewer.getByRole('figure', { name: 'Sales by market, USD' })).toBeVisible();
  await expect(viewer.getByRole('figure', { name: 'Median price, USD per gram' })).toBeVisible();

  await page.goBack();
  await expect(viewer.getByRole('heading', { name: 'Oregon cannabis market' })).toBeVisible();
});

test("a paid user opens Ontario's page: its figures in Canadian dollars, said C$ in the headline", async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/reports$/);

  await page.goto('/reports?report=markets&state=ON');
  const viewer = page.getByRole('region', { name: 'Report' });
  await expect(viewer.getByRole('heading', { name: 'Ontario cannabis market' })).toBeVisible();
  await expect(viewer.getByRole('combobox', { name: 'Market', exact: true })).toHaveValue('ON');
  await expect(viewer.getByRole('combobox', { name: 'Market', exact: true }).locator('option[value="ON"]')).toHaveText(
    'Ontario (Canada)',
  );
  await expect(viewer.getByRole('figure', { name: 'Monthly sales, CAD' }).locator('canvas').first()).toBeVisible();
  const latest = viewer.getByRole('table', { name: 'Latest month compared' });
  await expect(latest.getByRole('columnheader', { name: 'August 2025 (C$)' })).toBeVisible();
  // Statistics Canada's Ontario, August 2025: C$197,152 thousand.
  await expect(latest.getByRole('cell', { name: 'C$197,152,000' })).toBeVisible();
  await expect(viewer.getByRole('figure', { name: 'Sales per resident, CAD' })).toBeVisible();
});
