/**
 * Lighthouse (mobile settings: its default emulated phone and simulated slow 4G, the CPU
 * slowed by the multiplier calibrated to this machine, see cpu-slowdown.ts) on Debian's
 * Chromium against the Hosting emulator: category scores and LCP, TBT, CLS.
 *
 * Signed-in pages: Chromium runs with a profile of its own (Playwright's persistent
 * context is the browser's default context, where Lighthouse opens its tab). The reader
 * signs in there first; Lighthouse is told not to reset storage, so Firebase's session in
 * IndexedDB survives, and the HTTP cache is cleared by hand so the page still loads cold.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@cannabis-reports/test-support/src/chromium';
import { APP_URL } from '@cannabis-reports/test-support/src/emulators';
import type { TestUser } from '@cannabis-reports/test-support/src/users';
import { cpuSlowdownFor, type CpuSlowdown } from './cpu-slowdown';
import { median } from './stats';
import { signIn } from './sign-in';

const DEBUGGING_PORT = 9333;

export interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The host's BenchmarkIndex as this run measured it (the LHR's environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** The accessibility, best-practices and SEO audits that failed, by id, so a missed budget says what to fix. */
  accessibilityFailures: string[];
  /** Lighthouse's own error for a run that could not measure the page (its scores are then 0). */
  runtimeError?: string;
  /** The scripts that kept the main thread busiest (Lighthouse's bootup-time), for a missed budget. */
  busiestScripts: Array<{ url: string; ms: number }>;
}

/** Runs of Lighthouse's benchmark (about a second each) whose median calibrates the slowdown. */
export const BENCHMARK_RUNS = 5;

/**
 * The host's BenchmarkIndex, measured by Lighthouse's own benchmark function in the same
 * Chromium, and the CPU slowdown it calls for. The median of a few runs, since one run
 * follows whatever else the machine is doing at that second.
 */
export async function calibrateCpuSlowdown(): Promise<CpuSlowdown> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const indexes: number[] = [];
    for (let run = 0; run < BENCHMARK_RUNS; run++)
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return cpuSlowdownFor(median(indexes));
  } finally {
    await browser.close();
  }
}

interface BootupItem {
  url: string;
  total: number;
}

/** The three scripts with the most main-thread time, their URLs without the origin. */
function busiestScripts(details: unknown): Array<{ url: string; ms: number }> {
  const items = ((details as { items?: BootupItem[] } | undefined)?.items ?? []).filter(
    (item) => typeof item.url === 'string' && typeof item.total === 'number',
  );
  return items
    .sort((a, b) => b.total - a.total)
    .slice(0, 3)
    .map((item) => ({ url: item.url.replace(/^https?:\/\/[^/]+/, ''), ms: item.total }));
}

export async function lighthouseRoute(
  route: string,
  cpuSlowdownMultiplier: number,
  user?: TestUser,
): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    if (user) {
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page, user);
      await page.goto('about:blank');
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    }
    const result = await lighthouse(`${APP_URL}${route}`, {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: Boolean(user),
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    // BENCH_LIGHTHOUSE_DIR=<folder> keeps each run's report (JSON), for finding what a route waits on.
    const keep = process.env.BENCH_LIGHTHOUSE_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const name = `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}.json`;
      writeFileSync(path.join(keep, name), JSON.stringify(result.lhr));
    }
    const { categories, audits, finalDisplayedUrl, environment, runtimeError } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== route) throw new Error(`${route} ended on ${finalDisplayedUrl}`);
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    return {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      benchmarkIndex: environment.benchmarkIndex,
      accessibilityFailures: ['accessibility', 'best-practices', 'seo']
        .flatMap((category) => categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id}: ${audit.title}`),
      busiestScripts: busiestScripts(audits['bootup-time']?.details),
      ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
