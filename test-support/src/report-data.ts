/**
 * The real public files the report tests import (from ../shared, never copied in): one file
 * per dataset the reports draw, gathered in a temporary folder of links so one import takes exactly these.
 * The same files as the product's snapshot (the datasets' SNAPSHOT_SOURCES): a journey run on its
 * own must see what it sees after the suites that load the snapshot.
 */
import { mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SNAPSHOT_SOURCES } from '@cannabis-reports/datasets';

export const SHARED_DATA =
  process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '../../../shared/data/public-cannabis');

export function reportDataFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'report-data-'));
  for (const file of SNAPSHOT_SOURCES)
    symlinkSync(path.join(SHARED_DATA, file), path.join(folder, path.basename(file)));
  return folder;
}
