/**
 * A chart's figures at the cursor: the pointer, a tap and the keyboard each show the table's
 * figures for one period, largest first; the keyboard's moves are read out by a live region;
 * on a phone a tapped period's box stays, inside the screen, until a tap elsewhere, and a swipe
 * on the chart still scrolls the page.
 */
import type { Locator, Page } from '@playwright/test';
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

const TITLE = 'Monthly sales and excise tax';
/** Six months of one county: a line chart of two series, six points. */
const VIEW = '/reports?report=washington-retail&from=2021-01&to=2021-06&county=Spokane';
const MONTHS = 6;

/** The chart, its table shown below it. */
async function openChart(page: Page): Promise<Locator> {
  await signInAsPaidUser(page);
  await page.goto(VIEW);
  const figure = page.getByRole('region', { name: 'Report' }).getByRole('figure', { name: TITLE });
  await expect(figure.locator('canvas').first()).toBeVisible();
  await figure.getByText('Show as table').click();
  return figure;
}

/** One period's figures as the chart's table (open) gives them, largest first: [series, figure]. */
async function tableFigures(figure: Locator, period: string): Promise<Array<[string, string]>> {
  const table = figure.getByRole('table');
  // `has` is matched inside each row: a locator from the page root, not one chained from the table.
  const row = table
    .getByRole('row')
    .filter({ has: figure.page().getByRole('rowheader', { name: period, exact: true }) });
  // The table is drawn after 'Show as table' is clicked: read it once its row is there.
  await expect(row).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  const cells = await row.getByRole('cell').allTextContents();
  const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
  return cells
    .map((text, index): [string, string] => [headers[index + 1].trim(), text.trim()])
    .sort((a, b) => amount(b[1]) - amount(a[1]));
}

/** The figures the box at the cursor shows: [series, figure], in its order. */
async function tooltipFigures(tooltip: Locator): Promise<Array<[string, string]>> {
  return tooltip
    .locator('.chart-tooltip-row')
    .evaluateAll((rows) => rows.map((row) => [row.children[1].textContent ?? '', row.children[2].textContent ?? '']));
}

/** Where month `index` sits on the plot: a line's points span the plot's width, end to end (kept a pixel inside). */
async function pointAt(figure: Locator, index: number): Promise<{ x: number; y: number }> {
  const over = figure.locator('.u-over');
  await over.scrollIntoViewIfNeeded();
  const box = await over.boundingBox();
  if (!box) throw new Error('The chart has no plot area');
  const x = (box.width * index) / (MONTHS - 1);
  return { x: Math.min(box.width - 1, Math.max(1, x)), y: box.height / 2 };
}

test("hovering a month shows the table's figures for it, largest first, and leaving hides them", async ({ page }) => {
  const figure = await openChart(page);
  const expected = await tableFigures(figure, 'Mar 2021');
  expect(expected).toHaveLength(2);

  const over = figure.locator('.u-over');
  await over.hover({ position: await pointAt(figure, 2) });
  const tooltip = figure.locator('.chart-tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip.locator('.chart-tooltip-period')).toHaveText('Mar 2021');
  expect(await tooltipFigures(tooltip)).toEqual(expected);
  // The legend still echoes the hovered month.
  await expect(figure.locator('.u-legend')).toContainText('Mar 2021');

  await page.getByRole('heading', { name: 'Washington retail', exact: true }).hover();
  await expect(tooltip).toBeHidden();
});

test('the keyboard moves along the months and each move is read out', async ({ page }) => {
  const figure = await openChart(page);
  const control = figure.getByRole('slider', { name: TITLE });
  await expect(control).toHaveAttribute('tabindex', '0');
  await control.focus();
  await expect(control).toBeFocused();
  const status = figure.getByRole('status', { name: 'Figures at the cursor' });
  const tooltip = figure.locator('.chart-tooltip');
  const sentence = (period: string, figures: Array<[string, string]>) =>
    `${period}: ${figures.map(([series, value]) => `${series} ${value}`).join('; ')}.`;

  await page.keyboard.press('Home');
  await expect(control).toHaveAttribute('aria-valuetext', 'Jan 2021');
  await expect(tooltip.locator('.chart-tooltip-period')).toHaveText('Jan 2021');
  await expect(status).toHaveText(sentence('Jan 2021', await tableFigures(figure, 'Jan 2021')));

  await page.keyboard.press('ArrowRight');
  await expect(control).toHaveAttribute('aria-valuetext', 'Feb 2021');
  const february = await tableFigures(figure, 'Feb 2021');
  await expect(status).toHaveText(sentence('Feb 2021', february));
  await expect(tooltip.locator('.chart-tooltip-period')).toHaveText('Feb 2021');
  expect(await tooltipFigures(tooltip)).toEqual(february);

  await page.keyboard.press('End');
  await expect(control).toHaveAttribute('aria-valuetext', 'Jun 2021');
  await expect(status).toHaveText(/^Jun 2021: Sales \$/);

  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
});

/** A finger laid on `from` and drawn `distance` pixels up, as a reader scrolls a page down: Chromium's own touch input. */
async function swipeUp(page: Page, from: { x: number; y: number }, distance: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    session.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: from.x, y }] });
  await touch('touchStart', from.y);
  for (let step = 1; step <= 10; step++) await touch('touchMove', from.y - (distance * step) / 10);
  await touch('touchEnd', from.y - distance);
  await session.detach();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap shows the figures inside the screen at either edge and keeps them, a swipe still scrolls, a tap elsewhere hides them', async ({
    page,
  }) => {
    const figure = await openChart(page);
    const over = figure.locator('.u-over');
    const tooltip = figure.locator('.chart-tooltip');
    const status = figure.getByRole('status', { name: 'Figures at the cursor' });
    for (const [index, period] of [
      [MONTHS - 1, 'Jun 2021'],
      [0, 'Jan 2021'],
    ] as const) {
      await over.tap({ position: await pointAt(figure, index) });
      await expect(tooltip.locator('.chart-tooltip-period')).toHaveText(period);
      await expect(status).toHaveText(new RegExp(`^${period}: Sales \\$`));
      // Still shown once the tap's mouse events are over: the live region is written on its click, the last of them.
      await expect(tooltip).toBeVisible();
      const box = await tooltip.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }

    const plot = await over.boundingBox();
    if (!plot) throw new Error('The chart has no plot area');
    const scrolled = await page.evaluate(() => window.scrollY);
    await swipeUp(page, { x: plot.x + plot.width / 2, y: plot.y + plot.height / 2 }, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 100);
    await expect(tooltip.locator('.chart-tooltip-period')).toHaveText('Jan 2021');
    await expect(tooltip).toBeVisible();

    await page.getByRole('heading', { name: 'Washington retail', exact: true }).tap();
    await expect(tooltip).toBeHidden();
  });
});
