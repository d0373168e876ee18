/**
 * `npm run bench` (inside the emulators, started by scripts/bench.ts): prints every speed
 * and size figure the product has a budget for, each with its budget, and exits
 * non-zero when one is missed. A benchmark, not a test: figures vary with the machine.
 */
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { APP_URL, apiUrl, PROJECT_ID } from '@cannabis-reports/test-support/src/emulators';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { importDatasets, importPath } from '@cannabis-reports/data-import';
import { MAX_DOCUMENT_BYTES } from '@cannabis-reports/reports';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { reportDataFolder } from '@cannabis-reports/test-support/src/report-data';
import { chunkWeight, weighRoute } from './bundle';
import { BENCHMARK_RUNS, calibrateCpuSlowdown, lighthouseRoute, type LighthouseFigures } from './lighthouse';
import { CPU_SLOWDOWN_RULE, type CpuSlowdown } from './cpu-slowdown';
import { tabToChart } from './tab-to-chart';
import { coldStart } from './cold-start';
import { latency, load } from './latency';
import { kb, ms, percentile } from './stats';
import { buildCases, largestDocument, measureBuilds, type BuildFigures } from './report-builds';
import { tenTimesDatasets } from './ten-times-data';
import { hundredTimesSources } from './hundred-times';
import { dataApiLatency } from './data-api';
import { alertFanOut } from './alert-fan-out';
import { forecastTimes } from './forecasts';
import { asOfReads } from './as-of-reads';

/** JavaScript budgets per route (gzip): the sign-in page, and /demo with its framed report. */
const BUNDLE_BUDGETS: Record<string, number> = { '/': 130 * 1024, '/demo': 161 * 1024 };
/** Signed-out pages, then the signed-in ones, which wait for the API before they show. */
const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, bestPractices: 95 };
const LIGHTHOUSE_SIGNED_IN_BUDGET = { performance: 90, accessibility: 100, bestPractices: 95 };
/**
 * /reports, the heaviest page, server-rendered for its reader (decision 0163): the product's budget for it is 80
 * with its report's description painted within 3 s.
 */
const LIGHTHOUSE_REPORTS_BUDGET = { performance: 80, accessibility: 100, bestPractices: 95, lcpMs: 3000 };
/** A public market page, server-rendered HTML that must open at once and be found (decision 0141). */
const LIGHTHOUSE_MARKET_PAGE_BUDGET: {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo?: number;
} = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 };
/** A market page's HTML through Hosting, warm: p50 in ms. */
const MARKET_PAGE_HTML_BUDGET = 100;
const COLD_START_BUDGET = 1.5;
/** From a click on a report tab to its first chart drawn, warm, over this many clicks: p50 within budget. */
const TAB_TO_CHART = { clicks: 20, p50Budget: 300 };
/** The county map's own chunk (its boundaries are projected paths made at build time), gzip. */
const MAP_CHUNK_BUDGET = 15 * 1024;
/** Signed-in readers the latency and load sections spread their calls over (see there). */
const READERS = 80;
/**
 * Report builds at ten times today's data: a cold build as a multiple of a cold one-document
 * read in the same run (its absolute time follows the machine), warm p50 in ms, documents
 * read beyond the months shown.
 */
const BUILD_BUDGET = { warmP50: 50, coldRatio: 1.5, extraReads: 2 };
/** The generated 10x data lives in its own emulator project, beside the real data. */
const TEN_TIMES_PROJECT = 'demo-bench-10x';

const missed: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) missed.push(what);
  return ok ? 'ok' : 'MISSED';
};

/**
 * `BENCH_ONLY=report-builds npm run bench` runs that section alone (and skips the app's build);
 * `BENCH_ONLY=lighthouse` the Lighthouse section alone (after the build); `BENCH_ONLY=hundred-times`
 * the 100x sources alone (no build) and `BENCH_ONLY=data-api` the data API alone (after the build); `BENCH_ONLY=alert-fan-out` the alerts' fan-out alone, `BENCH_ONLY=forecasts` the markets' forecasts and back-tests at 1x and 10x alone, and `BENCH_ONLY=as-of-reads` the 'as of' reads at 10x alone (no build).
 */
const only = process.env.BENCH_ONLY;

function printBuilds(figures: BuildFigures[], budgets: boolean, data: string): void {
  console.log(
    `${'report'.padEnd(18)} ${'query'.padEnd(26)} ${'cold'.padStart(9)} ${'base'.padStart(9)} ${'ratio'.padStart(6)} ${'warm p50'.padStart(9)} ${'warm p99'.padStart(9)}` +
      `  reads cold/warm  months`,
  );
  for (const figure of figures) {
    const readsOk = figure.coldReads <= figure.monthsShown + BUILD_BUDGET.extraReads;
    const ratio = figure.coldMs / figure.baselineMs;
    const what = `${figure.reportId} ${figure.label} (${data})`;
    const verdicts = [
      check(readsOk, `documents read, ${what}`),
      ...(budgets
        ? [
            check(ratio <= BUILD_BUDGET.coldRatio, `cold build, ${what}`),
            check(figure.warmP50 <= BUILD_BUDGET.warmP50, `warm build, ${what}`),
          ]
        : []),
    ];
    console.log(
      `${figure.reportId.padEnd(18)} ${figure.label.padEnd(26)} ${ms(figure.coldMs).padStart(9)} ${ms(figure.baselineMs).padStart(9)} ${`${ratio.toFixed(2)}x`.padStart(6)} ${ms(figure.warmP50).padStart(9)}` +
        ` ${ms(figure.warmP99).padStart(9)}  ${`${figure.coldReads}/${figure.warmReads}`.padStart(15)}  ${String(figure.monthsShown).padStart(6)}` +
        `  ${verdicts.includes('MISSED') ? 'MISSED' : 'ok'}`,
    );
  }
}

async function reportBuilds(): Promise<void> {
  console.log('\n== Report builds on the real data (server time of buildReport; documents read per request) ==');
  console.log(
    `cold: first build in a fresh process (median of 3); base: a fresh process's cold read of one document (median of 3,` +
      ` interleaved with the builds); warm: p50/p99 of 90 builds after it; reads <= months shown + ${BUILD_BUDGET.extraReads}`,
  );
  printBuilds(measureBuilds(PROJECT_ID, await buildCases(adminDb())), false, 'real data');

  console.log(
    `\n== Report builds at ten times the data (generated, project ${TEN_TIMES_PROJECT}); budgets cold <= ${BUILD_BUDGET.coldRatio}x its base, warm p50 <= ${ms(BUILD_BUDGET.warmP50)} ==`,
  );
  const app =
    getApps().find((each) => each.name === 'bench-10x') ?? initializeApp({ projectId: TEN_TIMES_PROJECT }, 'bench-10x');
  const tenTimes = getFirestore(app);
  const datasets = tenTimesDatasets();
  const started = performance.now();
  const imported = await importDatasets(tenTimes, datasets);
  console.log(
    `imported ${datasets.map((dataset) => `${dataset.meta.id} ${dataset.rows.length.toLocaleString('en-US')} rows`).join(', ')}` +
      ` in ${ms(performance.now() - started)} (views ${JSON.stringify(imported.views)})`,
  );
  printBuilds(measureBuilds(TEN_TIMES_PROJECT, await buildCases(tenTimes)), true, '10x');

  const largest = await largestDocument(tenTimes);
  console.log(
    `largest document at 10x: ${largest.path}, ${kb(largest.bytes)} of ${largest.documents} documents, limit ${kb(MAX_DOCUMENT_BYTES)}: ` +
      check(largest.bytes < MAX_DOCUMENT_BYTES, 'document size at 10x'),
  );
}

/** Lighthouse runs per route that count; the median one (by performance score) is printed. */
const LIGHTHOUSE_RUNS = 3;
/** Runs tried per route at most, for LIGHTHOUSE_RUNS that count. */
const LIGHTHOUSE_ATTEMPTS = 5;
/**
 * A run counts when Lighthouse's own BenchmarkIndex, measured as it loaded the page, is within
 * this share of the calibration before it: Lighthouse simulates the slow phone by scaling the
 * tasks it saw, so a run during which the machine was much slower (or faster) than calibrated
 * emulates another phone, and is set aside.
 */
const INDEX_TOLERANCE = 0.3;

interface LighthouseRun {
  slowdown: CpuSlowdown;
  figures: LighthouseFigures;
}

const steady = ({ slowdown, figures }: LighthouseRun) =>
  !figures.runtimeError && Math.abs(figures.benchmarkIndex / slowdown.benchmarkIndex - 1) <= INDEX_TOLERANCE;

async function lighthouseSection(free: TestUser, paid: TestUser): Promise<void> {
  console.log(
    '\n== Lighthouse, mobile settings (emulated phone, simulated slow 4G, CPU slowed to a mid-tier phone) ==',
  );
  console.log(
    `CPU slowdown set before each run from the host's BenchmarkIndex (median of ${BENCHMARK_RUNS} runs of Lighthouse's benchmark)` +
      ` by ${CPU_SLOWDOWN_RULE}; ${LIGHTHOUSE_RUNS} runs per route, the median shown; a run whose own index strays over` +
      ` ${INDEX_TOLERANCE * 100}% from its calibration is set aside and another tried (at most ${LIGHTHOUSE_ATTEMPTS})`,
  );
  const lighthouseRuns: Array<{
    route: string;
    user?: TestUser;
    budget: { performance: number; accessibility: number; bestPractices: number; seo?: number; lcpMs?: number };
  }> = [
    { route: '/', budget: LIGHTHOUSE_BUDGET },
    { route: '/register', budget: LIGHTHOUSE_BUDGET },
    { route: '/dashboard', user: free, budget: LIGHTHOUSE_SIGNED_IN_BUDGET },
    { route: '/profile', user: free, budget: LIGHTHOUSE_SIGNED_IN_BUDGET },
    { route: '/reports', user: paid, budget: LIGHTHOUSE_REPORTS_BUDGET },
    { route: '/markets/md', budget: LIGHTHOUSE_MARKET_PAGE_BUDGET },
  ];
  // BENCH_LIGHTHOUSE_ROUTES=/reports,/profile measures those routes only (with BENCH_ONLY=lighthouse, to look into one).
  const chosen = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',');
  for (const { route, user, budget } of lighthouseRuns.filter((run) => !chosen || chosen.includes(run.route))) {
    const seoBudget = budget.seo ?? 0;
    const runs: LighthouseRun[] = [];
    const setAside: LighthouseRun[] = [];
    for (let attempt = 0; attempt < LIGHTHOUSE_ATTEMPTS && runs.length < LIGHTHOUSE_RUNS; attempt++) {
      // Measured just before each run: the machine's load, and so its speed, changes during the bench.
      const slowdown = await calibrateCpuSlowdown();
      const run = { slowdown, figures: await lighthouseRoute(route, slowdown.multiplier, user) };
      (steady(run) ? runs : setAside).push(run);
    }
    // Too unsteady a machine for enough runs: every run counts, and the line says so.
    const counted = runs.length > 0 ? runs : setAside;
    const { slowdown, figures } = [...counted].sort((a, b) => a.figures.performance - b.figures.performance)[
      Math.floor((counted.length - 1) / 2)
    ];
    const met =
      figures.performance >= budget.performance &&
      figures.accessibility >= budget.accessibility &&
      figures.bestPractices >= budget.bestPractices &&
      figures.seo >= seoBudget &&
      figures.lcpMs < (budget.lcpMs ?? Infinity);
    console.log(
      `${route.padEnd(11)} ${(user ? 'signed in' : 'signed out').padEnd(11)} performance ${figures.performance}` +
        ` (runs ${counted.map((each) => each.figures.performance).join(', ')}` +
        `${setAside.length && runs.length ? `; ${setAside.length} set aside` : ''}${runs.length ? '' : '; the machine never held steady'}), accessibility ${figures.accessibility}, best practices ${figures.bestPractices}` +
        `${seoBudget ? `, SEO ${figures.seo}` : ''}` +
        ` (budgets ${budget.performance}/${budget.accessibility}/${budget.bestPractices}${seoBudget ? `/${seoBudget}` : ''}` +
        `${budget.lcpMs ? `, LCP under ${ms(budget.lcpMs)}` : ''}): ${check(met, `Lighthouse ${route}`)}` +
        `; LCP ${ms(figures.lcpMs)}, TBT ${ms(figures.tbtMs)}, CLS ${figures.cls.toFixed(3)}` +
        `; BenchmarkIndex ${slowdown.benchmarkIndex.toFixed(0)}: CPU ${slowdown.multiplier}x (${figures.benchmarkIndex.toFixed(0)} during the run)` +
        (slowdown.comparable ? '' : ', a host slower than the phone emulated: not comparable'),
    );
    for (const failure of figures.accessibilityFailures) console.log(`    audit failed: ${failure}`);
    for (const { figures: aside } of setAside.filter((run) => run.figures.runtimeError)) {
      console.log(`    a run failed: ${aside.runtimeError}`);
    }
    if (!met) {
      const busiest = figures.busiestScripts.map((script) => `${script.url} ${ms(script.ms)}`).join(', ');
      console.log(`    busiest scripts on the main thread: ${busiest}`);
    }
  }
}

async function main(): Promise<void> {
  await importPath(adminDb(), reportDataFolder());
  if (only === 'report-builds') {
    await reportBuilds();
    return finish();
  }
  if (only === 'hundred-times') {
    await hundredTimesSources(check);
    return finish();
  }
  if (only === 'data-api') {
    await dataApiLatency(check);
    return finish();
  }
  if (only === 'alert-fan-out') {
    await alertFanOut(check);
    return finish();
  }
  if (only === 'forecasts') {
    forecastTimes();
    return finish();
  }
  if (only === 'as-of-reads') {
    await asOfReads(check);
    return finish();
  }
  const free = await createTestUser();
  const paid = await createTestUser();
  await Promise.all([waitForUserRecord(free.uid), waitForUserRecord(paid.uid)]);
  await setUserFields(paid.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  if (only === 'lighthouse') {
    await lighthouseSection(free, paid);
    return finish();
  }

  console.log('\n== JavaScript per route (gzip, first visit, as Chromium loads it) ==');
  const routes = [
    await weighRoute('/'),
    await weighRoute('/register'),
    await weighRoute('/dashboard', free),
    await weighRoute('/reports', paid),
    await weighRoute('/demo', free),
  ];
  for (const route of routes) {
    const limit = BUNDLE_BUDGETS[route.route];
    const budget = limit ? ` budget ${kb(limit)}: ${check(route.gzipBytes <= limit, `JS for ${route.route}`)}` : '';
    console.log(
      `${route.route.padEnd(11)} ${route.signedIn.padEnd(11)} ${kb(route.gzipBytes).padStart(9)} in ${route.scripts} scripts` +
        `${route.hasPowerBi ? ', powerbi-client' : ''}${route.hasCharts ? ', charts' : ''}${budget}`,
    );
  }
  const mapChunk = chunkWeight('county-map');
  console.log(
    `county map (Colorado's boundaries and the map), loaded only with the Colorado report: ${kb(mapChunk)}` +
      ` budget ${kb(MAP_CHUNK_BUDGET)}: ${check(mapChunk <= MAP_CHUNK_BUDGET, 'county map chunk')}`,
  );
  const home = routes[0];
  console.log(
    `powerbi-client and charts absent from /: ${check(!home.hasPowerBi && !home.hasCharts, 'no powerbi-client or charts on /')}`,
  );

  await lighthouseSection(free, paid);

  console.log(
    `\n== Report tab click to its first chart drawn (/reports, paid reader, warm, ${TAB_TO_CHART.clicks} clicks) ==`,
  );
  const tabs = await tabToChart(paid, TAB_TO_CHART.clicks);
  const sorted = [...tabs.samples].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  console.log(
    `p50 ${ms(p50)}, p95 ${ms(percentile(sorted, 95))}, budget p50 ${ms(TAB_TO_CHART.p50Budget)}: ` +
      `${check(p50 < TAB_TO_CHART.p50Budget, 'tab click to chart')} (round ${tabs.tabs.join(', ')})`,
  );

  console.log('\n== Cold start of the api function (module load, median of 7 fresh processes) ==');
  const cold = coldStart();
  console.log(
    `api ${ms(cold.api)}, hello-world ${ms(cold.helloWorld)}: ratio ${cold.ratio.toFixed(2)}x, budget ${COLD_START_BUDGET}x: ${check(cold.ratio <= COLD_START_BUDGET, 'cold start ratio')}`,
  );
  console.log(`(first request's lazy load of the Express app: ${ms(cold.apiFirstRequest)})`);

  console.log('\n== Latency through Hosting, 1,000 requests after 50 warm-up ==');
  // User reads and embed tokens are limited to 120 a minute per user (and 1,200 per address):
  // the calls are spread over readers and addresses, enough for both sections below within
  // one minute, so the figures time the API, not its rate limiter. Made a few at a time: the
  // Functions emulator runs the sign-up trigger serially.
  const readers: Awaited<ReturnType<typeof createTestUser>>[] = [];
  while (readers.length < READERS) {
    const batch = await Promise.all(Array.from({ length: 4 }, () => createTestUser()));
    for (const reader of batch) await waitForUserRecord(reader.uid, 60_000);
    readers.push(...batch);
  }
  await Promise.all(
    readers.map((reader) => setUserFields(reader.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' })),
  );
  let turn = 0;
  /** The next reader's call, from the next of 250 documentation addresses. */
  const asNextReader = (path: (reader: (typeof readers)[number]) => string) => () => {
    const reader = readers[turn++ % readers.length];
    return fetch(apiUrl(path(reader)), {
      headers: { authorization: `Bearer ${reader.idToken}`, 'x-local-visitor-address': `198.51.100.${turn % 250}` },
    });
  };
  const marketPage = await latency(() => fetch(`${APP_URL}/markets/md`), 200, 10);
  console.log(
    `GET /markets/md (HTML, warm)${' '.repeat(8)} p50 ${ms(marketPage.p50).padStart(9)}  p99 ${ms(marketPage.p99).padStart(9)}, ` +
      `budget p50 ${ms(MARKET_PAGE_HTML_BUDGET)}: ${check(marketPage.p50 < MARKET_PAGE_HTML_BUDGET && marketPage.errors === 0, 'market page HTML')}`,
  );
  const health = await latency(() => fetch(apiUrl('/health')));
  const user = await latency(asNextReader((reader) => `/users/${reader.uid}`));
  const embed = await latency(asNextReader(() => '/powerbi/report/embedToken'));
  for (const [name, figures] of [
    ['GET /api/health', health],
    ['GET /api/users/:uid', user],
    ['GET /api/powerbi/report/embedToken', embed],
  ] as const) {
    console.log(
      `${name.padEnd(36)} p50 ${ms(figures.p50).padStart(9)}  p99 ${ms(figures.p99).padStart(9)}  ` +
        `(x${(figures.p50 / health.p50).toFixed(2)} / x${(figures.p99 / health.p99).toFixed(2)} of health), ` +
        `${figures.errors} errors: ${check(figures.errors === 0, `errors on ${name}`)}`,
    );
  }

  console.log(`\n== Load: 20 connections for 20 s on GET /api/users/:uid (${READERS} readers) ==`);
  const loaded = await load(asNextReader((reader) => `/users/${reader.uid}`));
  console.log(
    `${loaded.perSecond.toFixed(0)} requests/s, p50 ${ms(loaded.p50)}, p99 ${ms(loaded.p99)}, ${loaded.errors} errors: ${check(loaded.errors === 0, 'load errors')}`,
  );

  await reportBuilds();
  forecastTimes();
  await hundredTimesSources(check);
  await asOfReads(check);
  // Last: it imports the 10x data over the real data the sections above read.
  await dataApiLatency(check);
  await alertFanOut(check);
  finish();
}

function finish(): void {
  console.log(missed.length ? `\nBudgets missed: ${missed.join(', ')}` : '\nEvery budget met.');
  process.exit(missed.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
