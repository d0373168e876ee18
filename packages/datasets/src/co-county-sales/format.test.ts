import assert from 'node:assert/strict';
import { symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { isDataset, type ParsedDataset } from '../kit/parsed-dataset';
import { parsePath } from '../kit/parse-files';
import { checkCorruptedCopy, parseOne, rawLines, rawRecords, sample, temporaryFolder } from '../kit/published-samples';

const CO_REPORT = sample('co-dor/marijuana-sales-by-county-2014_to-date_report.csv');
const CO_CONVERTED = sample('co-dor/co-sales-by-county-by-month-2014-2023.csv');
const ANNUAL = sample('multistate-annual-compiled/cannabis_sales_annual.csv');

describe("CDOR's marijuana sales by county report, 2014 to 2023", () => {
  let report: ParsedDataset<'co-county-sales'>;
  let converted: ParsedDataset<'co-county-sales'>;
  let raw: Array<Record<string, string>>;
  before(async () => {
    [report, converted, raw] = await Promise.all([
      parseOne(CO_REPORT, 'co-county-sales'),
      parseOne(CO_CONVERTED, 'co-county-sales'),
      rawRecords(CO_CONVERTED),
    ]);
  });

  it('reads the 5,035 rows of 120 months, 2014-01 to 2023-12, from the report and its conversion alike', () => {
    assert.equal(converted.rows.length, 5_035);
    assert.deepEqual(converted.rejected, []);
    assert.deepEqual(report.rows, converted.rows);
    assert.deepEqual(report.meta, converted.meta);
    assert.equal(converted.meta.periodFrom, '2014-01');
    assert.equal(converted.meta.periodTo, '2023-12');
    assert.equal(new Set(converted.rows.map((row) => row.period)).size, 120);
    assert.equal(converted.rows.filter((row) => row.county === 'Total').length, 120);
    assert.equal(new Set(converted.rows.map((row) => row.county)).size, 45 + 1);
  });

  it("passes over the report's footnotes, as its sheet's export serves them, and rejects no line", async () => {
    const lines = await rawLines(CO_REPORT);
    const notes = lines.filter(
      (text, index) => index >= 5 && !/^\d/.test(text) && text.replaceAll(',', '').trim() !== '',
    );
    assert.equal(notes.length, 8);
    assert.match(notes[2], /Totals include NR data/);
    assert.match(lines.at(-1) ?? '', /^Publish date/);
    assert.deepEqual(report.rejected, []);
    assert.equal(report.rows.length, 5_035);
  });

  it('rejects a line with only a month, which is a row cut short, not a note', async () => {
    const { folder, remove } = await temporaryFolder();
    try {
      const file = path.join(folder, 'report.csv');
      await writeFile(file, `${(await rawLines(CO_REPORT)).slice(0, 8).join('\n')}\n7,,,,\n`);
      const [parsed] = (await parsePath(file)).datasets;
      assert.ok(isDataset(parsed, 'co-county-sales'));
      assert.deepEqual(
        parsed.rejected.map((row) => [row.line, row.reason]),
        [[9, 'Year is not a whole number from 1900 to 2999: ""']],
      );
    } finally {
      await remove();
    }
  });

  it("gives each figure and code as the converted file's raw line does", () => {
    const figure = (text: string) => (text === '' ? null : Number(text));
    const code = (text: string) => (text === '' ? null : text);
    assert.deepEqual(
      converted.rows,
      raw.map((record) => ({
        period: record.period,
        county: record.county,
        medical: figure(record.med_sales_usd),
        retail: figure(record.rec_sales_usd),
        medicalCode: code(record.med_code),
        retailCode: code(record.rec_code),
      })),
    );
  });

  it("keeps CDOR's statewide Total row as the statewide total: 2020-07 medical $43,268,565, the years as the annual file's", async () => {
    const total = (period: string) => converted.rows.find((row) => row.period === period && row.county === 'Total');
    assert.equal(total('2020-07')?.medical, 43_268_565);
    const [, ...annualLines] = await rawLines(ANNUAL);
    const annual = annualLines
      .map((line) => line.split(','))
      .filter(([state, , , basis]) => state === 'Colorado' && basis === 'CY');
    assert.equal(annual.length, 10);
    for (const [, , year, , sales] of annual) {
      const sum = raw
        .filter((record) => record.county === 'Total' && record.year === year)
        .reduce((acc, record) => acc + Number(record.med_sales_usd) + Number(record.rec_sales_usd), 0);
      assert.ok(Math.abs(sum - Number(sales)) <= 1, `${year}: ${sum} against ${sales}`);
    }
  });

  it('keeps the Total above the counties shown, which leave out what CDOR withholds', () => {
    const months = new Set(converted.rows.map((row) => row.period));
    for (const period of months) {
      const rows = converted.rows.filter((row) => row.period === period);
      const total = rows.find((row) => row.county === 'Total')!;
      const counties = rows.filter((row) => row.county !== 'Total');
      const sum = (kind: 'medical' | 'retail') => counties.reduce((acc, row) => acc + (row[kind] ?? 0), 0);
      assert.ok(sum('medical') <= total.medical! && sum('retail') <= total.retail!, period);
      if (counties.some((row) => row.medicalCode === 'NR')) assert.ok(sum('medical') < total.medical!, period);
    }
  });

  it('keeps a withheld figure (NR) and one not applicable (NA) as null with its code, never 0', () => {
    const count = (kind: 'medicalCode' | 'retailCode', code: string) =>
      converted.rows.filter((row) => row[kind] === code).length;
    const rawCount = (column: string, code: string) => raw.filter((record) => record[column] === code).length;
    for (const code of ['NR', 'NA']) {
      assert.equal(count('medicalCode', code), rawCount('med_code', code));
      assert.equal(count('retailCode', code), rawCount('rec_code', code));
    }
    assert.ok(count('retailCode', 'NR') > 0 && count('medicalCode', 'NA') > 0);
    assert.ok(converted.rows.every((row) => (row.medical === null) === (row.medicalCode !== null)));
    assert.ok(converted.rows.every((row) => (row.retail === null) === (row.retailCode !== null)));
    // El Paso's retail sales are withheld or not applicable until late 2023.
    const elPaso = converted.rows.filter((row) => row.county === 'El Paso' && row.retail !== null);
    assert.deepEqual(
      elPaso.map((row) => row.period),
      raw.filter((record) => record.county === 'El Paso' && record.rec_sales_usd !== '').map((record) => record.period),
    );
    assert.ok(elPaso.every((row) => row.period >= '2023-01'));
  });

  it('leaves out the superseded 2014-2020 county file, and gives each row once from the report and its conversion', async () => {
    const { folder, remove } = await temporaryFolder();
    try {
      for (const name of [
        'Marijuana_Sales_Revenue_in_Colorado.csv',
        'co-sales-by-county-by-month.csv',
        'co-sales-by-county-by-month-2014-2023.csv',
        'marijuana-sales-by-county-2014_to-date_report.csv',
      ])
        await symlink(sample(`co-dor/${name}`), path.join(folder, name));
      const { datasets, skipped } = await parsePath(folder);
      assert.deepEqual(skipped.map((entry) => path.basename(entry.slice(0, entry.indexOf(':')))).sort(), [
        'Marijuana_Sales_Revenue_in_Colorado.csv',
        'co-sales-by-county-by-month.csv',
      ]);
      assert.ok(skipped.every((entry) => entry.includes('left out') && entry.includes('superseded')));
      const [co] = datasets;
      assert.ok(isDataset(co, 'co-county-sales'));
      assert.deepEqual(co.rows, converted.rows);
      assert.equal(co.merged.length, 5_035);
    } finally {
      await remove();
    }
  });

  it('rejects codes it does not know, blanks without a code and figures with one, with line and reason', async () => {
    await checkCorruptedCopy(CO_CONVERTED, 'co-county-sales', [
      { line: 3, text: '2014-01,2014,1,Adams,683098,,,NL', reason: 'rec_code is not NR or NA: "NL"' },
      { line: 4, text: '2014-01,2014,1,Alamosa,,,,NA', reason: 'med_sales_usd is blank without a blank code' },
      {
        line: 5,
        text: '2014-01,2014,1,Arapahoe,1188232,,NR,NA',
        reason: 'med_sales_usd is given (1188232) with blank code NR',
      },
      { line: 6, text: '2014-01,2014,13,Archuleta,,,NR,NA', reason: 'month is not a whole number from 1 to 12: "13"' },
      { line: 7, text: '2014-01,2014,1,Total,1,2,,', reason: 'duplicate of line 2' },
    ]);
  });
});
