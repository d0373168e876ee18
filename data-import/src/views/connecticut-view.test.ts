/** The Connecticut weekly view on DCP's real file, checked against the file split by hand. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { seriesPartId, type ConnecticutWeeklyPart } from '@cannabis-reports/contracts';
import type { ParsedDataset } from '../datasets';
import { isDataset } from '../dataset';
import { parseFile } from '../formats';
import { buildConnecticutView } from './connecticut-view';

const SAMPLES = process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '../../../../shared/data/public-cannabis');
const CT = path.join(SAMPLES, 'ct-dcp/ct-cannabis-retail-sales-by-week.csv');
const DAY = 86_400_000;

describe('the Connecticut weekly view on the real file', () => {
  it('holds every published week, keyed by its first day, with the figures as published', async () => {
    const [dataset] = await parseFile(CT);
    assert.ok(isDataset(dataset, 'ct-weekly-sales'));
    const view = buildConnecticutView((dataset as ParsedDataset<'ct-weekly-sales'>).rows);
    const part = view.parts.get(seriesPartId()) as ConnecticutWeeklyPart;
    assert.equal(view.parts.size, 1);

    const lines = (await readFile(CT, 'utf8')).trim().split('\n').slice(1);
    assert.equal(view.months.length, lines.length);
    for (const line of lines) {
      const cells = line.split(',');
      const [month, day, year] = cells[0].split('/').map(Number);
      const end = Date.UTC(year, month - 1, day);
      const start = Math.max(end - new Date(end).getUTCDay() * DAY, Date.UTC(year, month - 1, 1));
      const index = view.months.indexOf(new Date(start).toISOString().slice(0, 10));
      assert.ok(index >= 0, cells[0]);
      assert.equal(part.weekEnd[index], new Date(end).toISOString().slice(0, 10));
      assert.equal(part.days[index], (end - start) / DAY + 1, cells[0]);
      assert.equal(part.partial[index], part.days[index] < 7, cells[0]);
      assert.equal(part.adultUseSales[index], Number(cells[1]), cells[0]);
      assert.equal(part.medicalSales[index], Number(cells[2]), cells[0]);
      assert.equal(part.totalProducts[index], Number(cells[6]), cells[0]);
      assert.equal(part.adultUseAveragePrice[index], Number(cells[7]), cells[0]);
      assert.equal(part.medicalAveragePrice[index], Number(cells[8]), cells[0]);
    }
    assert.deepEqual(view.months, [...view.months].sort());
    assert.equal(view.months.at(-1), '2026-03-29');
    assert.equal(part.partial.at(-1), true);
    // DCP's December 2023 week whose medical product count does not match its sales is noted.
    assert.match(part.inconsistent[view.months.indexOf('2023-12-24')] ?? '', /product counts do not match/);
    assert.equal(part.inconsistent[view.months.indexOf('2026-03-22')], null);
  });
});
