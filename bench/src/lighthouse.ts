/**
 * Lighthouse (mobile settings: its default emulated phone and simulated slow 4G, 4x CPU)
 * on Debian's Chromium against the Hosting emulator: category scores and LCP, TBT, CLS.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@cannabis-reports/test-support/src/chromium';
import { APP_URL } from '@cannabis-reports/test-support/src/emulators';

const DEBUGGING_PORT = 9333;

export interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export async function lighthouseRoute(route: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    const result = await lighthouse(`${APP_URL}${route}`, {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    const { categories, audits } = result.lhr;
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    return {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    await browser.close();
  }
}
