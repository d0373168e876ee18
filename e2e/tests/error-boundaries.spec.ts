/**
 * Error boundaries in Chromium: a page whose chunk is gone (as after a deploy replaced the
 * hashed chunks) and a report the viewer cannot render never leave a blank app.
 */
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.describe('a page whose chunk is gone', () => {
  // Chromium logs the aborted chunk requests as failed loads: expected here, and only these.
  test.use({ abortedRequests: /\/assets\/profile-[\w-]+\.js$/ });

  test('reloads once, then offers Try again', async ({ page }) => {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    await signInThroughUi(page, user.email, user.password);
    await expect(page).toHaveURL(/\/demo$/);

    // The profile page's chunk is gone, as it is for a tab opened before a deploy.
    const profileChunk = '**/assets/profile-*.js';
    // The page loads in which the chunk was asked for (Vite may ask twice in one: a modulepreload
    // link beside the import when the chunk has a stylesheet).
    const chunkAskedIn = new Set<number>();
    let navigations = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
    });
    await page.route(profileChunk, (route) => {
      chunkAskedIn.add(navigations);
      return route.abort();
    });
    let pageLoads = 0;
    page.on('load', () => (pageLoads += 1));

    await page.getByRole('button', { name: user.email }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    expect(pageLoads).toBe(1);
    // Asked for before the reload and once more after it, then given up on.
    expect([...chunkAskedIn]).toEqual([0, 1]);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload:ProfileRoute'))).not.toBeNull();
    // The header and footer stay; only the page's own place says what happened.
    await expect(page.getByRole('link', { name: 'Demo', exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Reload to get the latest version.');

    // The chunk is back (the new build is deployed): Try again reloads and the page opens.
    await page.unroute(profileChunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(pageLoads).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload:ProfileRoute'))).toBeNull();
  });
});

test('a report the viewer cannot render says so inside the page; the header and tabs still work', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  // The first tab's figures, which /reports opens, are JSON that is not a report, so the viewer throws while
  // rendering them: in the configuration's answer, where the opening read gets them, and from the report data API.
  const notAReport = { unexpected: true };
  await page.route(/\/api\/powerbi\/report\/embedToken\?(.*&)?figures=1/, async (route) => {
    const config = (await (await route.fetch()).json()) as object;
    await route.fulfill({ json: { ...config, figures: notAReport } });
  });
  await page.route(/\/api\/reports\/markets(\?|$)/, (route) => route.fulfill({ json: notAReport }));
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/reports$/);

  const viewer = page.getByRole('region', { name: 'Report' });
  await expect(viewer.getByRole('alert')).toContainText('This report could not be shown.');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo', exact: true })).toBeVisible();

  await viewer.getByRole('button', { name: 'Washington retail' }).click();
  await expect(viewer.getByRole('heading', { name: 'Washington retail' })).toBeVisible();
  await expect(viewer.getByRole('alert')).toHaveCount(0);
});
