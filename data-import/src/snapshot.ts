/**
 * The compact snapshot of the regulators' data carried in the repository (data-snapshot/),
 * so that the first `npm start` shows real figures offline: each dataset as the importer
 * parsed it (attribution, rows, and the rejected and merged rows' counts), one gzipped JSON
 * file per dataset. Built by `npm run build-data-snapshot` from the published files.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ParsedDataset } from './parsed-dataset';

const SUFFIX = '.json.gz';

/** The published files the snapshot is built from, one per dataset (paths under the data folder). */
export const SNAPSHOT_SOURCES = [
  'wa-lcb/wa-retail-sales-by-license-by-month.csv',
  'cannlytics-licenses-2023/licenses-wa-latest.csv',
  'co-dor/co-sales-by-county-by-month-2014-2023.csv',
  'cannlytics-compiled/state-cannabis-monthly-panel.csv',
  'ct-dcp/ct-cannabis-retail-sales-by-week.csv',
  'or-olcc/total_sales_data.csv',
  'or-olcc/oregon_cannabis_data.csv',
  'or-olcc/olcc-cannabis-licensee-public-report-2026-08-08.csv',
  'il-idfpr/il-adult-use-sales-by-month.csv',
  'mi-cra/mi-medical-metrc-monthly.csv',
  'dc-abca/monthly-sales.csv',
  'dc-abca/product-sales-by-type.csv',
  'dc-abca/patients.csv',
  'dc-abca/program-participation.csv',
  'md-mca/md-sales-by-category-by-month.csv',
  'md-mca/md-dashboard-monthly-metrics.csv',
  'az-dor/az-marijuana-taxable-sales-and-collections-by-month.csv',
  'or-dor/or-marijuana-tax-receipts-by-month.csv',
  'ma-ccc/a_sales_au_price_per_gram.csv',
  'census/state-population-2010-2024.csv',
  'census/pop21.csv',
  'multistate-annual-compiled/cannabis_sales_annual.csv',
];

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
