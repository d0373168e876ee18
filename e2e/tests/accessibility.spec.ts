/**
 * axe-core on every route, signed out and signed in, and with the disclaimer modal open:
 * no serious or critical violation (WCAG 2.1 A and AA rules). Keyboard-only journeys for
 * sign-in and subscribe.
 */
import AxeBuilder from '@axe-core/playwright';
import { PAID_REPORTS } from '@cannabis-reports/reports';
import type { Page } from '@playwright/test';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${what}`).toEqual([]);
}

/**
 * What a signed-in walk over several pages may take, by what it does: a new user signed in,
 * then each page with its axe run. Sized to hold on a machine two to three times slower than
 * ours, where the paid walk (9 steps) takes 20-30 s: a fixed timeout would be too short there
 * for the longer walks (the free one, 6 steps, ran past 60 s on a machine 2.4 times slower).
 */
const SIGN_IN_BUDGET_MS = 20_000;
const PAGE_BUDGET_MS = 20_000;
const walkBudget = (pages: number): number => SIGN_IN_BUDGET_MS + pages * PAGE_BUDGET_MS;

async function userWith(fields: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  if (Object.keys(fields).length) await setUserFields(user.uid, fields);
  return user;
}

// One test a route: with no sign-in to share, each page is checked on its own, in parallel.
for (const route of [
  '/',
  '/register',
  '/forgot-password',
  '/verify',
  '/failure',
  '/no-such-page',
  '/data/ct-weekly-sales',
  '/markets',
  '/markets/md',
  '/markets/on',
  '/embed/markets/md/sales',
  '/team/accept?token=abc.def',
]) {
  test(`signed-out route ${route}`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, route);
  });
}

test('the disclaimer modal', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Disclaimer', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the disclaimer modal');
});

/**
 * A walk signs in once and has a budget by the pages it walks (one test a page would sign in for
 * each). Each route names what shows once it has loaded: waiting for the network to go quiet
 * instead never ends in Chromium on a page whose frame has loaded (/demo's report).
 */
const FREE_USER_ROUTES = [
  { route: '/dashboard', heading: 'Monthly' },
  { route: '/profile', heading: 'Subscription Details' },
  { route: '/team/accept?token=abc.def', heading: 'Join a team' },
];

/** The page has drawn what it loads: its heading is shown and no spinner is left. */
async function loaded(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
}

test('signed-in routes of a free user', async ({ page }) => {
  // The routes, then /demo with its framed report and /embed/demo on its own.
  test.setTimeout(walkBudget(FREE_USER_ROUTES.length + 2));
  const user = await userWith();
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/demo$/);
  for (const { route, heading } of FREE_USER_ROUTES) {
    await page.goto(route);
    await loaded(page, heading);
    await expectNoSeriousViolations(page, route);
  }
  // The framed report, inside /demo (axe checks frames too); it shows nothing on its own.
  await page.goto('/demo');
  const report = page.frameLocator('iframe[title="Public demo report"]');
  await expect(report.getByRole('heading', { name: 'Connecticut weekly sales (demo)' })).toBeVisible();
  await expectNoSeriousViolations(page, '/demo with its framed report');
  await page.goto('/embed/demo');
  await expect(page.getByRole('link', { name: 'Demo page' })).toBeVisible();
  await expectNoSeriousViolations(page, '/embed/demo on its own');
});

test('signed-in routes of a paid user', async ({ page }) => {
  // /reports, every report tab, then /profile.
  test.setTimeout(walkBudget(PAID_REPORTS.length + 2));
  const user = await userWith({
    isPaidUser: true,
    stripeSubscriptionStatus: 'active',
    stripeSubscriptionId: 'sub_axe',
  });
  await signInThroughUi(page, user.email, user.password);
  // An early journey of a run: the sign-in meets cold function instances.
  await expect(page).toHaveURL(/\/reports$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Connecticut cannabis market' })).toBeVisible();
  await expectNoSeriousViolations(page, '/reports');
  // Every report tab, opened by its link: each has its own charts, tables, filters and notes.
  for (const { id, label } of PAID_REPORTS) {
    await page.goto(`/reports?report=${id}`);
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article').first()).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('figure').first()).toBeVisible();
    await expectNoSeriousViolations(page, `/reports?report=${id}`);
  }
  await page.goto('/profile');
  await expect(page.getByText('Active')).toBeVisible();
  await expectNoSeriousViolations(page, '/profile (paid)');
});

test('sign-in and subscribe with the keyboard only', async ({ page }) => {
  const user = await userWith();
  await page.goto('/');
  await page.keyboard.press('Tab');
  // Tab to the e-mail field, whatever comes before it in the header.
  for (
    let step = 0;
    step < 10 && !(await page.getByLabel('Email').evaluate((element) => element === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/demo$/);

  await page.goto('/dashboard');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeVisible();
  for (
    let step = 0;
    step < 20 && !(await subscribe.evaluate((element) => element === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(subscribe).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/127\.0\.0\.1:12111\/checkout\/cs_test_/);
});
