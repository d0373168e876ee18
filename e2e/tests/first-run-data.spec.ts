/**
 * The first run shows real data: `npm start` loads the repository's snapshot of the
 * regulators' files (data-snapshot/), so the demo a newcomer opens carries real figures and
 * their attribution, never the generated 'Sample data'.
 */
import { loadSnapshot } from '@cannabis-reports/data-import';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { createTestUser, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import path from 'node:path';
import { signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.beforeAll(async () => {
  await loadSnapshot(adminDb(), path.resolve(__dirname, '..', '..', 'data-snapshot'));
});

test('the demo shows the snapshot of real regulator data, attributed, not sample data', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/demo$/);
  const frame = page.frameLocator('iframe[title="Public demo report"]');
  await expect(frame.getByRole('heading', { name: 'Connecticut weekly sales (demo)' })).toBeVisible();
  await expect(frame.getByText(/Data as of/)).toBeVisible();
  await expect(frame.getByText('Sample data')).toHaveCount(0);
  await expect(frame.getByText(/Department of Consumer Protection/).first()).toBeVisible();
});

test('a visitor sees every dataset, its period, cadence, check times, publisher and licence on /data before signing in, on a phone too', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Data sources' }).click();
  await expect(page).toHaveURL(/\/data$/);
  await expect(page.getByRole('heading', { name: 'Data sources' })).toBeVisible();
  await expect(page).toHaveTitle(/^Data sources · /);
  const list = page.getByRole('list', { name: 'Every dataset the reports are built from' });
  const ct = list.getByRole('listitem', { name: 'Cannabis Retail Sales by Week Ending' });
  await expect(ct).toContainText('weeks from Jan 8, 2023');
  await expect(ct).toContainText(/Department of Consumer Protection/);
  // The snapshot loaded above was checked and stored by this run: both times are known.
  await expect(ct).toContainText(/Last checked\w{3} \d{1,2}, \d{4}/);
  await expect(ct).toContainText(/Last changed\w{3} \d{1,2}, \d{4}/);
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(15);
  // Read and changed today, yet behind: how current a file is comes from its newest week against
  // what DCP has published since, not from when we imported it.
  await expect(ct).toContainText(
    /\d+ months? behind: the publisher should have figures out to \w{3} \d{4}; we hold them to Mar 2026\./,
  );
  await expect(ct).not.toContainText('Overdue');
  await expect(page.getByText(/markets with monthly figures (is|are) current with/)).toBeVisible();
  const panel = list.getByRole('listitem', { name: 'State cannabis sales by month' });
  await expect(panel).toContainText('Frozen: a one-off compilation, not updated by its compiler.');

  // On a phone (390 px) the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
