/**
 * Loading the built-in reports' data into Firestore: a regulator's file or a folder of
 * them (the importer), or the generated sample (the start command's default).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { RejectedRow } from './datasets';
import { parsePath } from './formats';
import { sampleDatasets } from './sample-data';
import { writeDataset, type WriteOutcome } from './store-writer';

export interface ImportSummary {
  datasets: Array<{
    id: string;
    rows: number;
    rejected: number;
    periodFrom: string;
    periodTo: string;
    outcome: WriteOutcome;
  }>;
  rejected: RejectedRow[];
  skipped: string[];
}

export async function importPath(db: Firestore, target: string): Promise<ImportSummary> {
  const { datasets, skipped } = await parsePath(target);
  const summary: ImportSummary = { datasets: [], rejected: [], skipped };
  for (const dataset of datasets) {
    const outcome = await writeDataset(db, dataset);
    summary.datasets.push({
      id: dataset.meta.id,
      rows: dataset.rows.length,
      rejected: dataset.rejected.length,
      periodFrom: dataset.meta.periodFrom,
      periodTo: dataset.meta.periodTo,
      outcome,
    });
    summary.rejected.push(...dataset.rejected);
  }
  return summary;
}

export async function loadSampleData(db: Firestore): Promise<WriteOutcome[]> {
  const outcomes: WriteOutcome[] = [];
  for (const dataset of sampleDatasets()) outcomes.push(await writeDataset(db, dataset));
  return outcomes;
}

/** The summary as the importer prints it: one line per dataset, then every rejected row. */
export function formatSummary(summary: ImportSummary, maxRejected = 100): string {
  const lines = summary.datasets.map(
    (dataset) =>
      `${dataset.id}: ${dataset.rows} rows (${dataset.periodFrom} to ${dataset.periodTo}), ${dataset.rejected} rejected, ${dataset.outcome}`,
  );
  if (summary.datasets.length === 0) lines.push('No dataset found.');
  if (summary.rejected.length) {
    lines.push('', `Rejected rows (${summary.rejected.length}):`);
    for (const row of summary.rejected.slice(0, maxRejected)) lines.push(`  ${row.file}:${row.line}: ${row.reason}`);
    if (summary.rejected.length > maxRejected) lines.push(`  ... and ${summary.rejected.length - maxRejected} more`);
  }
  if (summary.skipped.length) lines.push('', 'Skipped:', ...summary.skipped.map((entry) => `  ${entry}`));
  return lines.join('\n');
}
