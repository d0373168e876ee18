/**
 * 'As of' reads at ten times the data: the generated 10x Washington store sales written as
 * VERSIONS versions, one a day (each a month longer than the one before, as a publisher adds a
 * month), into a project of their own; then, in a fresh process standing for one API instance,
 * READS data API reads at once, each 'as of' another day and so another old version, which the
 * instance must load whole. Its peak memory must stay within the api function's; the reads the
 * bound on loads at once refused (503, asked again after Retry-After) are counted.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import { writeDataset } from '@cannabis-reports/data-import';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { AsOfProbeFigures } from './as-of-probe';
import { bundleForChild } from './child-bundle';
import { mib } from './memory-probe';
import { ms } from './stats';
import { tenTimesDatasets } from './ten-times-data';
import { projectEnv, runProbe } from './probe-process';

const PROJECT = 'demo-bench-as-of';
const DATASET = 'wa-retail-sales' as DatasetId;
const VERSIONS = 20;
const READS = 20;
const BUNDLE = 'node_modules/.cache/bench/as-of-probe.js';
/** The api function's memory (runtime-limits.ts). */
const PEAK_MEMORY_BUDGET_BYTES = 512 * 1024 * 1024;

const dayOf = (index: number) => `2025-01-${String(index + 1).padStart(2, '0')}`;

/** Writes the versions, the first the 10x data's first months, each next one a month longer; answers their row counts. */
async function writeVersions(): Promise<number[]> {
  const app = getApps().find((each) => each.name === PROJECT) ?? initializeApp({ projectId: PROJECT }, PROJECT);
  const db = getFirestore(app);
  const input = tenTimesDatasets().find((dataset) => dataset.meta.id === DATASET)!;
  const periods = [...new Set(input.rows.map((row) => String((row as { period: string }).period)))].sort();
  const counts: number[] = [];
  for (let index = 0; index < VERSIONS; index++) {
    const periodTo = periods[periods.length - VERSIONS + index];
    const rows = input.rows.filter((row) => String((row as { period: string }).period) <= periodTo);
    await writeDataset(
      db,
      { ...input, meta: { ...input.meta, periodTo }, rows },
      new Date(`${dayOf(index)}T12:00:00Z`),
    );
    counts.push(rows.length);
  }
  return counts;
}

export async function asOfReads(check: (ok: boolean, what: string) => string): Promise<void> {
  console.log(
    `\n== 'As of' reads at ten times the data: ${READS} at once, each of another old version of ${DATASET}` +
      ` (project ${PROJECT}); budget peak memory <= ${mib(PEAK_MEMORY_BUDGET_BYTES)} in one API instance ==`,
  );
  bundleForChild({ entryPoints: ['src/as-of-probe.ts'] }, BUNDLE);
  const started = performance.now();
  const counts = await writeVersions();
  console.log(
    `wrote ${VERSIONS} versions of ${Math.min(...counts).toLocaleString('en-US')} to ${Math.max(...counts).toLocaleString('en-US')} rows in ${ms(performance.now() - started)}`,
  );
  const days = Array.from({ length: READS }, (_, index) => dayOf(index % VERSIONS));
  const figures = await runProbe<AsOfProbeFigures>(BUNDLE, {
    ...projectEnv(PROJECT),
    BENCH_AS_OF: JSON.stringify({ datasetId: DATASET, days }),
  });
  const met = figures.peakRssBytes <= PEAK_MEMORY_BUDGET_BYTES;
  console.log(
    `${figures.answered} reads of ${figures.versions} versions (${figures.rows.toLocaleString('en-US')} rows) answered in ${ms(figures.ms)};` +
      ` ${figures.refused} answers 503 versions_busy, asked again after Retry-After: ` +
      check(figures.answered === READS && figures.versions === Math.min(READS, VERSIONS), "'as of' reads answered") +
      `; peak memory ${mib(figures.peakRssBytes)} (${mib(figures.startRssBytes)} before the reads): ` +
      check(met, "'as of' reads' peak memory at 10x"),
  );
}
