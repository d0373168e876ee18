/**
 * An annotated chart: Maryland's monthly sales mark where its total starts counting adult-use
 * sales (a series break, July 2023) and where MCA relabelled its customers (August 2025). Each
 * mark is listed under the chart with its source; the pointer's box and the keyboard's read-out
 * name the mark at its month.
 */
import type { Locator, Page } from '@playwright/test';
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

const TITLE = 'Monthly sales, USD';
const MCA = 'https://cannabis.maryland.gov/Pages/Data-Dashboard.aspx';

async function openChart(page: Page): Promise<Locator> {
  await signInAsPaidUser(page);
  await page.goto('/reports?report=markets&state=MD');
  const figure = page.getByRole('region', { name: 'Report' }).getByRole('figure', { name: TITLE });
  await expect(figure.locator('canvas').first()).toBeVisible();
  return figure;
}

/** The keyboard's cursor moved to `period`, from the newest month back. */
async function moveTo(page: Page, control: Locator, period: string): Promise<void> {
  await control.focus();
  await page.keyboard.press('End');
  for (let step = 0; step < 36 && (await control.getAttribute('aria-valuetext')) !== period; step++)
    await page.keyboard.press('ArrowLeft');
  await expect(control).toHaveAttribute('aria-valuetext', period);
}

test('the marks are listed under the chart with their sources', async ({ page }) => {
  const figure = await openChart(page);
  const marks = figure.getByRole('list', { name: 'Marked on the chart' });
  await expect(marks.getByRole('listitem').filter({ hasText: /^Jul 2023 \(dashed line\): Series break/ })).toHaveCount(
    1,
  );
  const labels = marks.getByRole('listitem').filter({ hasText: /^Aug 2025 \(dashed line\): New customer labels/ });
  await expect(labels).toContainText('Patient, Caregiver and Consumer');
  await expect(labels.getByRole('link', { name: 'Source: New customer labels' })).toHaveAttribute('href', MCA);
});

test("the keyboard's read-out and the pointer's box name the mark at its month", async ({ page }) => {
  const figure = await openChart(page);
  const control = figure.getByRole('slider', { name: TITLE });
  await moveTo(page, control, 'Aug 2025');
  const status = figure.getByRole('status', { name: 'Figures at the cursor' });
  await expect(status).toHaveText(/^Aug 2025: .*\. Marked: New customer labels\.$/);
  await page.keyboard.press('ArrowLeft');
  await expect(status).not.toContainText('Marked');

  // The pointer at August 2025: a line's months span the plot end to end.
  const index = Number(await control.getAttribute('aria-valuenow')) + 1;
  const last = Number(await control.getAttribute('aria-valuemax'));
  await page.keyboard.press('Escape');
  const over = figure.locator('.u-over');
  await over.scrollIntoViewIfNeeded();
  const box = (await over.boundingBox())!;
  await over.hover({ position: { x: (box.width * index) / last, y: box.height / 2 } });
  const tooltip = figure.locator('.chart-tooltip');
  await expect(tooltip.locator('.chart-tooltip-period')).toHaveText('Aug 2025');
  await expect(tooltip.locator('.chart-tooltip-mark')).toHaveText(['New customer labels']);
});
