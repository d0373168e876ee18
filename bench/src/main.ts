/**
 * `npm run bench` (inside the emulators, started by scripts/bench.ts): prints every speed
 * and size figure of issue #7 that is measured so far, each with its budget, and exits
 * non-zero when one is missed. A benchmark, not a test: figures vary with the machine.
 */
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { importPath } from '@cannabis-reports/data-import';
import { reportDataFolder } from '@cannabis-reports/test-support/src/report-data';
import { weighRoute } from './bundle';
import { lighthouseRoute } from './lighthouse';
import { coldStart } from './cold-start';
import { latency, load } from './latency';
import { kb, ms } from './stats';

/** JavaScript budgets per route (gzip): the sign-in page, and /demo with its framed report. */
const BUNDLE_BUDGETS: Record<string, number> = { '/': 130 * 1024, '/demo': 160 * 1024 };
/** Signed-out pages, then the signed-in ones, which wait for the API before they show. */
const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, bestPractices: 95 };
const LIGHTHOUSE_SIGNED_IN_BUDGET = { performance: 90, accessibility: 100, bestPractices: 95 };
const COLD_START_BUDGET = 1.5;

const missed: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) missed.push(what);
  return ok ? 'ok' : 'MISSED';
};

async function main(): Promise<void> {
  await importPath(adminDb(), reportDataFolder());
  const free = await createTestUser();
  const paid = await createTestUser();
  await Promise.all([waitForUserRecord(free.uid), waitForUserRecord(paid.uid)]);
  await setUserFields(paid.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });

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
  const home = routes[0];
  console.log(
    `powerbi-client and charts absent from /: ${check(!home.hasPowerBi && !home.hasCharts, 'no powerbi-client or charts on /')}`,
  );

  console.log('\n== Lighthouse, mobile settings (emulated phone, simulated slow 4G, 4x CPU) ==');
  const lighthouseRuns = [
    { route: '/', budget: LIGHTHOUSE_BUDGET },
    { route: '/register', budget: LIGHTHOUSE_BUDGET },
    { route: '/dashboard', user: free, budget: LIGHTHOUSE_SIGNED_IN_BUDGET },
    { route: '/profile', user: free, budget: LIGHTHOUSE_SIGNED_IN_BUDGET },
    { route: '/reports', user: paid, budget: LIGHTHOUSE_SIGNED_IN_BUDGET },
  ];
  for (const { route, user, budget } of lighthouseRuns) {
    const figures = await lighthouseRoute(route, user);
    const met =
      figures.performance >= budget.performance &&
      figures.accessibility >= budget.accessibility &&
      figures.bestPractices >= budget.bestPractices;
    console.log(
      `${route.padEnd(11)} ${(user ? 'signed in' : 'signed out').padEnd(11)} performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}` +
        ` (budgets ${budget.performance}/${budget.accessibility}/${budget.bestPractices}): ${check(met, `Lighthouse ${route}`)}` +
        `; LCP ${ms(figures.lcpMs)}, TBT ${ms(figures.tbtMs)}, CLS ${figures.cls.toFixed(3)}`,
    );
    for (const failure of figures.accessibilityFailures) console.log(`    accessibility audit failed: ${failure}`);
  }

  console.log('\n== Cold start of the api function (module load, median of 7 fresh processes) ==');
  const cold = coldStart();
  console.log(
    `api ${ms(cold.api)}, hello-world ${ms(cold.helloWorld)}: ratio ${cold.ratio.toFixed(2)}x, budget ${COLD_START_BUDGET}x: ${check(cold.ratio <= COLD_START_BUDGET, 'cold start ratio')}`,
  );
  console.log(`(first request's lazy load of the Express app: ${ms(cold.apiFirstRequest)})`);

  console.log('\n== Latency through Hosting, 1,000 requests after 50 warm-up ==');
  const health = await latency(() => fetch(apiUrl('/health')));
  const user = await latency(() =>
    fetch(apiUrl(`/users/${paid.uid}`), { headers: { authorization: `Bearer ${paid.idToken}` } }),
  );
  // The embed token is limited to 120 calls a minute per user: spread the calls over readers.
  const readers = await Promise.all(Array.from({ length: 20 }, () => createTestUser()));
  await Promise.all(readers.map((reader) => waitForUserRecord(reader.uid)));
  await Promise.all(
    readers.map((reader) => setUserFields(reader.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' })),
  );
  let turn = 0;
  const embed = await latency(() => {
    const reader = readers[turn++ % readers.length];
    return fetch(apiUrl('/powerbi/report/embedToken'), {
      headers: { authorization: `Bearer ${reader.idToken}`, 'x-forwarded-for': `198.51.100.${turn % 250}` },
    });
  });
  for (const [name, figures] of [
    ['GET /api/health', health],
    ['GET /api/users/:uid', user],
    ['GET /api/powerbi/report/embedToken', embed],
  ] as const) {
    console.log(
      `${name.padEnd(36)} p50 ${ms(figures.p50).padStart(9)}  p99 ${ms(figures.p99).padStart(9)}  ` +
        `(x${(figures.p50 / health.p50).toFixed(2)} / x${(figures.p99 / health.p99).toFixed(2)} of health)${figures.errors ? `, ${figures.errors} errors` : ''}`,
    );
  }

  console.log('\n== Load: 20 connections for 20 s on GET /api/users/:uid ==');
  const loaded = await load(() =>
    fetch(apiUrl(`/users/${paid.uid}`), { headers: { authorization: `Bearer ${paid.idToken}` } }),
  );
  console.log(
    `${loaded.perSecond.toFixed(0)} requests/s, p50 ${ms(loaded.p50)}, p99 ${ms(loaded.p99)}, ${loaded.errors} errors: ${check(loaded.errors === 0, 'load errors')}`,
  );

  console.log(missed.length ? `\nBudgets missed: ${missed.join(', ')}` : '\nEvery budget met.');
  process.exit(missed.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
