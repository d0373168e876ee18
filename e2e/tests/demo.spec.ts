/** /demo is full screen: the frame fills the viewport below the header and never scrolls inside. */
import type { Page } from '@playwright/test';
import { signInAsNewUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

/**
 * How far the framed document could scroll, down and across: 0 when all of it is in view.
 * Read inside the frame: its origin is opaque, so the page cannot see its document.
 */
const innerOverflow = (page: Page) =>
  page.frame({ url: /\/embed\/demo$/ })!.evaluate(() => {
    const root = document.documentElement;
    return Math.max(root.scrollHeight - root.clientHeight, root.scrollWidth - root.clientWidth);
  });

for (const [width, height] of [
  [1280, 800],
  [390, 844],
]) {
  test(`at ${width} px the demo frame fills the viewport under the header, with no scrollbar inside`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signInAsNewUser(page);
    await expect(page).toHaveURL(/\/demo$/);

    const frameElement = page.locator('iframe[title="Public demo report"]');
    const report = page.frameLocator('iframe[title="Public demo report"]');
    await expect(report.getByRole('heading', { name: 'Connecticut weekly sales (demo)' })).toBeVisible();
    await expect(report.getByRole('figure', { name: 'Weekly sales, USD' }).locator('canvas').first()).toBeVisible();
    await expect.poll(() => innerOverflow(page)).toBeLessThanOrEqual(0);

    const offer = (await page.getByRole('link', { name: 'Start your 7 day free trial' }).boundingBox())!;
    const frame = (await frameElement.boundingBox())!;
    // Right under the slim bar with the heading and the offer, and down to the bottom of the viewport at least.
    expect(frame.y).toBeGreaterThanOrEqual(offer.y + offer.height);
    expect(frame.y - (offer.y + offer.height)).toBeLessThanOrEqual(24);
    expect(frame.y + frame.height).toBeGreaterThanOrEqual(height - 1);
    // As wide as the layout grid: the viewport less its gutters, up to 72rem.
    expect(frame.width).toBeGreaterThanOrEqual(Math.min(width - 2 * 24, 72 * 16) - 1);

    // Opening a table makes the report taller: the frame follows, still without a scrollbar inside.
    const before = frame.height;
    await report.getByText('Show as table').first().click();
    await expect(report.getByRole('table', { name: 'Weekly sales, USD' })).toBeVisible();
    await expect.poll(async () => (await frameElement.boundingBox())!.height).toBeGreaterThan(before);
    await expect.poll(() => innerOverflow(page)).toBeLessThanOrEqual(0);
  });
}

test('the framed report is a light page of its own, not the whole app again', async ({ page }) => {
  const frameScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/embed\/demo$/.test(request.frame().url()))
      frameScripts.push(new URL(request.url()).pathname);
  });
  await signInAsNewUser(page);
  await expect(page).toHaveURL(/\/demo$/);
  const report = page.frameLocator('iframe[title="Public demo report"]');
  await expect(report.getByRole('heading', { name: 'Connecticut weekly sales (demo)' })).toBeVisible();
  // React and the viewer only: neither the app's router, Firebase Auth, the API client, toasts nor schemas.
  expect(frameScripts.length).toBeGreaterThan(0);
  expect(
    frameScripts.filter((script) => /\/(router|firebase|api-client|toastify|zod)-[\w-]+\.js$/.test(script)),
  ).toEqual([]);
  const frame = page.frame({ url: /\/embed\/demo$/ })!;
  expect(await frame.title()).toBe('Demo report · Cannabis Market Reports');
  // No header, footer or router of the app inside the frame.
  await expect(report.getByRole('banner')).toHaveCount(0);
  await expect(report.getByRole('contentinfo')).toHaveCount(0);
});

test("the built-in demo runs in an opaque origin, apart from the app's page and sign-in", async ({ page }) => {
  await signInAsNewUser(page);
  await expect(page).toHaveURL(/\/demo$/);
  const report = page.frameLocator('iframe[title="Public demo report"]');
  await expect(report.getByRole('heading', { name: 'Connecticut weekly sales (demo)' })).toBeVisible();
  // An opaque origin: the app's storage (its sign-in in IndexedDB) belongs to another origin.
  expect(await page.frame({ url: /\/embed\/demo$/ })!.evaluate(() => window.origin)).toBe('null');
  // And the page cannot see into the frame: a script in either cannot act in the other.
  expect(
    await page
      .locator('iframe[title="Public demo report"]')
      .evaluate((element: HTMLIFrameElement) => element.contentDocument),
  ).toBeNull();
});

test('opened on its own, the framed report points to the Demo page', async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto('/embed/demo');
  await expect(page.getByText('This report is shown on the')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo page' })).toHaveAttribute('href', '/demo');
});
