/** Flower prices compared across states: one chart in USD per gram, each state from one source, its figures as the files give them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

const SHARED = path.resolve(__dirname, '../../../shared/data/public-cannabis');

/** OLCC's retail flower price of a month as compiled, read from its file without the product's reader. */
function oregonFlowerPrice(month: string): number {
  const [header, ...rows] = readFileSync(path.join(SHARED, 'or-olcc/oregon_cannabis_data.csv'), 'utf8')
    .trim()
    .split('\n');
  const column = header.split(',').indexOf('retail_flower_price');
  const row = rows.find((line) => line.startsWith(`${month}-`))!;
  return Number(row.split(',')[column]);
}

/** The CCC's average adult-use flower price of a month, read from its file without the product's reader. */
function massachusettsFlowerPrice(month: string): number {
  const row = readFileSync(path.join(SHARED, 'ma-ccc/a_sales_au_price_per_gram.csv'), 'utf8')
    .trim()
    .split('\n')
    .find((line) => line.startsWith(`${month},`))!;
  return Number(row.split(',')[1]);
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
  // A note per line, saying what it measures: the regulators' own series, Oregon's compilation and the panel's states.
  await expect(
    chart.getByText(/^MA: average retail price of adult-use flower \(Cannabis Control Commission\)/),
  ).toBeVisible();
  await expect(chart.getByText(/^MD: median price of a gram/)).toBeVisible();
  await expect(chart.getByText(/^OR: average retail price of flower/)).toBeVisible();
  await expect(chart.getByText(/^ME: average price per gram \(the Cannlytics state panel\)/)).toBeVisible();
  await expect(chart.getByText(/never on this axis/)).toBeVisible();

  // Its table: one column per state, in USD per gram; Oregon's June 2020 is OLCC's figure as compiled.
  await chart.getByText('Show as table').click();
  const table = chart.getByRole('table');
  // Every month since 2014: the table shows 25 rows at a time.
  await chart.getByRole('button', { name: 'Show all' }).click();
  await expect(table.getByRole('columnheader').first()).toHaveText('Month');
  await expect(table.getByRole('columnheader', { name: 'OR' })).toBeVisible();
  const june = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Jun 2020' }) });
  const columns = await table.getByRole('columnheader').allTextContents();
  await expect(june.getByRole('cell').nth(columns.indexOf('OR') - 1)).toHaveText(
    `$${oregonFlowerPrice('2020-06').toFixed(2)}`,
  );
  // Massachusetts' first month is the CCC's figure.
  const opening = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Nov 2018' }) });
  await expect(opening.getByRole('cell').nth(columns.indexOf('MA') - 1)).toContainText(
    `$${massachusettsFlowerPrice('2018-11').toFixed(2)}`,
  );
});
