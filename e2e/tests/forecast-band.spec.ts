/**
 * A market's forecast in Chromium: Oregon's monthly sales chart keys its band after November 2021
 * in words and figures, its notes give the method, the back-test record and the warning (its
 * intervals held less than they claim), the keyboard's last period is the last published month,
 * and the chart's CSV carries no forecast month; /data lists Oregon's record.
 */
import { readFile } from 'node:fs/promises';
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

test("Oregon's forecast is a keyed band after its figures, with its record, and never in the CSV", async ({ page }) => {
  await signInAsPaidUser(page);
  await page.goto('/reports?report=markets&state=OR');
  const viewer = page.getByRole('region', { name: 'Report' });
  const figure = viewer.getByRole('figure', { name: 'Monthly sales, USD' });
  await expect(figure.locator('canvas').first()).toBeVisible();
  await expect(figure.getByRole('list', { name: 'Marked on the chart' })).toContainText(
    /Shaded band after Nov 2021 \(dashed line\): a forecast, not published figures; .* Dec 2021 \$[\d,]+ \(80 %: \$[\d,]+ to \$[\d,]+; 95 %/,
  );
  await expect(figure.getByText(/^Forecast \(the shaded band after November 2021\)/)).toBeVisible();
  await expect(figure.getByText(/^How wrong it has been: .* missed the published total by \d+\.\d %/)).toBeVisible();
  await expect(figure.getByText(/^Warning: in that back-test the intervals held fewer published months/)).toBeVisible();

  const chart = figure.getByRole('slider', { name: 'Monthly sales, USD' });
  await chart.focus();
  await page.keyboard.press('End');
  await expect(chart).toHaveAttribute('aria-valuetext', 'Nov 2021');

  const started = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download CSV: Monthly sales, USD' }).click();
  const csv = await readFile(await (await started).path(), 'utf8');
  expect(csv).toMatch(/^Nov 2021,\d/m);
  expect(csv).not.toMatch(/^(Dec 2021|(Jan|Feb|Mar|Apr|May) 2022),/m);

  await page.goto('/data');
  const records = page.getByRole('table', { name: 'Forecast back-test by market' });
  await expect(records.getByRole('row', { name: /^Oregon / })).toContainText('Held fewer than claimed');
});
