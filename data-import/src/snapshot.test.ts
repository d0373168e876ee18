import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parsePath, SNAPSHOT_SOURCES } from '@cannabis-reports/datasets';
import { readSnapshot, snapshotBytes } from './snapshot';

const SNAPSHOT = path.resolve(__dirname, '..', '..', 'data-snapshot');
const SHARED =
  process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '..', '..', '..', 'shared', 'data', 'public-cannabis');

test('the committed snapshot is exactly what the published files parse to today (rebuild it if not)', async () => {
  const links = mkdtempSync(path.join(os.tmpdir(), 'snapshot-check-'));
  for (const file of SNAPSHOT_SOURCES) symlinkSync(path.join(SHARED, file), path.join(links, path.basename(file)));
  const { datasets } = await parsePath(links);
  const committed = readdirSync(SNAPSHOT).filter((name) => name.endsWith('.json.gz'));
  assert.deepEqual(committed.sort(), datasets.map((dataset) => `${dataset.meta.id}.json.gz`).sort());
  for (const dataset of datasets) {
    const bytes = readFileSync(path.join(SNAPSHOT, `${dataset.meta.id}.json.gz`));
    assert.ok(bytes.equals(snapshotBytes(dataset)), `${dataset.meta.id} is stale: run npm run build-data-snapshot`);
  }
});

test('the snapshot is compact, attributed, and real data', () => {
  const total = readdirSync(SNAPSHOT).reduce((sum, name) => sum + statSync(path.join(SNAPSHOT, name)).size, 0);
  assert.ok(total <= 3 * 1024 * 1024, `${total} bytes is over 3 MB`);
  const readme = readFileSync(path.join(SNAPSHOT, 'README.md'), 'utf8');
  for (const dataset of readSnapshot(SNAPSHOT)) {
    assert.equal(dataset.meta.sample, false, `${dataset.meta.id} is real, not generated`);
    assert.ok(
      dataset.meta.publisher && dataset.meta.licence && dataset.meta.sourceUrl,
      `${dataset.meta.id} attribution`,
    );
    assert.ok(readme.includes(`\`${dataset.meta.id}\``), `README names ${dataset.meta.id}`);
    assert.ok(dataset.rows.length > 0);
  }
});
