/**
 * `npm run build-data-snapshot [data folder]`: rebuilds data-snapshot/ from the regulators'
 * published files (by default ../shared/data/public-cannabis beside the repository), one
 * gzipped dataset per file, and its README naming each source and licence.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeSnapshot } from '@cannabis-reports/data-import';
import { parsePath, SNAPSHOT_SOURCES, type ParsedDataset } from '@cannabis-reports/datasets';
import { mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';

const ROOT = path.resolve(__dirname, '..');
const SNAPSHOT = path.join(ROOT, 'data-snapshot');
const source = path.resolve(process.argv[2] ?? path.join(ROOT, '..', 'shared', 'data', 'public-cannabis'));

function readme(datasets: ParsedDataset[]): string {
  const rows = datasets.map(
    ({ meta, rows }) =>
      `| \`${meta.id}\` | ${meta.title} | ${meta.publisher} | ${meta.periodFrom} to ${meta.periodTo} | ${rows.length} | ${meta.licence} | ${meta.sourceUrl} |`,
  );
  return [
    '# Data snapshot',
    '',
    'A compact copy of public data published by US state regulators, Statistics Canada and FRED, so that',
    '`npm start` shows real figures offline.',
    '',
    'Each file is one dataset as the importer parsed it (gzipped JSON:',
    'attribution, normalized rows, and the rows the importer rejected or merged, with reasons).',
    "Built by `npm run build-data-snapshot` from the files each dataset's source names",
    '(`packages/datasets/src/<dataset-id>/source.ts`); do not edit by hand. Money is in nominal US dollars, except',
    "Statistics Canada's, in Canadian dollars (CAD), which every such row says in its `currency` field.",
    '',
    '| dataset | title | publisher | period | rows | licence | source |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const links = mkdtempSync(path.join(os.tmpdir(), 'snapshot-sources-'));
  for (const file of SNAPSHOT_SOURCES) symlinkSync(path.join(source, file), path.join(links, path.basename(file)));
  const { datasets, skipped } = await parsePath(links);
  rmSync(links, { recursive: true, force: true });
  if (skipped.length) throw new Error(`Files not parsed:\n${skipped.join('\n')}`);
  rmSync(SNAPSHOT, { recursive: true, force: true });
  mkdirSync(SNAPSHOT);
  writeSnapshot(SNAPSHOT, datasets);
  writeFileSync(path.join(SNAPSHOT, 'README.md'), readme(datasets));
  const bytes = readdirSync(SNAPSHOT).reduce((sum, name) => sum + statSync(path.join(SNAPSHOT, name)).size, 0);
  console.log(`data-snapshot/: ${datasets.length} datasets, ${(bytes / 1024).toFixed(0)} KB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
