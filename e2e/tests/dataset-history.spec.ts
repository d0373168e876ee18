/**
 * What changed, for readers: a dataset's history opened from /data while signed out, then a
 * report's 'as of' view of the same day, which says it is an old view and leads back to the
 * latest figures and their 'What's new'.
 */
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

const CT_TITLE = 'Cannabis Retail Sales by Week Ending';
const CANADA_TITLE = 'Monthly retail sales of cannabis stores by province and territory (Table 20-10-0056-01)';

test("a dataset's history opens from /data, then a report as of a day", async ({ page }) => {
  await page.goto('/data');
  // Connecticut's portal serves the file at a stable address.
  const ct = page.getByRole('listitem', { name: CT_TITLE });
  await expect(ct).toContainText('How it arrivesFetched daily from data.ct.gov');
  // So does Statistics Canada, its full table of every retail industry zipped.
  await expect(page.getByRole('listitem', { name: CANADA_TITLE })).toContainText(
    'How it arrivesFetched daily from www150.statcan.gc.ca',
  );
  await page.getByRole('link', { name: `History of changes to ${CT_TITLE}` }).click();
  await expect(page).toHaveURL(/\/data\/ct-weekly-sales$/);
  await expect(page.getByRole('heading', { level: 1, name: CT_TITLE })).toBeVisible();
  await expect(page).toHaveTitle(/^Dataset history · /);
  const versions = page.getByRole('list', { name: 'Each published version, newest first' });
  await expect(versions.getByRole('listitem').first()).toContainText('Periods added');
  // Each version says how its file came: fetched, or (the journeys' own import) by hand.
  await expect(versions.getByRole('heading').last()).toHaveText(
    /^First published here .*: (fetched|imported by hand)$/,
  );
  await expect(page.getByRole('heading', { name: 'Failed fetches' })).toBeVisible();
  await page.getByRole('link', { name: 'All data sources' }).click();
  await expect(page).toHaveURL(/\/data$/);

  await signInAsPaidUser(page);
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/reports?report=connecticut-weekly&asOf=${today}`);
  const viewer = page.getByRole('region', { name: 'Report' });
  await expect(viewer.getByRole('heading', { name: 'Connecticut weekly sales' })).toBeVisible();
  await expect(viewer.getByText(/^This is an old view/)).toBeVisible();
  await expect(viewer.getByRole('heading', { name: "What's new" })).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Show the latest figures' }).click();
  await expect(page).not.toHaveURL(/asOf=/);
  const news = viewer.getByRole('heading', { name: "What's new" });
  await expect(news).toBeVisible();
  await viewer.getByRole('link', { name: 'History' }).first().click();
  await expect(page).toHaveURL(/\/data\/ct-weekly-sales$/);
});

test('a dataset that does not exist says so', async ({ page }) => {
  await page.goto('/data/no-such-dataset');
  await expect(page.getByRole('heading', { level: 1, name: 'Dataset not found' })).toBeVisible();
});
