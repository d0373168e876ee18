import assert from 'node:assert/strict';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { parseFile } from '../kit/parse-files';
import {
  cents,
  checkBothCopies,
  checkCorruptedCopy,
  checkGarbage,
  parseOne,
  rawLines,
  rawRecords,
  sample,
  temporaryFolder,
} from '../kit/published-samples';

const SALES = sample('or-olcc/total_sales_data.csv');
const PRICES_CSV = sample('or-olcc/oregon_cannabis_data.csv');
const PRICES_XLSX = sample('or-olcc/oregon_cannabis_data.xlsx');
const LICENSEES = sample('or-olcc/olcc-cannabis-licensee-public-report-2026-08-08.csv');

describe('OLCC statewide sales trend', () => {
  let sales: ParsedDataset<'or-sales'>;
  before(async () => {
    sales = await parseOne(SALES, 'or-sales');
  });

  it('reads the 54 months from 2016-10 to 2021-03, rejecting none', async () => {
    assert.equal(sales.rows.length, 54);
    assert.deepEqual(sales.rejected, []);
    assert.equal(sales.meta.periodFrom, '2016-10');
    assert.equal(sales.meta.periodTo, '2021-03');
    const raw = await rawRecords(SALES);
    assert.equal(raw.length, 54);
    assert.equal(cents(sales.rows.map((row) => row.sales)), cents(raw.map((record) => Number(record.Sales))));
    assert.deepEqual(sales.rows.at(-1), { period: '2021-03', sales: 109_328_601.92 });
    assert.equal(sales.meta.publisher, 'Oregon Liquor and Cannabis Commission (OLCC)');
    assert.match(sales.meta.licence, /Attribute OLCC/);
  });

  it('rejects the broken lines of a corrupted, truncated copy', async () => {
    await checkCorruptedCopy(SALES, 'or-sales', [
      {
        line: 2,
        text: '10/2/2016,Sales,October 2016,1,1',
        reason: 'Date is not the first day of a month: "10/2/2016"',
      },
      {
        line: 3,
        text: '11/1/2016,Sales,December 2016,1,1',
        reason: 'Tooltip Date "December 2016" is not the month of Date',
      },
      { line: 4, text: '12/1/2016,Sales,December 2016,2,1', reason: 'Sales Detail (2) differs from Sales (1)' },
      { line: 5, text: '1/1/2017,Harvest,January 2017,1,1', reason: 'Measure Names is not "Sales": "Harvest"' },
    ]);
    await checkGarbage();
  });
});

describe('OLCC market prices and product sales (Cannlytics compilation)', () => {
  let csv: ParsedDataset<'or-prices'>;
  let xlsx: ParsedDataset<'or-prices'>;
  before(async () => {
    [csv, xlsx] = await Promise.all([parseOne(PRICES_CSV, 'or-prices'), parseOne(PRICES_XLSX, 'or-prices')]);
  });

  it('reads the 54 months of the CSV and of the workbook alike, rejecting none', () => {
    assert.equal(csv.rows.length, 54);
    assert.deepEqual(csv.rejected, []);
    assert.deepEqual(xlsx.rows, csv.rows);
    assert.deepEqual(xlsx.rejected, []);
    assert.deepEqual(xlsx.meta, csv.meta);
    assert.equal(csv.meta.periodFrom, '2016-10');
    assert.equal(csv.meta.periodTo, '2021-03');
    assert.match(csv.meta.units ?? '', /retail prices in USD per gram; wholesale prices in USD per pound/);
  });

  it('keeps the blank early months as null, and the figures as the raw lines give them', async () => {
    const raw = await rawRecords(PRICES_CSV);
    assert.deepEqual(csv.rows[0], {
      period: '2016-10',
      flowerSales: null,
      concentrateSales: 622_976,
      retailFlowerPrice: 10.5,
      retailConcentratePrice: 40.17,
      wholesaleFlowerPrice: 1784,
      wholesaleConcentratePrice: null,
    });
    assert.equal(
      csv.rows.filter((row) => row.flowerSales === null).length,
      raw.filter((record) => record.flower_sales === '').length,
    );
    assert.equal(
      cents(csv.rows.map((row) => row.concentrateSales)),
      cents(raw.map((record) => Number(record.concentrate_sales))),
    );
    const march = raw.find((record) => record.date === '2021-03-01');
    assert.equal(csv.rows.at(-1)?.retailFlowerPrice, Number(march?.retail_flower_price));
  });

  it("agrees with OLCC's own export on the total sales it repeats (not imported from the compilation)", async () => {
    const compiled = await rawRecords(PRICES_CSV);
    const olcc = await parseOne(SALES, 'or-sales');
    assert.deepEqual(
      compiled.map((record) => cents([Number(record.total_sales)])),
      olcc.rows.map((row) => cents([row.sales])),
    );
  });

  it('rejects the broken lines of a corrupted, truncated copy, and a workbook cut short', async () => {
    await checkCorruptedCopy(PRICES_CSV, 'or-prices', [
      { line: 2, text: '2016-10-15,1,1,1,1,1,1,1', reason: 'date is not the first day of a month: "2016-10-15"' },
      { line: 3, text: '2016-11-01,1,,,,,,', reason: 'gives no figure: every figure column is blank' },
      { line: 4, text: '2016-12-01,1,-5,1,1,1,1,1', reason: 'flower_sales is negative: -5' },
    ]);
    await checkGarbage(PRICES_XLSX);
  });

  it('gives each month once when both copies are imported together (import one of them)', async () => {
    await checkBothCopies(PRICES_XLSX, PRICES_CSV, 'or-prices');
  });
});

describe('OLCC cannabis licensee public report', () => {
  let licensees: ParsedDataset<'or-licensees'>;
  before(async () => {
    licensees = await parseOne(LICENSEES, 'or-licensees');
  });

  it('reads the 2,642 active licences of the 2026-08-08 snapshot, rejecting none', async () => {
    assert.equal((await rawLines(LICENSEES)).length - 1, 2_642);
    assert.equal(licensees.rows.length, 2_642);
    assert.deepEqual(licensees.rejected, []);
    assert.equal(licensees.meta.periodFrom, '2026-08');
    assert.equal(licensees.meta.periodTo, '2026-08');
    assert.equal(licensees.meta.periodKind, 'snapshot');
    assert.match(licensees.meta.licence, /CC0 1\.0.*Attribute OLCC/);
  });

  it('has the mix of licence types and counties the publication lists', () => {
    const types = new Map<string, number>();
    for (const row of licensees.rows) types.set(row.type, (types.get(row.type) ?? 0) + 1);
    assert.equal(types.get('RECREATIONAL PRODUCER'), 1_352);
    assert.equal(types.get('RECREATIONAL RETAILER'), 758);
    assert.equal(types.get('RECREATIONAL PROCESSOR'), 266);
    assert.equal(types.get('RECREATIONAL WHOLESALER'), 232);
    assert.equal(types.get('LABORATORY'), 9);
    assert.equal(new Set(licensees.rows.map((row) => row.county)).size, 31);
    assert.ok(licensees.rows.every((row) => row.status === 'ACTIVE'));
  });

  it('keeps withheld addresses and missing expiration dates as null, and splits endorsements', async () => {
    const lines = await rawLines(LICENSEES);
    assert.equal(
      licensees.rows.filter((row) => row.address === null).length,
      lines.filter((line) => line.includes(',Exempt from Public Disclosure,')).length,
    );
    assert.equal(licensees.rows.filter((row) => row.address === null).length, 1_875);
    assert.equal(licensees.rows.filter((row) => row.expires === null).length, 64);
    assert.deepEqual(
      licensees.rows.find((row) => row.license === '050-10157025C26'),
      {
        license: '050-10157025C26',
        type: 'RECREATIONAL RETAILER',
        legalName: '2L RETAIL INCORPORATED',
        businessName: 'LUCKY LION',
        county: 'Multnomah',
        address: '14800 SE POWELL BLVD # 1 PORTLAND OR  97236-2494',
        endorsements: ['Marijuana Home Delivery', 'Medical Marijuana Retailer'],
        canopy: null,
        tier: null,
        status: 'ACTIVE',
        expires: '2027-07-20',
      },
    );
  });

  it('rejects broken lines of a corrupted, truncated copy', async () => {
    const [, first] = await rawLines(LICENSEES);
    await checkCorruptedCopy(
      LICENSEES,
      'or-licensees',
      [
        {
          line: 3,
          text: first.replace('12/22/2026', '22/12/2026'),
          reason: 'Expiration Date is not a date: "22/12/2026"',
        },
        {
          line: 4,
          text: first.replace('020-1001842C5BE', 'LIC 1'),
          reason: 'License Number is not an OLCC licence number: "LIC 1"',
        },
        { line: 5, text: first.replace('2H MANUFACTURING INCORPORATED', ' '), reason: 'Business Licenses is missing' },
        { line: 6, text: first, reason: 'duplicate of line 2' },
      ],
      'olcc-report-2026-08-08.csv',
    );
  });

  it('refuses a copy whose name does not give the export date, which the export itself lacks', async () => {
    const { folder, remove } = await temporaryFolder();
    try {
      const file = path.join(folder, 'olcc-report.csv');
      await copyFile(LICENSEES, file);
      await assert.rejects(parseFile(file), /export date must be in the file name/);
    } finally {
      await remove();
    }
  });
});
