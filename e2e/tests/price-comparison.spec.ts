/** Flower prices compared across states: one chart in USD per gram, each state from one source, its figures as the files give them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

const SHARED = path.resolve(__dirname, '../../../shared/data/public-cannabis');

/** The CCC's price of a month, read from its file without the product's reader. */
function massachusettsPrice(month: string): number {
  const line = readFileSync(path.join(SHARED, 'ma-ccc/a_sales_au_price_per_gram.csv'), 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${month},`));
  return Number(line!.split(',')[1]);
}

test('the price comparison puts each state on one per-gram axis and says what each line measures', async ({ page }) => {
  await signInAsPaidUser(page);
  await page.goto('/reports?report=prices');
  const viewer = page.getByRole('region', { name: 'Report' });
  await expect(viewer.getByRole('figure', { name: /^Connecticut: / }).first()).toBeVisible();
  await viewer.getByLabel('State').selectOption({ label: 'All states: flower per gram' });
  await expect(page).toHaveURL(/[?&]state=compare(&|$)/);
  const chart = viewer.getByRole('figure', { name: 'Flower, USD per gram, by state' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart.getByText(/^MD: median price of a gram/)).toBeVisible();
  await expect(chart.getByText(/^MA: average retail price of adult-use flower/)).toBeVisible();
  await expect(chart.getByText(/never on this axis/)).toBeVisible();

  // Its table: one column per state; Massachusetts' June 2026 is the CCC's figure.
  await chart.getByText('Show as table').click();
  const table = chart.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Month', 'MA', 'MD', 'ME', 'OR']);
  const june = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Jun 2026' }) });
  await expect(june.getByRole('cell').first()).toHaveText(`$${massachusettsPrice('2026-06').toFixed(2)}`);
});
