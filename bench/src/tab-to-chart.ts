/**
 * Time from a click on a report tab of /reports to the first chart of that report drawn,
 * as a paying reader sees it, in Chromium against the Hosting emulator. The chart stamps
 * its container with `data-drawn-at` (the page's performance.now() once uPlot has drawn);
 * the click is made and timed inside the page, so neither clock nor Playwright's round trips
 * are in the figure. Warm: every tab is opened once before the timed clicks, so the API's
 * instance, the chart chunk and the browser's caches are all warm, as for a reader moving
 * between reports.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@cannabis-reports/test-support/src/chromium';
import { APP_URL } from '@cannabis-reports/test-support/src/emulators';
import type { TestUser } from '@cannabis-reports/test-support/src/users';
import { signIn } from './sign-in';

const TAB = 'nav.report-tabs button';
const DRAWN = '.report-chart-canvas[data-drawn-at]';
/** Longer than any draw the budget allows by far: a tab that shows no chart in this time has none. */
const CHART_TIMEOUT_MS = 15_000;

export interface TabToChart {
  /** Milliseconds from click to the first chart drawn, one per timed click, in order. */
  samples: number[];
  /** The tabs the clicks went round (those whose report opens with a chart). */
  tabs: string[];
}

/** Clicks tab `index` and resolves with the milliseconds until a chart drawn after the click, or null. */
async function clickToChart(page: Page, index: number): Promise<number | null> {
  const clickedAt = await page.evaluate(
    ({ tab, index }) => {
      const at = performance.now();
      document.querySelectorAll<HTMLButtonElement>(tab)[index]?.click();
      return at;
    },
    { tab: TAB, index },
  );
  try {
    const drawn = await page.waitForFunction(
      ({ drawnSelector, after }) => {
        const stamps = Array.from(document.querySelectorAll<HTMLElement>(drawnSelector))
          .map((element) => Number(element.dataset.drawnAt))
          .filter((stamp) => stamp > after);
        return stamps.length > 0 ? Math.min(...stamps) : false;
      },
      { drawnSelector: DRAWN, after: clickedAt },
      { timeout: CHART_TIMEOUT_MS },
    );
    return Number(await drawn.jsonValue()) - clickedAt;
  } catch {
    return null;
  }
}

/** `clicks` timed clicks going round the report tabs that show a chart, after one warm-up visit of each tab. */
export async function tabToChart(user: TestUser, clicks: number): Promise<TabToChart> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, user);
    await page.goto(`${APP_URL}/reports`);
    await page.locator(TAB).first().waitFor();
    await page.locator(`${TAB}:not([disabled])`).first().waitFor();
    const labels = await page.locator(TAB).allTextContents();
    // Warm-up: each tab once, from another one, keeping those whose report draws a chart.
    const charted: number[] = [];
    for (let index = labels.length - 1; index >= 0; index--) {
      if ((await clickToChart(page, index)) !== null) charted.push(index);
    }
    if (charted.length < 2) throw new Error(`Fewer than two report tabs draw a chart: ${labels.join(', ')}`);
    const samples: number[] = [];
    for (let click = 0; samples.length < clicks; click++) {
      const ms = await clickToChart(page, charted[click % charted.length]);
      if (ms === null) throw new Error(`No chart drawn after a click on ${labels[charted[click % charted.length]]}`);
      samples.push(ms);
    }
    return { samples, tabs: charted.map((index) => labels[index]) };
  } finally {
    await browser.close();
  }
}
