/**
 * The compact snapshot of the regulators' data carried in the repository (data-snapshot/),
 * so that the first `npm start` shows real figures offline: each dataset as the importer
 * parsed it (attribution, rows, and the rejected and merged rows' counts), one gzipped JSON
 * file per dataset. Built by `npm run build-data-snapshot` from the published files.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ParsedDataset } from '@cannabis-reports/datasets';

const SUFFIX = '.json.gz';

/**
 * Only what the product stores travels: the rejected and merged rows keep their file and
 * line for the importer's report, which the snapshot does not need beyond their count.
 */
function compact(dataset: ParsedDataset): ParsedDataset {
  const strip = <T extends { file: string }>(rows: T[]) =>
    rows.map((row) => ({ ...row, file: path.basename(row.file) }));
  return { ...dataset, rejected: strip(dataset.rejected), merged: strip(dataset.merged) };
}

/** Deterministic bytes for the same datasets (gzip with no timestamp), so a rebuild changes nothing. */
export function snapshotBytes(dataset: ParsedDataset): Buffer {
  return gzipSync(JSON.stringify(compact(dataset)), { level: 9 });
}

export function writeSnapshot(folder: string, datasets: ParsedDataset[]): string[] {
  return datasets.map((dataset) => {
    const file = path.join(folder, `${dataset.meta.id}${SUFFIX}`);
    writeFileSync(file, snapshotBytes(dataset));
    return file;
  });
}

export function readSnapshot(folder: string): ParsedDataset[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(SUFFIX))
    .sort()
    .map((name) => JSON.parse(gunzipSync(readFileSync(path.join(folder, name))).toString('utf8')) as ParsedDataset);
}
