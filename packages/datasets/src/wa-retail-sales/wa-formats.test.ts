import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { parseFile } from '../kit/parse-files';
import { cents, parseOne, sample, SAMPLES } from '../kit/published-samples';

const WA_CSV = sample('wa-lcb/wa-retail-sales-by-license-by-month.csv');
const WA_XLSX = sample(
  'wa-lcb/2021-12-06-MJ-Sales-Activity-by-License-Number-Traceability-Contingency-Reporting-Retail.xlsx',
);
const PANEL = sample('cannlytics-compiled/state-cannabis-monthly-panel.csv');
const LICENSES = sample('cannlytics-licenses-2023/licenses-wa-latest.csv');

describe('WSLCB sales activity by license number', () => {
  let csv: ParsedDataset<'wa-retail-sales'>;
  let xlsx: ParsedDataset<'wa-retail-sales'>;
  before(async () => {
    [csv, xlsx] = await Promise.all([parseOne(WA_CSV, 'wa-retail-sales'), parseOne(WA_XLSX, 'wa-retail-sales')]);
  });

  it('accounts for every one of the 20,807 rows of the CSV', () => {
    assert.equal(csv.rows.length + csv.rejected.length + csv.merged.length, 20_807);
    // The one row without Total Sales; the 34 second rows of a licence's month are added to the first.
    assert.equal(csv.rejected.length, 1);
    assert.equal(csv.merged.length, 34);
  });

  it('rejects the row of license 422992 in 2019-02, which has no Total Sales, with its file and line', async () => {
    const line = (await readFile(WA_CSV, 'utf8')).split('\n')[6611 - 1];
    assert.match(line, /^422992,2019-02,,/);
    assert.deepEqual(
      csv.rejected.find((row) => row.line === 6611),
      { file: WA_CSV, line: 6611, reason: 'total_sales_usd is missing' },
    );
    assert.ok(!csv.rows.some((row) => row.license === '422992' && row.period === '2019-02'));
  });

  it("adds a late report to its licence's month, and lists it as merged", () => {
    assert.deepEqual(
      csv.merged.find((row) => row.line === 47),
      { file: WA_CSV, line: 47, reason: 'added to line 46 (a late or supplementary report of the same month)' },
    );
    // Lines 46 and 47: 187,446.44 + 15,393.24 and 69,355.18 + 5,695.50.
    assert.deepEqual(
      csv.rows.find((row) => row.license === '413374' && row.period === '2017-11'),
      { period: '2017-11', license: '413374', sales: 202_839.68, excise: 75_050.68 },
    );
    // Two licence-months are listed twice with the same figures: both rows are the publication's, so both count.
    assert.deepEqual(
      csv.merged.filter((row) => row.reason.includes('same figures')).map((row) => row.line),
      [391, 553],
    );
  });

  it('gives monthly totals equal to the sum of every row of the publication, and to the panel in all 48 months', async () => {
    // Recomputed from the files with plain string splitting, not the importer's readers.
    const lines = (file: string) =>
      readFile(file, 'utf8').then((text) =>
        text
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => line.split(',')),
      );
    const published = new Map<string, number>();
    for (const [, period, sales] of await lines(WA_CSV))
      published.set(period, (published.get(period) ?? 0) + Number(sales || 0));
    const panel = new Map<string, number>();
    for (const [date, state, sales] of await lines(PANEL))
      if (state === 'WA') panel.set(date.slice(0, 7), Number(sales));

    const imported = new Map<string, number[]>();
    for (const row of csv.rows) imported.set(row.period, [...(imported.get(row.period) ?? []), row.sales]);
    assert.equal(imported.size, 48);
    assert.deepEqual([...panel.keys()].sort(), [...imported.keys()].sort());
    for (const [period, amounts] of imported) {
      assert.equal(cents(amounts), Math.round(published.get(period)! * 100), `${period}: every row of the publication`);
      assert.equal(cents(amounts), Math.round(panel.get(period)! * 100), `${period}: the panel's WA figure`);
    }
  });

  it('adds up to the statewide 2021-10 total of $115,931,747.87', () => {
    assert.equal(cents(csv.rows.filter((row) => row.period === '2021-10').map((row) => row.sales)), 11_593_174_787);
  });

  it('pads 5-digit license numbers and keeps suffixed ones', () => {
    assert.ok(csv.rows.some((row) => row.license === '071368' && row.period === '2019-09'));
    assert.ok(csv.rows.some((row) => row.license === '417949-1'));
    assert.ok(csv.rows.some((row) => row.license === '421069-1C'));
    assert.deepEqual(
      csv.rows.filter((row) => !/^\d{6}(-\d+[A-Z]?)?$/.test(row.license)),
      [],
    );
  });

  it('describes the dataset', () => {
    assert.deepEqual(
      { ...csv.meta, licence: undefined },
      {
        id: 'wa-retail-sales',
        title: 'Marijuana Sales Activity by License Number – Traceability Contingency Reporting – Retail',
        cadence: 'Monthly: WSLCB republishes the whole file with each month added (figures revised by late reports)',
        publisher: 'Washington State Liquor and Cannabis Board (WSLCB)',
        sourceUrl: 'https://lcb.wa.gov/records/frequently-requested-lists',
        licence: undefined,
        sample: false,
        periodFrom: '2017-11',
        periodTo: '2021-10',
      },
    );
    assert.match(csv.meta.licence, /Attribute WSLCB/);
  });

  it('reads the original workbook, under its title rows, to exactly the rows of the CSV', () => {
    assert.deepEqual(xlsx.rows, csv.rows);
    assert.deepEqual(xlsx.meta, csv.meta);
    assert.equal(xlsx.rejected.length, csv.rejected.length);
    assert.deepEqual(
      xlsx.merged.map((row) => row.reason),
      csv.merged.map((row) => row.reason.replace(/\d+/g, (line) => String(Number(line) + 3))),
    );
    assert.equal(cents(xlsx.rows.filter((row) => row.period === '2021-10').map((row) => row.sales)), 11_593_174_787);
    // Sheet rows: the header is row 4, so CSV line 6611 is row 6614.
    assert.deepEqual(
      xlsx.rejected.find((row) => row.line === 6614),
      { file: WA_XLSX, line: 6614, reason: 'Total Sales is missing' },
    );
  });
});

describe('Cannlytics licence lists', () => {
  let licenses: ParsedDataset<'wa-licenses'>;
  before(async () => {
    licenses = await parseOne(LICENSES, 'wa-licenses');
  });

  it('accounts for the 743 rows of the WA list', () => {
    assert.equal(licenses.rows.length + licenses.rejected.length, 743);
    assert.equal(licenses.rows.length, 513);
    // The medical retailer row of a store repeats its adult-use row's license number.
    assert.equal(licenses.rejected.filter((row) => row.reason.startsWith('duplicate of line ')).length, 229);
    assert.deepEqual(
      licenses.rejected.filter((row) => !row.reason.startsWith('duplicate')),
      [{ file: LICENSES, line: 744, reason: 'license_number is not a WSLCB license number: "21"' }],
    );
    assert.equal(licenses.meta.periodFrom, '2023-08');
    assert.equal(licenses.meta.periodTo, '2023-08');
  });

  it('names and places a store, with tidy city and county names', () => {
    assert.deepEqual(
      licenses.rows.find((row) => row.license === '430562'),
      { license: '430562', name: '#Hashtag', city: 'Seattle', county: 'King', type: 'Adult-Use Retailer' },
    );
    assert.equal(licenses.rows.find((row) => row.license === '071368')?.name, 'The Herbery');
  });

  it("leaves out other states' lists", async () => {
    assert.deepEqual(await parseFile(path.join(SAMPLES, 'cannlytics-licenses-2023/licenses-or-latest.csv')), []);
  });
});
