/**
 * The real public files the report tests import (from ../shared, never copied in): one file
 * per dataset the reports draw, gathered in a temporary folder of links so one import takes exactly these.
 * The same files as the product's snapshot (data-import's SNAPSHOT_SOURCES): a journey run on its
 * own must see what it sees after the suites that load the snapshot.
 */
import { mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHARED_DATA =
  process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '../../../shared/data/public-cannabis');

export const REPORT_FILES = [
  'wa-lcb/wa-retail-sales-by-license-by-month.csv',
  'cannlytics-licenses-2023/licenses-wa-latest.csv',
  'co-dor/co-sales-by-county-by-month-2014-2023.csv',
  'cannlytics-compiled/state-cannabis-monthly-panel.csv',
  'ct-dcp/ct-cannabis-retail-sales-by-week.csv',
  'or-olcc/oregon_cannabis_data.csv',
  'or-olcc/olcc-cannabis-licensee-public-report-2026-08-08.csv',
  'dc-abca/product-sales-by-type.csv',
  'dc-abca/monthly-sales.csv',
  'dc-abca/patients.csv',
  'dc-abca/program-participation.csv',
  'md-mca/md-sales-by-category-by-month.csv',
  'md-mca/md-dashboard-monthly-metrics.csv',
  'az-dor/az-marijuana-taxable-sales-and-collections-by-month.csv',
  'or-dor/or-marijuana-tax-receipts-by-month.csv',
  'or-olcc/total_sales_data.csv',
  'ma-ccc/a_sales_au_price_per_gram.csv',
  'il-idfpr/il-adult-use-sales-by-month.csv',
  'mi-cra/mi-medical-metrc-monthly.csv',
  'census/state-population-2010-2024.csv',
  'census/pop21.csv',
  'multistate-annual-compiled/cannabis_sales_annual.csv',
];

export function reportDataFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'report-data-'));
  for (const file of REPORT_FILES) symlinkSync(path.join(SHARED_DATA, file), path.join(folder, path.basename(file)));
  return folder;
}
