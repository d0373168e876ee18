/**
 * Report builds: for each built-in report and a few representative
 * queries, the server time of `buildReport` on a cold and on a warm instance, and the
 * Firestore documents it reads, against the emulator.
 *
 * Each measurement runs in a fresh Node process on an esbuild bundle of the report package
 * (as the functions' deployed bundle includes it): its first build is the cold figure (no
 * part cached, the Firestore client not yet connected; module load is the cold-start
 * section's figure, not counted here), then WARM_BUILDS more builds in the same process give
 * the warm figures. Documents read come from the report data path's read counter.
 */
import { execFileSync } from 'node:child_process';
import {
  DEMO_REPORT_ID,
  documentSize,
  readViewPointer,
  REPORTS,
  type PricesSummary,
  type ReportViewPointer,
} from '@cannabis-reports/reports';
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { bundleForChild } from './child-bundle';
import { BENCH } from './probe-process';
import { summarize } from './stats';

const BUNDLE = 'node_modules/.cache/bench/report-build.js';
const WARM_BUILDS = 30;
/** Fresh processes per query, and as many for its baseline; the cold figures are their medians. */
const COLD_PROCESSES = 3;

/** Runs in the measured process: builds one report, cold then warm, and prints the figures as JSON. */
const ENTRY = `
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { buildReport, readViewPointer, withReadCount } from '@cannabis-reports/reports';

const { reportId, query, warm, baselineView } = JSON.parse(process.env.BENCH_REPORT_BUILD ?? '{}');

async function timed() {
  const start = performance.now();
  const db = getFirestore(getApps()[0] ?? initializeApp());
  const { result, reads } = await withReadCount(() => buildReport(db, reportId, query));
  return { ms: performance.now() - start, reads, result };
}

/** The baseline: one document read cold, the least any first request of a fresh instance does. */
async function readOneDocument() {
  const start = performance.now();
  const db = getFirestore(getApps()[0] ?? initializeApp());
  await readViewPointer(db, baselineView);
  process.stdout.write(JSON.stringify({ cold: { ms: performance.now() - start, reads: 1 }, warm: [], months: 0 }));
  process.exit(0);
}

async function main() {
  if (baselineView) return readOneDocument();
  const cold = await timed();
  const warmRuns = [];
  for (let run = 0; run < warm; run++) {
    const { ms, reads } = await timed();
    warmRuns.push({ ms, reads });
  }
  // Months shown: the most months (not state names) on one chart's axis; a comparison of
  // states in one month (a month filter) shows one.
  const months = Math.max(
    cold.result.filters.some((filter) => filter.kind === 'choice' && filter.name === 'month') ? 1 : 0,
    ...cold.result.sections.map((section) =>
      'x' in section ? section.x.filter((x) => /^\\d{4}-\\d{2}$/.test(x)).length : 0,
    ),
  );
  process.stdout.write(JSON.stringify({ cold: { ms: cold.ms, reads: cold.reads }, warm: warmRuns, months }));
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

function bundleEntry(): void {
  bundleForChild(
    { stdin: { contents: ENTRY, resolveDir: BENCH, loader: 'ts', sourcefile: 'bench-report-build.ts' } },
    BUNDLE,
  );
}

export interface BuildCase {
  reportId: string;
  label: string;
  query: Record<string, string>;
}

export interface BuildFigures extends BuildCase {
  coldMs: number;
  /** A cold read of one document by a fresh process, measured beside this case's cold builds. */
  baselineMs: number;
  warmP50: number;
  warmP99: number;
  /** The most documents one request read: cold (nothing cached) and warm. */
  coldReads: number;
  warmReads: number;
  monthsShown: number;
}

async function pointer(db: Firestore, view: string): Promise<ReportViewPointer<Record<string, string[]>>> {
  const found = await readViewPointer(db, view);
  if (!found) throw new Error(`No ${view} view: import the data first`);
  return found as ReportViewPointer<Record<string, string[]>>;
}

const prefer = (names: string[], wanted: string[]) => wanted.find((name) => names.includes(name)) ?? names[0];

/**
 * Default view, the last month alone, and one county (or two states) of each report; every
 * week of the weekly report, the prices of the default state and of one other, and the
 * per-capita comparison in its default month and in the first month.
 */
export async function buildCases(db: Firestore): Promise<BuildCase[]> {
  const [states, washington, colorado, connecticut, prices, perCapita] = await Promise.all(
    ['state-monthly', 'washington-retail', 'colorado-counties', 'connecticut-weekly', 'prices', 'per-capita'].map(
      (view) => pointer(db, view),
    ),
  );
  const priceStates = (prices.summary as unknown as PricesSummary).states.map((state) => state.code);
  const otherPriceState = priceStates.find((code) => code !== 'CT') ?? priceStates[0];
  const last = (months: string[]) => months[months.length - 1];
  const month = (months: string[]) => ({ from: last(months), to: last(months) });
  const waCounty = prefer(washington.summary.counties, ['KING', 'King']);
  const coCounty = prefer(colorado.summary.counties, ['Denver']);
  const cases: BuildCase[] = [
    { reportId: 'market-overview', label: 'all months, all states', query: {} },
    { reportId: 'market-overview', label: 'last month', query: month(states.months) },
    { reportId: 'market-overview', label: 'states WA,CO', query: { states: 'WA,CO' } },
    { reportId: 'washington-retail', label: 'all months', query: {} },
    { reportId: 'washington-retail', label: 'last month', query: month(washington.months) },
    { reportId: 'washington-retail', label: `county ${waCounty}`, query: { county: waCounty } },
    { reportId: 'colorado-counties', label: 'all months', query: {} },
    { reportId: 'colorado-counties', label: 'last month', query: month(colorado.months) },
    { reportId: 'colorado-counties', label: `county ${coCounty}`, query: { county: coCounty } },
    { reportId: 'connecticut-weekly', label: 'default (26 weeks)', query: {} },
    {
      reportId: 'connecticut-weekly',
      label: `all ${connecticut.months.length} weeks`,
      query: { from: connecticut.months[0], to: last(connecticut.months) },
    },
    { reportId: 'prices', label: 'default (CT)', query: {} },
    { reportId: 'prices', label: `state ${otherPriceState}`, query: { state: otherPriceState } },
    { reportId: 'per-capita', label: 'default (latest complete)', query: {} },
    { reportId: 'per-capita', label: 'first month', query: { month: perCapita.months[0] } },
    { reportId: 'compare', label: 'default (4 states, totals)', query: {} },
    { reportId: 'compare', label: 'states MA,OR indexed', query: { states: 'MA,OR', measure: 'indexed' } },
    { reportId: DEMO_REPORT_ID, label: 'default', query: {} },
  ];
  // Every report of the catalogue is measured: one added without cases of its own gets its default view.
  const uncovered = REPORTS.filter((report) => !cases.some((build) => build.reportId === report.id));
  return [...cases, ...uncovered.map((report) => ({ reportId: report.id, label: 'default', query: {} }))];
}

interface ProcessFigures {
  cold: { ms: number; reads: number };
  warm: Array<{ ms: number; reads: number }>;
  months: number;
}

function measureOnce(projectId: string, request: Record<string, unknown>): ProcessFigures {
  const output = execFileSync(process.execPath, [BUNDLE], {
    cwd: BENCH,
    env: {
      ...process.env,
      // The functions' Admin SDK takes its project from these, as on a deployed instance.
      GCLOUD_PROJECT: projectId,
      FIREBASE_CONFIG: JSON.stringify({ projectId }),
      METADATA_SERVER_DETECTION: 'none',
      BENCH_REPORT_BUILD: JSON.stringify(request),
    },
  });
  return JSON.parse(String(output)) as ProcessFigures;
}

/**
 * A cold build's absolute time follows the machine (the process's first connection to
 * Firestore dominates it), so its budget is a ratio to a baseline: the time a fresh process
 * takes to read one document (the market overview's view pointer). Each case's baseline is
 * measured in processes interleaved with its own, so a machine that gets busier or quieter
 * during the run moves both alike.
 */
const BASELINE = { baselineView: 'state-monthly' };

/** Measures every case against the emulator's `projectId`, where the data was imported. */
export function measureBuilds(projectId: string, cases: BuildCase[]): BuildFigures[] {
  bundleEntry();
  return cases.map((build) => {
    const request = { reportId: build.reportId, query: build.query, warm: WARM_BUILDS };
    const runs: ProcessFigures[] = [];
    const baselines: number[] = [];
    for (let process = 0; process < COLD_PROCESSES; process++) {
      baselines.push(measureOnce(projectId, BASELINE).cold.ms);
      runs.push(measureOnce(projectId, request));
    }
    const cold = summarize(runs.map((run) => run.cold.ms));
    const warm = summarize(runs.flatMap((run) => run.warm.map((sample) => sample.ms)));
    return {
      ...build,
      coldMs: cold.p50,
      baselineMs: summarize(baselines).p50,
      warmP50: warm.p50,
      warmP99: warm.p99,
      coldReads: Math.max(...runs.map((run) => run.cold.reads)),
      warmReads: Math.max(...runs.flatMap((run) => run.warm.map((sample) => sample.reads))),
      monthsShown: runs[0].months,
    };
  });
}

/** The largest document of a project (Firestore's storage size) and how many documents it holds. */
export async function largestDocument(db: Firestore): Promise<{ path: string; bytes: number; documents: number }> {
  const largest = { path: '', bytes: 0, documents: 0 };
  const visit = async (collections: CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      const snapshot = await collection.get();
      for (const doc of snapshot.docs) {
        largest.documents++;
        const bytes = documentSize(doc.ref.path, doc.data());
        if (bytes > largest.bytes) Object.assign(largest, { path: doc.ref.path, bytes });
      }
      for (const ref of await collection.listDocuments()) await visit(await ref.listCollections());
    }
  };
  await visit(await db.listCollections());
  return largest;
}
