/**
 * `/reports` opened directly by a reader of the reports (decision 0163): the server renders the
 * report into the page, which reads without JavaScript; the app then takes it over (hydrates)
 * without a console error (the fixture fails a test on one) and with the same figures, and it
 * works as ever. Signed out, the page is the app's shell again.
 */
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

/** What a reader reads first: the report's heading, description, 'Data as of' and its first table. */
async function openingText(page: import('@playwright/test').Page): Promise<string[]> {
  const report = page.getByRole('region', { name: 'Report' });
  return [
    await report.getByRole('heading', { level: 2 }).first().innerText(),
    await report.locator('.report-description').innerText(),
    await report.getByText(/^Data as of /).innerText(),
    await report.getByRole('table').first().innerText(),
  ];
}

test('a reader opening /reports gets the report in the page itself, the same once the app runs', async ({
  page,
  browser,
}) => {
  await signInAsPaidUser(page);
  const response = await page.goto('/reports');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="page-state"');
  expect(response?.headers()['cache-control']).toBe('private, no-store');

  // Without JavaScript, in a browser holding the same session: the report is all there.
  const withoutScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await withoutScripts.newPage();
  await plain.goto('/reports');
  const served = await openingText(plain);
  expect(served[3]).toMatch(/Latest month|Measure/);
  await withoutScripts.close();

  // With it: the app has taken the page over (its tabs answer), and shows the same figures.
  await expect(page.getByRole('button', { name: 'Compare states' })).toBeEnabled();
  expect(await openingText(page)).toEqual(served);
  await page.getByRole('button', { name: 'Compare states' }).click();
  await expect(page).toHaveURL(/report=compare/);
  await expect(page.getByRole('heading', { level: 2, name: 'Compare states' })).toBeVisible();
});

test('signed out, /reports is the shell again, which sends the reader to sign in', async ({ page }) => {
  await signInAsPaidUser(page);
  await page.getByRole('button', { name: /@example\.com/ }).click();
  // The cookie's clearing goes beside the sign-out (keepalive), so the page may move on before it is answered.
  const cleared = page.waitForResponse((response) => response.url().endsWith('/api/session/end'));
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await cleared).status()).toBe(204);
  const response = await page.goto('/reports');
  expect(await response?.text()).not.toContain('id="page-state"');
  await expect(page).toHaveURL(/\/$/);
});
