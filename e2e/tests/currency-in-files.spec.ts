/**
 * The currency travels with the figures out of the product: Ontario's chart downloads as CSV with
 * its money headed (CAD), and the data API says a dataset's money is CAD, gives Canada's markets'
 * rows by their codes, and a report's figures with the unit 'cad', or 'usd' where compare converts.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

/** A key made on /profile, as a reader makes one: its secret, shown once. */
async function makeKey(page: Page): Promise<string> {
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'API keys' });
  await card.getByLabel('Key name').fill('Currency key');
  await card.getByRole('button', { name: 'Create key' }).click();
  const secret = await card.getByLabel('API key').inputValue();
  await card.getByRole('button', { name: 'I have copied it' }).click();
  return secret;
}

test("Ontario's chart downloads with its money headed (CAD), and the data API says CAD for each figure", async ({
  page,
}) => {
  await signInAsPaidUser(page);
  await page.goto('/reports?report=markets&state=ON');
  const viewer = page.getByRole('region', { name: 'Report' });
  const figure = viewer.getByRole('figure', { name: 'Monthly sales, CAD' });
  await expect(figure.locator('canvas').first()).toBeVisible();
  const started = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download CSV: Monthly sales, CAD' }).click();
  const lines = (await readFile(await (await started).path(), 'utf8')).split('\r\n');
  const start = lines.indexOf('"Monthly sales, CAD"') + 1 || lines.indexOf('Monthly sales, CAD') + 1;
  expect(start, 'the chart title in the file').toBeGreaterThan(0);
  const [header, ...figures] = lines.slice(start, -1).map((line) => line.split(','));
  expect(header.slice(1).length).toBeGreaterThan(0);
  for (const label of header.slice(1)) expect(label).toMatch(/\(CAD\)$/);
  // Statistics Canada's Ontario, August 2025: C$197,152 thousand.
  expect(figures.find((row) => row[0].includes('2025'))).toBeTruthy();
  expect(figures.some((row) => row.includes('197152000'))).toBe(true);

  const authorization = `Bearer ${await makeKey(page)}`;
  const get = async (path: string) => {
    const answer = await page.request.get(path, { headers: { authorization } });
    expect(answer.status(), path).toBe(200);
    return answer;
  };
  const rows = await (await get('/api/v1/datasets/canada-retail-sales/rows?state=ON&from=2025-08&to=2025-08')).json();
  expect(rows.money).toBe('CAD');
  expect(rows.units).toMatch(/Canadian dollars/);
  const ontario = rows.rows.find((row: Record<string, unknown>) => row.geo === 'Ontario');
  expect(ontario).toMatchObject({ province: 'ON', currency: 'CAD', salesCadThousands: 197152 });
  expect(rows.rows.every((row: Record<string, unknown>) => row.province === 'ON')).toBe(true);
  const canada = await (
    await get('/api/v1/datasets/canada-retail-sales/rows?state=CAN&from=2025-08&to=2025-08')
  ).json();
  expect(canada.rows.length).toBeGreaterThan(0);
  expect(canada.rows.every((row: Record<string, unknown>) => row.geo === 'Canada')).toBe(true);
  const catalogue = await (await get('/api/v1/datasets')).json();
  const money = Object.fromEntries(
    catalogue.datasets.map((dataset: { id: string; money: string | null }) => [dataset.id, dataset.money]),
  );
  expect([money['canada-retail-sales'], money['md-sales'], money['cad-per-usd']]).toEqual(['CAD', 'USD', null]);

  // The report's figures as CSV: Ontario's sales in 'cad'; compare's converted totals in 'usd', none in 'cad'.
  const units = async (path: string, section: string) =>
    new Set(
      (await (await get(path)).text())
        .split('\r\n')
        .filter((line) => line.startsWith(`${section},`) || line.startsWith(`"${section}",`))
        .map((line) => line.split(',').at(-3)),
    );
  expect(await units('/api/v1/reports/markets?state=ON&format=csv', '"Monthly sales, CAD"')).toEqual(new Set(['cad']));
  expect(
    await units(
      '/api/v1/reports/compare?states=CO,ON&measure=totals&from=2024-01&to=2024-12&format=csv',
      'Monthly sales, USD',
    ),
  ).toEqual(new Set(['usd']));
});
