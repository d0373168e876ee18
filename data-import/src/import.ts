/**
 * Loading the built-in reports' data into Firestore: a regulator's file or a folder of
 * them (the importer), or the generated sample (the start command's default).
 */
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import type { MergedRow, RejectedRow } from '@cannabis-reports/datasets';
import { parsePath } from '@cannabis-reports/datasets';
import { sampleDatasets } from './sample-data';
import { readSnapshot } from './snapshot';
import { writeDataset, type DatasetInput, type WriteOutcome } from './store/dataset-store';
import { recordFetch } from './store/history';
import { knownKey, refreshViews, type KnownRows, type ViewOutcome } from './views/refresh-views';

export interface ImportSummary {
  datasets: Array<{
    id: string;
    rows: number;
    rejected: number;
    merged: number;
    periodFrom: string;
    periodTo: string;
    outcome: WriteOutcome;
  }>;
  rejected: RejectedRow[];
  merged: MergedRow[];
  skipped: string[];
  views: Record<string, ViewOutcome>;
}

/**
 * Stores each dataset (all or nothing: see the contracts' datasets.ts), then rebuilds the
 * report views whose inputs changed, from the rows in memory where it has them. `now` is when
 * the new versions count as published (tests date their versions).
 */
export async function importDatasets(db: Firestore, datasets: DatasetInput[], now = new Date()) {
  const known: KnownRows = new Map();
  const outcomes: WriteOutcome[] = [];
  const versions: string[] = [];
  for (const dataset of datasets) {
    const { outcome, version } = await writeDataset(db, dataset, now);
    // A superseded version was never current: the views read the current one from the store.
    if (outcome !== 'superseded') known.set(knownKey(dataset.meta.id, version), dataset.rows);
    outcomes.push(outcome);
    versions.push(version);
  }
  return { outcomes, versions, views: await refreshViews(db, known, now) };
}

/**
 * Imports a file or folder as a development stack or a test loads its data: every dataset
 * stored, whatever share of its rows was rejected, each import recorded as a manual one. A
 * publication imported into production goes through `importFileByHand` (manual-import.ts).
 */
export async function importPath(db: Firestore, target: string): Promise<ImportSummary> {
  const { datasets, skipped } = await parsePath(target);
  const at = new Date();
  const { outcomes, versions, views } = await importDatasets(db, datasets, at);
  for (const [index, dataset] of datasets.entries()) {
    await recordFetch(db, {
      datasetId: dataset.meta.id,
      source: path.basename(target),
      via: 'manual',
      at: at.toISOString(),
      rows: dataset.rows.length,
      outcome: ['unchanged', 'counts updated'].includes(outcomes[index]) ? 'unchanged' : 'imported',
      // A superseded version was never current, and leaves no record to point at.
      version: outcomes[index] === 'superseded' ? undefined : versions[index],
    });
  }
  return {
    datasets: datasets.map((dataset, index) => ({
      id: dataset.meta.id,
      rows: dataset.rows.length,
      rejected: dataset.rejected.length,
      merged: dataset.merged.length,
      periodFrom: dataset.meta.periodFrom,
      periodTo: dataset.meta.periodTo,
      outcome: outcomes[index],
    })),
    rejected: datasets.flatMap((dataset) => dataset.rejected),
    merged: datasets.flatMap((dataset) => dataset.merged),
    skipped,
    views,
  };
}

/** The repository's snapshot of the regulators' data (data-snapshot/), as `npm start` loads it. */
export async function loadSnapshot(db: Firestore, folder: string): Promise<WriteOutcome[]> {
  return (await importDatasets(db, readSnapshot(folder))).outcomes;
}

export async function loadSampleData(db: Firestore): Promise<WriteOutcome[]> {
  return (await importDatasets(db, sampleDatasets())).outcomes;
}

/** Up to `max` listed rows, one a line, with file, line and reason. */
function listRows(title: string, rows: RejectedRow[], max: number): string[] {
  if (rows.length === 0) return [];
  const lines = ['', `${title} (${rows.length}):`];
  for (const row of rows.slice(0, max)) lines.push(`  ${row.file}:${row.line}: ${row.reason}`);
  if (rows.length > max) lines.push(`  ... and ${rows.length - max} more`);
  return lines;
}

/** The summary as the importer prints it: one line per dataset, then every rejected and merged row. */
export function formatSummary(summary: ImportSummary, maxListed = 100): string {
  const lines = summary.datasets.map(
    (dataset) =>
      `${dataset.id}: ${dataset.rows} rows (${dataset.periodFrom} to ${dataset.periodTo}), ${dataset.rejected} rejected, ${dataset.merged} merged, ${dataset.outcome}`,
  );
  if (summary.datasets.length === 0) lines.push('No dataset found.');
  lines.push(...listRows('Rejected rows', summary.rejected, maxListed));
  lines.push(
    ...listRows('Merged rows (added to a row of the same key, or repeats dropped)', summary.merged, maxListed),
  );
  if (summary.skipped.length) lines.push('', 'Skipped:', ...summary.skipped.map((entry) => `  ${entry}`));
  const views = Object.entries(summary.views);
  if (views.length) lines.push('', `Report views: ${views.map(([view, outcome]) => `${view} ${outcome}`).join(', ')}`);
  return lines.join('\n');
}
