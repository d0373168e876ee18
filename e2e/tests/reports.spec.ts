/** The reports screens in Chromium: the unpaid redirect, a paid user's viewer, and /demo. */
import { apiUrl } from 'test-support/src/emulators';
import { createTestUser, setUserFields, waitForUserRecord } from 'test-support/src/users';
import { expectToast, signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('an unpaid user on /reports is told why and sent to /dashboard after 3 s', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto('/reports');
  await expect(page.getByText('Redirecting to dashboard...')).toBeVisible();
  await expect(page.getByText('You need an active subscription to access reports.')).toBeVisible();
  await expectToast(page, 'You need an active subscription to access reports');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 6000 });
});

test("an unpaid user's embed-token call answers 403", async () => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  const response = await fetch(apiUrl('/powerbi/report/embedToken'), { headers: { authorization: `Bearer ${user.idToken}` } });
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ error: 'You need an active subscription to access reports' });
});

test('a paid user reaches the report viewer on /reports', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('region', { name: 'Report' })).toBeVisible();
  expect(requests).toContain('/api/powerbi/report/embedToken');
  // Power BI's client is a chunk of its own, never fetched unless the provider is Power BI.
  expect(requests.some((path) => path.includes('powerbi-report-viewer'))).toBe(false);
});

test('/demo frames the public report under the header, with the trial offer for new users', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/demo$/);
  const frame = page.frameLocator('iframe[title="Public demo report"]');
  await expect(frame.getByRole('heading', { name: 'Public demo report' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your 7 day free trial' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Demo', exact: true })).toBeVisible();
});

test("the sign-in page's scripts do not include powerbi-client", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => /powerbi-client|powerbi-models/.test(body))).toEqual([]);
});
