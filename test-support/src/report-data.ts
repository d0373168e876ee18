/**
 * The real public files the report tests import (from ../shared, never copied in): one file
 * per dataset the reports draw, gathered in a temporary folder of links so one import takes exactly these.
 * The same files as the product's snapshot (the datasets' SNAPSHOT_SOURCES): a journey run on its
 * own must see what it sees after the suites that load the snapshot.
 */
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
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

const CT_WEEKLY = 'ct-dcp/ct-cannabis-retail-sales-by-week.csv';

/**
 * Connecticut's weekly file as DCP published it a month before (without its newest month's
 * weeks), in a folder of its own: imported before the report files, it makes the newest month a
 * publication after a first import, which is what a report's 'What's new' tells (a dataset's
 * first import is not news).
 */
export function earlierEditionFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'earlier-edition-'));
  const [header, ...lines] = readFileSync(path.join(SHARED_DATA, CT_WEEKLY), 'utf8').trim().split(/\r?\n/);
  // 'MM/DD/YYYY' week endings: the newest month is the last line's month and year.
  const monthOf = (line: string) => `${line.slice(0, 2)}/${line.slice(6, 10)}`;
  const newest = monthOf(lines.at(-1)!);
  const earlier = lines.filter((line) => monthOf(line) !== newest);
  writeFileSync(path.join(folder, path.basename(CT_WEEKLY)), [header, ...earlier].join('\n') + '\n');
  return folder;
}
