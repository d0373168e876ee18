/**
 * JavaScript downloaded to show each route, as Chromium loads it from the build served by
 * the Hosting emulator: every script's body, once per URL (frames included), gzipped (level
 * 9, as a CDN would).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@cannabis-reports/test-support/src/chromium';
import { APP_URL } from '@cannabis-reports/test-support/src/emulators';
import type { TestUser } from '@cannabis-reports/test-support/src/users';
import { signIn } from './sign-in';

export interface RouteWeight {
  route: string;
  signedIn: string;
  gzipBytes: number;
  scripts: number;
  hasPowerBi: boolean;
  hasCharts: boolean;
}

/**
 * Loads `route` in a fresh browser context (empty cache) and weighs its scripts. Signed-in
 * routes reuse a session made in another context (Firebase keeps it in IndexedDB).
 */
export async function weighRoute(route: string, user?: TestUser): Promise<RouteWeight> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
    if (user) {
      const signingIn = await browser.newContext();
      await signIn(await signingIn.newPage(), user);
      storageState = await signingIn.storageState({ indexedDB: true });
      await signingIn.close();
    }
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    // Once per URL: a frame that loads a script the page already has gets it from the cache.
    const seen = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || seen.has(response.url())) return;
      seen.add(response.url());
      bodies.push(response.body());
    });
    await page.goto(`${APP_URL}${route}`, { waitUntil: 'networkidle' });
    if (new URL(page.url()).pathname !== route) throw new Error(`${route} redirected to ${page.url()}`);
    const scripts = await Promise.all(bodies);
    const text = scripts.map((body) => body.toString('utf8')).join('\n');
    return {
      route,
      signedIn: user ? 'signed in' : 'signed out',
      gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      scripts: scripts.length,
      hasPowerBi: /powerbi-client|powerbi-models/.test(text),
      hasCharts: /uPlot/.test(text),
    };
  } finally {
    await browser.close();
  }
}

/** A lazily loaded chunk's gzip size, from the build (Vite names it `<name>-<hash>.js`): loaded only by the page that needs it. */
export function chunkWeight(name: string): number {
  const assets = path.resolve(__dirname, '..', '..', 'web', 'dist', 'assets');
  const file = readdirSync(assets).find((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.js'));
  if (!file) throw new Error(`No ${name} chunk in ${assets}: build the web app first`);
  return gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
}
