/** Compare states in Chromium: a paid user picks two states, then switches through every measure, the URL following. */
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { signInAsPaidUser, signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

const PICKED = ['Massachusetts', 'Oregon'];

test('a paid user compares Massachusetts and Oregon in each measure', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/reports$/);

  await page.goto('/reports?report=compare');
  const viewer = page.getByRole('region', { name: 'Report' });
  await expect(viewer.getByRole('heading', { name: 'Compare states' })).toBeVisible();
  const states = viewer.getByRole('group', { name: 'Markets' });
  for (const name of PICKED) {
    await states.getByRole('checkbox', { name, exact: true }).check();
    await expect(states.getByRole('checkbox', { name, exact: true })).toBeChecked();
  }
  // Leave only the two picked: uncheck the others shown by default, one at a time, as a reader would.
  for (;;) {
    const checked = await states.locator('label:has(input:checked)').allTextContents();
    const other = checked.map((label) => label.trim()).find((label) => !PICKED.includes(label));
    if (!other) break;
    const box = states.getByRole('checkbox', { name: other, exact: true });
    await box.uncheck();
    await expect(box).not.toBeChecked();
  }
  // The link names the two, in the order they were picked.
  await expect.poll(() => new URL(page.url()).searchParams.get('states')?.split(',').sort().join(',')).toBe('MA,OR');

  // A chart is drawn as it comes near the screen, so each is brought into view as a reader scrolls to it.
  const chart = async (name: string | RegExp) => {
    const figure = viewer.getByRole('figure', { name });
    await figure.scrollIntoViewIfNeeded();
    return figure.locator('canvas').first();
  };
  await expect(await chart('Monthly sales, USD')).toBeVisible();
  const coverage = viewer.getByRole('table', { name: 'What each state’s figures cover' });
  await expect(coverage.getByRole('row')).toHaveCount(3);
  const yearOnYear = viewer.getByRole('table', { name: 'Change on a year before' });
  await expect(yearOnYear.getByRole('columnheader', { name: 'Total sales, October 2021' })).toBeVisible();
  await expect(await chart('Change on a year before, October 2021 against October 2020, %')).toBeVisible();

  const measure = viewer.getByLabel('Measure');
  await measure.selectOption('per-resident');
  await expect(page).toHaveURL(/[?&]measure=per-resident(&|$)/);
  await expect(await chart('Monthly sales per resident, USD')).toBeVisible();
  await expect(yearOnYear.getByRole('columnheader', { name: 'Sales per resident, October 2021' })).toBeVisible();

  await measure.selectOption('per-adult');
  await expect(page).toHaveURL(/[?&]measure=per-adult(&|$)/);
  await expect(await chart('Monthly sales per adult 21+, USD')).toBeVisible();

  // Massachusetts' opening month (November 2018, partial) is never an index base.
  await measure.selectOption('indexed');
  await expect(page).toHaveURL(/[?&]measure=indexed(&|$)/);
  await expect(await chart('Monthly sales indexed, December 2018 = 100')).toBeVisible();
  await expect(
    viewer.getByText(/December 2018 is the first month of the range in which every chosen state/).first(),
  ).toBeVisible();

  await measure.selectOption('totals');
  await expect(await chart('Monthly sales, USD')).toBeVisible();
});

test("the change on a year before draws a state's fall as a bar below the zero line", async ({ page }) => {
  await signInAsPaidUser(page);
  // The default comparison: the newest states that compare on a year before, some of them falling.
  await page.goto('/reports?report=compare');
  const viewer = page.getByRole('region', { name: 'Report' });
  const figure = viewer.getByRole('figure', { name: /^Change on a year before, .+, %$/ });
  // A chart is drawn as it comes near the screen; the list of markets (Canada's too) puts this one further down.
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('.u-over')).toBeVisible();
  await figure.getByText('Show as table').click();
  // Each state's change, as its row of the table gives it ('-16.8 %').
  const changes = await figure
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => Number(row.children[1].textContent!.replace(/[^0-9.+-]/g, ''))));
  expect(changes.some((change) => change < 0)).toBe(true);
  expect(changes.some((change) => change > 0)).toBe(true);

  // Down the middle of each bar's column, where the bars' blue (#0072B2 at 80 % on white) runs, in CSS pixels.
  const extents = await figure.locator('.report-chart-canvas canvas').evaluate((canvas: HTMLCanvasElement, count) => {
    const plot = canvas.parentElement!.querySelector('.u-over')!.getBoundingClientRect();
    const bounds = canvas.getBoundingClientRect();
    const ratio = canvas.width / bounds.width;
    const top = Math.round((plot.top - bounds.top) * ratio);
    const height = Math.round(plot.height * ratio);
    return Array.from({ length: count }, (_, index) => {
      const x = Math.round((plot.left - bounds.left + ((index + 0.5) * plot.width) / count) * ratio);
      const pixels = canvas.getContext('2d')!.getImageData(x, top, 1, height).data;
      const blue = Array.from({ length: height }, (_, row) => pixels[row * 4 + 2] - pixels[row * 4] > 80);
      return { top: blue.indexOf(true) / ratio, bottom: (blue.lastIndexOf(true) + 1) / ratio };
    });
  }, changes.length);
  // The rises stand on one line, and the falls hang from it, as long as their figures say.
  const zero = extents[changes.findIndex((change) => change > 0)].bottom;
  const falls = changes.flatMap((change, index) => (change < 0 ? [{ change, extent: extents[index] }] : []));
  for (const { extent } of falls) {
    expect(Math.abs(extent.top - zero)).toBeLessThanOrEqual(2);
    expect(extent.bottom).toBeGreaterThan(zero + 2);
  }
  const [deepest] = [...falls].sort((a, b) => a.change - b.change);
  for (const { change, extent } of falls)
    expect((extent.bottom - extent.top) / (deepest.extent.bottom - deepest.extent.top)).toBeCloseTo(
      change / deepest.change,
      1,
    );
});

test('a paid user compares Colorado, Ontario and Maryland: US dollars at FRED’s rate, never C$ and $ on one axis', async ({
  page,
}) => {
  await signInAsPaidUser(page);
  await page.goto('/reports?report=compare&states=CO,ON,MD&measure=totals&from=2024-01&to=2024-12');
  const viewer = page.getByRole('region', { name: 'Report' });
  const states = viewer.getByRole('group', { name: 'Markets' });
  await expect(states.getByRole('checkbox', { name: 'Ontario (Canada)', exact: true })).toBeChecked();
  await expect(states.getByRole('checkbox', { name: 'Colorado', exact: true })).toBeChecked();
  await expect(states.getByRole('checkbox', { name: 'Maryland', exact: true })).toBeChecked();
  const money = viewer.getByRole('figure', { name: 'Monthly sales, USD' });
  await expect(money.locator('canvas').first()).toBeVisible();
  // The rate and its source are said under the money chart itself, on screen, not only at the report's foot.
  const note = money.getByRole('listitem').filter({
    hasText: /Ontario converted from Canadian dollars at each month’s own rate, FRED series EXCAUS/,
  });
  await note.scrollIntoViewIfNeeded();
  await expect(note).toBeVisible();
  await expect(note).toContainText('Board of Governors of the Federal Reserve System');

  await viewer.getByLabel('Measure').selectOption('indexed');
  await expect(page).toHaveURL(/[?&]measure=indexed(&|$)/);
  await expect(viewer.getByRole('figure', { name: 'Monthly sales indexed, January 2024 = 100' })).toBeVisible();
  await expect(viewer.getByText(/indexed in its own currency/)).toBeVisible();
});
