/**
 * The public market pages and their embeddable charts: a market page read with JavaScript off
 * shows the markets report's own figures; a chart framed by a page of another origin tells that
 * page its height and is sized to it; a subscriber's saved view embeds only while the
 * subscription is live.
 */
import {
  EMBED_HEIGHT_MESSAGE,
  formatMonth,
  formatPercent,
  formatPeriod,
  type ReportData,
} from '@cannabis-reports/contracts';
import { buildReport } from '@cannabis-reports/reports';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { APP_URL, apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * A page of another origin (a port of its own on this machine: Chromium would not let a page of an
 * unknown address frame a loopback one) that embeds a chart as the embed code says, recording the
 * heights it is told.
 */
const hostPage = (framed: string) => `<!doctype html><html lang="en"><head><title>A host page</title></head><body>
<h1>A newspaper's story</h1><p>Our paragraph above the chart.</p>
<iframe src="${APP_URL}${framed}" title="Framed chart" width="100%" height="150" style="border:0"></iframe>
<script>window.heights = []; addEventListener('message', (event) => window.heights.push(event.data));</script>
<script src="${APP_URL}/embed-resize.js" async></script>
<p>Our paragraph below the chart.</p></body></html>`;

async function openHostPage(page: Page, framed: string) {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(hostPage(framed)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}/story`);
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The report's 'Latest month compared', first row: the market's total, its month before and its year before. */
async function reportHeadline(state: string) {
  const report: ReportData = await buildReport(adminDb(), 'markets', { state });
  const table = report.sections.find((section) => section.title === 'Latest month compared');
  if (table?.kind !== 'table') throw new Error(`${state} has no headline`);
  return { report, cells: table.rows[0] as [string, number, number, number, number, number] };
}

const dollars = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("Maryland's page shows the report's figures, its chart, its sources and the embed code", async ({ page }) => {
    const { report, cells } = await reportHeadline('MD');
    const answer = await page.goto('/markets/md');
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toMatch(/public, .*s-maxage=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maryland cannabis sales by month');
    const month = formatMonth(report.dataAsOf);
    const figure = (term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
    await expect(figure(`Sales in ${month}`)).toHaveText(dollars(cells[1]));
    await expect(figure('Change on')).toHaveText([formatPercent(cells[3]), formatPercent(cells[5])]);
    await expect(page.getByText(`Data as of ${formatPeriod(report.dataAsOf)}`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Monthly sales, US dollars' })).toBeVisible();
    for (const source of report.sources) await expect(page.getByRole('link', { name: source.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What a subscriber gets' })).toBeVisible();
    // The copy button needs the script; the code itself is there to select.
    await expect(page.getByRole('button', { name: 'Copy embed code' })).toHaveCount(0);
    await page.getByText('Embed this chart').first().click();
    await expect(page.getByLabel('Embed code for monthly sales, us dollars')).toHaveValue(
      new RegExp(`<iframe src="${APP_URL}/embed/markets/md/sales"`),
    );
  });

  test("Connecticut's page tells its latest 'What's new' line", async ({ page }) => {
    await page.goto('/markets/ct');
    const news = page.getByRole('region', { name: "What's new" });
    await expect(news.getByRole('listitem').first()).toContainText(/^\w{3} \d{1,2}, \d{4}: \S/);
  });

  test('the index lists every market, the sitemap every page, and an unknown market is a 404', async ({ page }) => {
    await page.goto('/markets');
    await expect(page.getByRole('link', { name: 'Maryland' })).toHaveAttribute('href', '/markets/md');
    await expect(page.getByRole('link', { name: 'Ontario' })).toHaveAttribute('href', '/markets/on');
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${APP_URL}/markets/md</loc>`);
    expect(sitemap).toContain(`<loc>${APP_URL}/markets/can</loc>`);
    // Cloud Functions keep /robots.txt to themselves: it is a static file of Hosting.
    expect(await (await page.request.get('/robots.txt')).text()).toContain('Disallow: /api/');
    expect((await page.request.get('/markets/zz')).status()).toBe(404);
    const upper = await page.request.get('/markets/MD', { maxRedirects: 0 });
    expect([upper.status(), upper.headers().location]).toEqual([301, '/markets/md']);
    const image = await page.request.get('/markets/md/chart.png');
    expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/png']);
  });
});

test('a chart framed by a page of another origin tells it its height and is sized to it', async ({ page }) => {
  // Only the embeds may be framed by others; every other page keeps frame-ancestors 'self'.
  const embedPolicy = (await page.request.get('/embed/markets/md/sales')).headers()['content-security-policy'];
  expect(embedPolicy).toContain('frame-ancestors *');
  const pagePolicy = (await page.request.get('/markets/md')).headers()['content-security-policy'];
  expect(pagePolicy).toContain("frame-ancestors 'self'");

  const host = await openHostPage(page, '/embed/markets/md/sales');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('link', { name: 'Maryland: Monthly sales, US dollars' })).toHaveAttribute(
    'href',
    `${APP_URL}/markets/md`,
  );
  await expect(frame.getByText(/Data as of \w+ \d{4}/)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heights: Array<{ height: number }> }).heights.length))
    .toBeGreaterThan(0);
  const told = await page.evaluate(() =>
    (window as unknown as { heights: Array<{ type: string; height: number }> }).heights.at(-1)!,
  );
  expect(told.type).toBe(EMBED_HEIGHT_MESSAGE);
  expect(told.height).toBeGreaterThan(150);
  await expect(page.locator('iframe')).toHaveJSProperty('style.height', `${told.height}px`);
  const box = await page.locator('iframe').boundingBox();
  expect(Math.round(box!.height)).toBe(told.height);
  await host.close();
});

test("a subscriber's saved view embeds while the subscription is live, and not after", async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  const saved = await page.request.post(apiUrl('/saved-views'), {
    headers: { authorization: `Bearer ${user.idToken}` },
    data: { name: 'Oregon', reportId: 'markets', query: { state: 'OR' } },
  });
  expect(saved.status()).toBe(200);
  const { view } = (await saved.json()) as { view: { id: string } };
  const address = `/embed/views/${user.uid}/${view.id}/0`;

  const host = await openHostPage(page, address);
  await expect(page.frameLocator('iframe').getByRole('link', { name: /^Oregon cannabis market: / })).toHaveAttribute(
    'href',
    `${APP_URL}/markets/or`,
  );
  await host.close();

  await setUserFields(user.uid, { isPaidUser: false, stripeSubscriptionStatus: 'canceled' });
  expect((await page.request.get(address)).status()).toBe(404);
});
