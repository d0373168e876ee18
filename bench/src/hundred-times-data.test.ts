import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parsePath } from '@cannabis-reports/datasets';
import { DAYS, HEADER, MONTHS, monthsOfDailyRows, stateDailyCsv, writeStoreMonthlyCsv } from './hundred-times-data';

describe('the 100x files', () => {
  it("give a state's ten years of daily rows, which the importer reads as its licence-months", async () => {
    const text = stateDailyCsv(3);
    assert.equal(text, stateDailyCsv(3), 'seeded: the same on every run');
    const lines = text.trimEnd().split('\n');
    assert.equal(lines[0], HEADER);
    assert.equal(lines.length - 1, DAYS);
    const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-100x-test-'));
    try {
      const file = path.join(folder, 'state.csv');
      writeFileSync(file, text);
      const [dataset] = (await parsePath(file)).datasets;
      assert.equal(dataset.meta.id, 'wa-retail-sales');
      assert.equal(dataset.rows.length, monthsOfDailyRows());
      assert.equal(dataset.rejected.length, 0);
      assert.equal(dataset.merged.length, DAYS - monthsOfDailyRows());
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('writes store-months up to a size, each row a licence-month of its own', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-100x-test-'));
    try {
      const file = path.join(folder, 'stores.csv');
      const rows = await writeStoreMonthlyCsv(file, 200_000);
      assert.ok(statSync(file).size <= 200_000 && statSync(file).size > 199_900);
      assert.equal(readFileSync(file, 'utf8').trimEnd().split('\n').length - 1, rows);
      const [dataset] = (await parsePath(file)).datasets;
      assert.equal(dataset.rows.length, rows);
      assert.equal(dataset.merged.length + dataset.rejected.length, 0);
      assert.equal(new Set(dataset.rows.map((row) => (row as { period: string }).period)).size, MONTHS);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
