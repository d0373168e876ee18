import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { parsePath } from '../kit/parse-files';
import { parseOne, quotedLine, rawQuotedRecords, sample, temporaryFolder } from '../kit/published-samples';

const POPULATION = sample('statcan/17100009-population-estimates-quarterly.csv');

describe("Statistics Canada's quarterly population estimates (Table 17-10-0009-01)", () => {
  let population: ParsedDataset<'canada-population'>;
  let raw: Array<Record<string, string>>;
  before(async () => {
    [population, raw] = await Promise.all([parseOne(POPULATION, 'canada-population'), rawQuotedRecords(POPULATION)]);
  });

  it('reads every quarter from 1946-01 to 2025-10, leaving out only the territories combined before 1991-07', () => {
    const combined = raw.filter((record) => record.GEO === 'Northwest Territories including Nunavut');
    assert.equal(combined.length, 161);
    assert.equal(population.rows.length, raw.length - combined.length);
    assert.equal(population.rejected.length, 161);
    assert.ok(
      population.rejected.every((rejected) => /^Northwest Territories including Nunavut: /.test(rejected.reason)),
    );
    assert.deepEqual([population.meta.periodFrom, population.meta.periodTo], ['1946-01', '2025-10']);
    assert.equal(new Set(population.rows.map((row) => row.province)).size, 13 + 1);
  });

  it("gives each estimate as the file's line does: Ontario 2024-07 16,144,797, and the 13 add up to Canada in 2025-07", () => {
    const byKey = new Map(population.rows.map((row) => [`${row.period}|${row.geo}`, row]));
    for (const record of raw.filter((r) => r.GEO !== 'Northwest Territories including Nunavut'))
      assert.equal(byKey.get(`${record.REF_DATE}|${record.GEO}`)?.population, Number(record.VALUE));
    assert.equal(byKey.get('2024-07|Ontario')?.population, 16_144_797);
    const july = raw.filter((record) => record.REF_DATE === '2025-07');
    const canada = july.find((record) => record.GEO === 'Canada');
    const provinces = july.filter((record) => record.GEO !== 'Canada');
    assert.equal(provinces.length, 13);
    assert.equal(
      provinces.reduce((sum, record) => sum + Number(record.VALUE), 0),
      Number(canada?.VALUE),
    );
    assert.equal(byKey.get('2025-10|Nunavut')?.province, 'NU');
  });

  it('leaves out a StatCan table of persons with a dimension besides GEO (by age), never reading it as this one', async () => {
    const { folder, remove } = await temporaryFolder();
    try {
      const header = [
        'REF_DATE',
        'GEO',
        'DGUID',
        'Age group',
        'UOM',
        'UOM_ID',
        'SCALAR_FACTOR',
        'SCALAR_ID',
        'VECTOR',
        'COORDINATE',
        'VALUE',
        'STATUS',
        'SYMBOL',
        'TERMINATED',
        'DECIMALS',
      ];
      const line = [
        '2024-07',
        'Ontario',
        '2021A000235',
        '18 years and over',
        'Persons',
        '249',
        'units',
        '0',
        'v9',
        '7.2',
        '12000000',
        '',
        '',
        '',
        '0',
      ];
      const file = path.join(folder, 'by-age.csv');
      await writeFile(file, `${quotedLine(header, {})}\n${quotedLine(line, {})}\n`);
      const { datasets, skipped } = await parsePath(folder);
      assert.deepEqual(datasets, []);
      assert.deepEqual(skipped, [
        `${file}: left out: a Statistics Canada table with dimensions besides GEO, not the quarterly population estimates`,
      ]);
    } finally {
      await remove();
    }
  });

  it('states its attribution, and that it has no population of legal age', () => {
    assert.match(population.meta.licence, /Table 17-10-0009-01/);
    assert.match(population.meta.units ?? '', /no population of legal age/);
  });
});
