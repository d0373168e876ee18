import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { isDataset } from './parsed-dataset';
import { parseFile, parsePath } from './parse-files';
import { parseOne, sample, SAMPLES } from './published-samples';

const WA_CSV = sample('wa-lcb/wa-retail-sales-by-license-by-month.csv');
const WA_XLSX = sample(
  'wa-lcb/2021-12-06-MJ-Sales-Activity-by-License-Number-Traceability-Contingency-Reporting-Retail.xlsx',
);

describe('files that are not a known format', () => {
  it('throws, naming the file', async () => {
    const file = path.join(SAMPLES, 'or-olcc/harvest_trend_total_data.csv');
    await assert.rejects(parseFile(file), (error: Error) => {
      assert.ok(error.message.startsWith(`${file}: unknown format`), error.message);
      assert.match(error.message, /first row: "Month of Harvest Date,/);
      return true;
    });
  });
});

describe('rejected rows of broken files', () => {
  let folder: string;
  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'data-import-'));
  });
  after(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('rejects the broken lines of a corrupted copy of the WA CSV with their line and reason, keeping the rest', async () => {
    const lines = (await readFile(WA_CSV, 'utf8')).split('\n');
    lines[10 - 1] = '084154,2017-11,n/a,67940.15';
    lines[20 - 1] = '400209,2017-13,55323.65,20469.75';
    lines[30 - 1] = 'ABC123,2017-11,52331.61,19362.7';
    lines[40 - 1] += ',extra';
    const duplicateLine = lines.length; // appended after the last line, which is empty (the file ends with a line break)
    lines[duplicateLine - 1] = '"071368","2017-11","1,000.00",370\n';
    const file = path.join(folder, 'wa-broken.csv');
    await writeFile(file, lines.join('\n'));

    const broken = await parseOne(file, 'wa-retail-sales');
    const reasons = new Map(broken.rejected.map((row) => [row.line, row]));
    assert.deepEqual(reasons.get(10), { file, line: 10, reason: 'total_sales_usd is not a number: "n/a"' });
    assert.deepEqual(reasons.get(20), { file, line: 20, reason: 'reporting_period is not YYYY-MM: "2017-13"' });
    assert.deepEqual(reasons.get(30), {
      file,
      line: 30,
      reason: 'license_number is not a WSLCB license number: "ABC123"',
    });
    assert.deepEqual(reasons.get(40), { file, line: 40, reason: 'has 5 cells where the header has 4' });
    assert.deepEqual(broken.merged.at(-1), {
      file,
      line: duplicateLine,
      reason: 'added to line 2 (a late or supplementary report of the same month)',
    });
    // Everything else is as in the real file: four rows fewer accepted, four more rejected, one more merged.
    assert.equal(broken.rows.length, 20_772 - 4);
    assert.equal(broken.rejected.length, 1 + 4);
    assert.equal(broken.merged.length, 34 + 1);
    assert.deepEqual(broken.rows[0], { period: '2017-11', license: '071368', sales: 419_511.9, excise: 155_219.4 });
  });

  it("applies the CDOR blank-code rules, on the report's layout with title rows, CRLF, a BOM and quoted dollar amounts", async () => {
    const file = path.join(folder, 'co-broken.csv');
    const csv = [
      'Colorado Department of Revenue,,,,',
      'Marijuana Sales by County Report,,,,',
      ',,,,',
      'Month,Year,County,Medical Marijuana Sales ¹,Retail Marijuana Sales ²',
      '1,2020,Park,NR,"$388,731"',
      '1,2020,Adams,"$1,000",XX',
      '1,2020,Baca,,NA',
      '1,2020,Bent,abc,NA',
      '13,2020,Boulder,NA,NA',
      '1,2020,Park,NR,"$5"',
      'NR - Not releasable due to confidentiality requirements. Totals include NR data.,,,,',
    ];
    await writeFile(file, `\uFEFF${csv.join('\r\n')}\r\n`);
    const broken = await parseOne(file, 'co-county-sales');
    assert.deepEqual(broken.rows, [
      { period: '2020-01', county: 'Park', medical: null, retail: 388_731, medicalCode: 'NR', retailCode: null },
    ]);
    assert.deepEqual(
      broken.rejected.map(({ line, reason }) => [line, reason]),
      [
        [6, 'Retail Marijuana Sales ² is not a number: "XX"'],
        [7, 'Medical Marijuana Sales ¹ is blank without a blank code'],
        [8, 'Medical Marijuana Sales ¹ is not a number: "abc"'],
        [9, 'Month is not a whole number from 1 to 12: "13"'],
        [10, 'duplicate of line 5'],
        [
          11,
          'a note, not a data row: "NR - Not releasable due to confidentiality requirements. Totals include NR data."',
        ],
      ],
    );
  });
});

describe('parsePath', () => {
  it('imports the whole samples folder: every dataset, the other files listed as skipped', async () => {
    const { datasets, skipped } = await parsePath(SAMPLES);
    assert.deepEqual(datasets.map((dataset) => dataset.meta.id).sort(), [
      'az-sales-tax',
      'cad-per-usd',
      'canada-population',
      'canada-retail-sales',
      'canada-sales-by-type',
      'co-county-sales',
      'ct-tax-revenue',
      'ct-weekly-sales',
      'dc-participation',
      'dc-patients',
      'dc-product-sales',
      'dc-sales',
      'il-sales',
      'ma-flower-prices',
      'md-dashboard-metrics',
      'md-sales',
      'mi-sales',
      'or-licensees',
      'or-prices',
      'or-sales',
      'or-tax-receipts',
      'state-adults-21',
      'state-annual-sales',
      'state-monthly-indicators',
      'state-monthly-sales',
      'state-population',
      'wa-licenses',
      'wa-retail-sales',
    ]);

    const skippedFile = (relative: string) =>
      skipped.find((entry) => entry.startsWith(`${path.join(SAMPLES, relative)}: `));
    assert.match(skippedFile('or-olcc/harvest_trend_total_data.csv') ?? '', /unknown format/);
    assert.match(skippedFile('il-idfpr/il-adult-use-dispensaries.csv') ?? '', /unknown format/);
    assert.match(skippedFile('cannlytics-compiled/state-cannabis-monthly-panel-sources.csv') ?? '', /left out/);
    assert.match(
      skippedFile('cannlytics-licenses-2023/licenses-co-latest.csv') ?? '',
      /Colorado Marijuana Enforcement Division/,
    );
    assert.equal(skippedFile('wa-lcb/wa-retail-sales-by-license-by-month.csv'), undefined);

    // The folder holds each WA publication twice (original and converted): the second file's rows are duplicates.
    const wa = datasets.find((dataset) => isDataset(dataset, 'wa-retail-sales'));
    assert.equal(wa?.rows.length, 20_772);
    // The converted file repeats the workbook: its rows are dropped, each listed as merged, none rejected twice.
    assert.equal(wa?.rejected.length, 2);
    assert.deepEqual(
      wa?.merged.find((row) => row.file === WA_CSV && row.line === 47),
      { file: WA_CSV, line: 47, reason: `exact repeat of line 49 + 50 in ${WA_XLSX}: dropped` },
    );
    assert.equal(wa?.merged.filter((row) => row.file === WA_CSV).length, 20_806);
    // Colorado: the report, its conversion, the long-form file to 2024-12 and its three earlier editions. The report
    // names each county of a month, with NA where the long form has no line (NR there): those 781 rows of each
    // report copy differ, so they are rejected, and the report's counties the long form never names stay.
    const co = datasets.find((dataset) => isDataset(dataset, 'co-county-sales'));
    assert.equal(co?.rows.length, 5_519);
    assert.equal(co?.meta.periodFrom, '2014-01');
    assert.equal(co?.meta.periodTo, '2024-12');
    assert.equal(co?.rejected.filter((row) => row.reason.startsWith('duplicate of')).length, 2 * 781);
    assert.match(skippedFile('co-dor/Marijuana_Sales_Revenue_in_Colorado.csv') ?? '', /left out: .* superseded/);
  });

  it('merges files of one dataset and widens its periods', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'data-import-'));
    try {
      await mkdir(path.join(folder, 'b'));
      const header = 'license_number,reporting_period,total_sales_usd,excise_tax_due_usd';
      await writeFile(path.join(folder, 'a.csv'), `${header}\n071368,2017-11,10,3.7\n`);
      await writeFile(path.join(folder, 'b', 'c.CSV'), `${header}\n071368,2018-01,20,7.4\n071368,2017-11,10,3.7\n`);
      await writeFile(path.join(folder, 'notes.csv'), 'note\nhello\n');
      await writeFile(path.join(folder, 'readme.txt'), 'not a data file');
      const { datasets, skipped } = await parsePath(folder);
      assert.equal(datasets.length, 1);
      const [merged] = datasets;
      assert.ok(isDataset(merged, 'wa-retail-sales'));
      assert.deepEqual(
        merged.rows.map((row) => row.period),
        ['2017-11', '2018-01'],
      );
      assert.equal(merged.meta.periodFrom, '2017-11');
      assert.equal(merged.meta.periodTo, '2018-01');
      assert.deepEqual(merged.rejected, []);
      assert.deepEqual(merged.merged, [
        {
          file: path.join(folder, 'b', 'c.CSV'),
          line: 3,
          reason: `exact repeat of line 2 in ${path.join(folder, 'a.csv')}: dropped`,
        },
      ]);
      assert.equal(skipped.length, 1);
      assert.match(skipped[0], /notes\.csv: unknown format/);
      // A single file of unknown format is an error, as with parseFile.
      await assert.rejects(parsePath(path.join(folder, 'notes.csv')), /unknown format/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('a ceiling on records', () => {
  it('refuses a file past it while reading it, naming the file, and reads one within it', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'data-import-'));
    try {
      const file = path.join(folder, 'stores.csv');
      const rows = ['license_number,reporting_period,total_sales_usd,excise_tax_due_usd'];
      for (let store = 0; store < 30; store++) rows.push(`${400000 + store},2021-01,100.00,37.00`);
      await writeFile(file, `${rows.join('\n')}\n`);
      await assert.rejects(parseFile(file, { maxRecords: 20 }), (error: Error) => {
        assert.equal(error.message, `${file}: more than 20 records, more than one import holds in memory`);
        return true;
      });
      const [dataset] = await parseFile(file, { maxRecords: 31 });
      assert.equal(dataset.rows.length, 30);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
