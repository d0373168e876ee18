/** The Colorado county map: withheld counties hatched, a measure switch, and its table alternative agreeing with the county table. */
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('the county map draws withheld counties hatched and agrees with the county table', async ({ page }) => {
  await signInAsPaidUser(page);
  await page.goto('/reports?report=colorado-counties');
  const view = page.getByRole('region', { name: 'Report' });
  const map = view.getByRole('figure', { name: /^Sales by county on the map/ });
  await expect(map.getByRole('img', { name: /Map of Colorado's counties/ })).toBeVisible();
  await expect(map.locator('path')).toHaveCount(64);

  // One month: a county CDOR withholds is hatched, never a colour of the scale, and says so. In December 2023
  // thirty counties' medical sales are withheld beside their published retail sales.
  await page.goto('/reports?report=colorado-counties&from=2023-12&to=2023-12');
  await map.getByRole('radio', { name: 'Medical', exact: true }).check();
  const hatched = map.locator('path[fill="url(#county-map-hatch)"]');
  await expect(hatched.first()).toBeAttached();
  for (const title of await hatched.locator('title').allTextContents()) expect(title).toMatch(/: Withheld$/);

  // The map's table alternative and the county table (ranked by it) show Denver's medical and retail sales alike.
  await map.getByRole('radio', { name: 'Medical and retail', exact: true }).check();
  await map.getByText('Show as table').click();
  const mapTable = map.getByRole('table');
  await map.getByRole('button', { name: 'Show all' }).click();
  await expect(mapTable.getByRole('row')).toHaveCount(65);
  const mapDenver = await mapTable
    .getByRole('row')
    .filter({ hasText: /^Denver/ })
    .getByRole('cell')
    .first()
    .textContent();
  const countyTable = view.getByRole('table', { name: 'Sales by county in the selected months' });
  const tableDenver = await countyTable
    .getByRole('row')
    .filter({ hasText: /^Denver/ })
    .getByRole('cell')
    .first()
    .textContent();
  expect(mapDenver).toMatch(/^\$[\d,]+/);
  expect(mapDenver).toBe(tableDenver);
});
