/** Compare states in Chromium: a paid user picks two states, then switches through every measure, the URL following. */
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

const PICKED = ['Massachusetts', 'Oregon'];

test('a paid user compares Massachusetts and Oregon in each measure', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/reports$/);

  await page.goto('/reports?report=compare');
  const viewer = page.getByRole('region', { name: 'Report' });
  await expect(viewer.getByRole('heading', { name: 'Compare states' })).toBeVisible();
  const states = viewer.getByRole('group', { name: 'States' });
  for (const name of PICKED) {
    await states.getByRole('checkbox', { name, exact: true }).check();
    await expect(states.getByRole('checkbox', { name, exact: true })).toBeChecked();
  }
  // Leave only the two picked: uncheck the others shown by default, one at a time, as a reader would.
  for (;;) {
    const checked = await states.locator('label:has(input:checked)').allTextContents();
    const other = checked.map((label) => label.trim()).find((label) => !PICKED.includes(label));
    if (!other) break;
    const box = states.getByRole('checkbox', { name: other, exact: true });
    await box.uncheck();
    await expect(box).not.toBeChecked();
  }
  // The link names the two, in the order they were picked.
  await expect.poll(() => new URL(page.url()).searchParams.get('states')?.split(',').sort().join(',')).toBe('MA,OR');

  const chart = (name: string | RegExp) => viewer.getByRole('figure', { name }).locator('canvas').first();
  await expect(chart('Monthly sales, USD')).toBeVisible();
  const coverage = viewer.getByRole('table', { name: 'What each state’s figures cover' });
  await expect(coverage.getByRole('row')).toHaveCount(3);
  const yearOnYear = viewer.getByRole('table', { name: 'Change on a year before' });
  await expect(yearOnYear.getByRole('columnheader', { name: 'Total sales, October 2021' })).toBeVisible();
  await expect(chart('Change on a year before, October 2021 against October 2020, %')).toBeVisible();

  const measure = viewer.getByLabel('Measure');
  await measure.selectOption('per-resident');
  await expect(page).toHaveURL(/[?&]measure=per-resident(&|$)/);
  await expect(chart('Monthly sales per resident, USD')).toBeVisible();
  await expect(yearOnYear.getByRole('columnheader', { name: 'Sales per resident, October 2021' })).toBeVisible();

  await measure.selectOption('per-adult');
  await expect(page).toHaveURL(/[?&]measure=per-adult(&|$)/);
  await expect(chart('Monthly sales per adult 21+, USD')).toBeVisible();

  // Massachusetts' opening month (November 2018, partial) is never an index base.
  await measure.selectOption('indexed');
  await expect(page).toHaveURL(/[?&]measure=indexed(&|$)/);
  await expect(chart('Monthly sales indexed, December 2018 = 100')).toBeVisible();
  await expect(
    viewer.getByText(/December 2018 is the first month of the range in which every chosen state/).first(),
  ).toBeVisible();

  await measure.selectOption('totals');
  await expect(chart('Monthly sales, USD')).toBeVisible();
});
