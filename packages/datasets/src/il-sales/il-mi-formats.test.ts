import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import {
  cents,
  checkBothCopies,
  checkCorruptedCopy,
  checkGarbage,
  parseOne,
  rawRecords,
  sample,
} from '../kit/published-samples';

const IL_CSV = sample('il-idfpr/il-adult-use-sales-by-month.csv');
const IL_XLSX = sample('il-idfpr/sales_data_il.xlsx');
const MI_CSV = sample('mi-cra/mi-medical-metrc-monthly.csv');
const MI_XLSX = sample('mi-cra/michigan_data.xlsx');

describe('IDFPR monthly adult-use cannabis sales', () => {
  let csv: ParsedDataset<'il-sales'>;
  let xlsx: ParsedDataset<'il-sales'>;
  before(async () => {
    [csv, xlsx] = await Promise.all([parseOne(IL_CSV, 'il-sales'), parseOne(IL_XLSX, 'il-sales')]);
  });

  it('reads the 22 months from 2020-01 to 2021-10 of the CSV and of the workbook alike, rejecting none', () => {
    assert.equal(csv.rows.length, 22);
    assert.deepEqual(csv.rejected, []);
    assert.deepEqual(xlsx.rows, csv.rows);
    assert.deepEqual(xlsx.rejected, []);
    assert.equal(csv.meta.periodFrom, '2020-01');
    assert.equal(csv.meta.periodTo, '2021-10');
    assert.match(csv.meta.publisher, /^Illinois Department of Financial and Professional Regulation/);
  });

  it('gives the January 2020 total IDFPR published, and in-state, out-of-state and items as the raw lines', async () => {
    assert.deepEqual(csv.rows[0], {
      period: '2020-01',
      items: 972_045,
      inStateSales: 30_611_632.22,
      outOfStateSales: 8_636_208.61,
      totalSales: 39_247_840.83,
    });
    const raw = await rawRecords(IL_CSV);
    for (const [title, field] of [
      ['in_state_sales', 'inStateSales'],
      ['out_of_state_sales', 'outOfStateSales'],
      ['total_sales', 'totalSales'],
      ['items_sold', 'items'],
    ] as const) {
      assert.equal(cents(csv.rows.map((row) => row[field])), cents(raw.map((record) => Number(record[title]))), title);
    }
  });

  it('rejects the broken lines of a corrupted, truncated copy, and a workbook cut short', async () => {
    await checkCorruptedCopy(IL_CSV, 'il-sales', [
      {
        line: 2,
        text: '2020-01-30,2020,January,1,1,1,2',
        reason: 'month_end 2020-01-30 is not the last day of January 2020',
      },
      { line: 3, text: '2020-02-29,2020,Febuary,1,1,1,2', reason: 'month is not a month name: "Febuary"' },
      { line: 4, text: '2020-03-31,2020,March,1,1,1,', reason: 'total_sales is missing' },
      {
        line: 8,
        text: '2020-05-31,2020,May,989179,34095756.45,10221629.26,44317385.72',
        reason: 'duplicate of line 6',
      },
    ]);
    await checkGarbage(IL_XLSX);
  });

  it('gives each month once when both copies are imported together (import one of them)', async () => {
    await checkBothCopies(IL_XLSX, IL_CSV, 'il-sales');
  });
});

describe('Michigan MRA monthly report METRC figures (medical)', () => {
  let csv: ParsedDataset<'mi-sales'>;
  let xlsx: ParsedDataset<'mi-sales'>;
  before(async () => {
    [csv, xlsx] = await Promise.all([parseOne(MI_CSV, 'mi-sales'), parseOne(MI_XLSX, 'mi-sales')]);
  });

  it('reads the 20 months from 2019-10 to 2021-05 of the CSV and of the workbook (newest first) alike, rejecting none', () => {
    assert.equal(csv.rows.length, 20);
    assert.deepEqual(csv.rejected, []);
    const byPeriod = (rows: typeof csv.rows) => [...rows].sort((a, b) => a.period.localeCompare(b.period));
    assert.deepEqual(byPeriod(xlsx.rows), csv.rows);
    assert.deepEqual(xlsx.rejected, []);
    assert.equal(csv.meta.periodFrom, '2019-10');
    assert.equal(csv.meta.periodTo, '2021-05');
    assert.match(csv.meta.title, /medical/);
  });

  it('keeps blank transfer counts as null, and the figures as the raw lines give them', async () => {
    assert.deepEqual(csv.rows[0], {
      period: '2019-10',
      sales: 28_594_401.95,
      pounds: 14_638.06,
      fluidOunces: 9_160.03,
      transfers: null,
      transfersYearToDate: 12_175,
    });
    // As transcribed: MRA's own report says $26,628,235.46 for November 2019.
    assert.equal(csv.rows[1].sales, 26_627_537.59);
    const raw = await rawRecords(MI_CSV);
    assert.equal(cents(csv.rows.map((row) => row.sales)), cents(raw.map((record) => Number(record.total_sales))));
    assert.equal(
      csv.rows.filter((row) => row.transfersYearToDate === null).length,
      raw.filter((record) => record.completed_transfers_year_to_date === '').length,
    );
  });

  it('rejects the broken lines of a corrupted, truncated copy, and a workbook cut short', async () => {
    await checkCorruptedCopy(MI_CSV, 'mi-sales', [
      { line: 2, text: '2019-10-31,1,1,1,1,1,,,', reason: 'date is not the first day of a month: "2019-10-31"' },
      { line: 3, text: '2019-11-01,1,1.5,1,1,1,,,', reason: 'completed_transfers is not a whole number: "1.5"' },
      { line: 4, text: '2019-12-01,1,1,1,1,,,,', reason: 'total_sales is missing' },
    ]);
    await checkGarbage(MI_XLSX);
  });

  it('gives each month once when both copies are imported together (import one of them)', async () => {
    await checkBothCopies(MI_XLSX, MI_CSV, 'mi-sales');
  });
});
