import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { isDataset, type DatasetId, type ParsedDataset } from './parsed-dataset';
import { parseFile, parsePath } from './parse-files';

/** The public sample files; they are read in place, never copied into the repo. */
const SAMPLES = process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '../../../shared/data/public-cannabis');

const WA_CSV = path.join(SAMPLES, 'wa-lcb/wa-retail-sales-by-license-by-month.csv');
const WA_XLSX = path.join(
  SAMPLES,
  'wa-lcb/2021-12-06-MJ-Sales-Activity-by-License-Number-Traceability-Contingency-Reporting-Retail.xlsx',
);
const CO_ORIGINAL = path.join(SAMPLES, 'co-dor/Marijuana_Sales_Revenue_in_Colorado.csv');
const CO_CONVERTED = path.join(SAMPLES, 'co-dor/co-sales-by-county-by-month.csv');
const PANEL = path.join(SAMPLES, 'cannlytics-compiled/state-cannabis-monthly-panel.csv');
const LICENSES = path.join(SAMPLES, 'cannlytics-licenses-2023/licenses-wa-latest.csv');

/** Parses a file that must give the dataset of the given id (the panel gives two datasets, of different ids). */
async function parseOne<Id extends DatasetId>(file: string, id: Id): Promise<ParsedDataset<Id>> {
  const datasets = await parseFile(file);
  const dataset = datasets.find((candidate) => isDataset(candidate, id));
  assert.ok(dataset, `${file} gives ${id}, not ${datasets.map((candidate) => candidate.meta.id).join(', ')}`);
  return dataset;
}

function cents(amounts: number[]): number {
  return Math.round(amounts.reduce((sum, amount) => sum + amount, 0) * 100);
}

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

describe('CDOR marijuana sales revenue in Colorado', () => {
  let original: ParsedDataset<'co-county-sales'>;
  let converted: ParsedDataset<'co-county-sales'>;
  before(async () => {
    [original, converted] = await Promise.all([
      parseOne(CO_ORIGINAL, 'co-county-sales'),
      parseOne(CO_CONVERTED, 'co-county-sales'),
    ]);
  });

  const byKey = (rows: ParsedDataset<'co-county-sales'>['rows']) =>
    [...rows].sort((a, b) => (a.period + a.county < b.period + b.county ? -1 : 1));

  it('accounts for the 5,269 rows of both files, which give the same rows', () => {
    assert.equal(original.rows.length + original.rejected.length, 5_269);
    assert.equal(converted.rows.length + converted.rejected.length, 5_269);
    assert.deepEqual(byKey(original.rows), byKey(converted.rows));
    assert.deepEqual(original.meta, converted.meta);
    assert.equal(original.meta.periodFrom, '2014-01');
    assert.equal(original.meta.periodTo, '2020-12');
  });

  it('rejects only the blank "Sum of NR Counties" rows of 2020-11 and 2020-12, which have no blank code', () => {
    assert.deepEqual(original.rejected, [
      { file: CO_ORIGINAL, line: 5203, reason: 'Med_Sales is blank without a blank code' },
      { file: CO_ORIGINAL, line: 5265, reason: 'Med_Sales is blank without a blank code' },
    ]);
    assert.deepEqual(
      converted.rejected.map((row) => row.reason),
      ['med_sales_usd is blank without a blank code', 'med_sales_usd is blank without a blank code'],
    );
  });

  it('keeps "Sum of NR Counties" as a row: statewide medical sales in 2020-07', () => {
    const sum = original.rows.find((row) => row.county === 'Sum of NR Counties' && row.period === '2020-07');
    assert.equal(sum?.medical, 43_268_565);
    assert.equal(sum?.medicalCode, null);
  });

  it('keeps withheld figures as null with their code: El Paso retail is never given', () => {
    const elPaso = original.rows.filter((row) => row.county === 'El Paso');
    assert.equal(elPaso.length, 82);
    assert.ok(elPaso.every((row) => row.retail === null));
    assert.equal(elPaso.filter((row) => row.retailCode === 'NR').length, 76);
    assert.equal(elPaso.filter((row) => row.retailCode === 'NL').length, 6);
    assert.ok(elPaso.every((row) => row.medical !== null && row.medicalCode === null));
  });

  it('has no 2018-12 and 2019-01, as published', () => {
    assert.deepEqual(
      original.rows.filter((row) => row.period === '2018-12' || row.period === '2019-01'),
      [],
    );
  });
});

describe('multi-state monthly panel', () => {
  it('gives 289 months of 7 states, with the coverage the README lists', async () => {
    const panel = await parseOne(PANEL, 'state-monthly-sales');
    assert.equal(panel.rows.length, 289);
    assert.deepEqual(panel.rejected, []);
    const coverage = new Map<string, { from: string; to: string; rows: number }>();
    for (const { state, period } of panel.rows) {
      const seen = coverage.get(state);
      if (!seen) coverage.set(state, { from: period, to: period, rows: 1 });
      else
        coverage.set(state, {
          from: seen.from < period ? seen.from : period,
          to: seen.to > period ? seen.to : period,
          rows: seen.rows + 1,
        });
    }
    assert.deepEqual(Object.fromEntries([...coverage].sort(([a], [b]) => (a < b ? -1 : 1))), {
      CO: { from: '2014-01', to: '2021-10', rows: 94 },
      IL: { from: '2020-01', to: '2021-10', rows: 22 },
      MA: { from: '2018-11', to: '2021-12', rows: 38 },
      MD: { from: '2020-11', to: '2021-11', rows: 13 },
      ME: { from: '2020-12', to: '2021-11', rows: 12 },
      OR: { from: '2016-10', to: '2021-11', rows: 62 },
      WA: { from: '2017-11', to: '2021-10', rows: 48 },
    });
    const wa = panel.rows.find((row) => row.state === 'WA' && row.period === '2021-10');
    assert.equal(wa?.incomplete, undefined);
    assert.deepEqual(wa, { period: '2021-10', state: 'WA', sales: 115_931_747.87, retailers: 425 });
    assert.equal(panel.rows.find((row) => row.state === 'CO')?.retailers, null);
  });

  it("flags the months it compiled before a state's figures were complete: MA 2021-11 and 2021-12", async () => {
    const panel = await parseOne(PANEL, 'state-monthly-sales');
    assert.deepEqual(
      panel.rows.filter((row) => row.incomplete).map((row) => `${row.state} ${row.period}`),
      ['MA 2021-11', 'MA 2021-12'],
    );
    assert.equal(
      panel.rows.find((row) => row.incomplete)!.incomplete!,
      "The compilation gives no average price per eighth ounce for this month, though it gave one every month from November 2018 to October 2021: the month was compiled before the state's figures were complete.",
    );
    // The marker, read plainly: MA's monthly price columns (9 and 10) are given every month up to 2021-10, and not after.
    const ma = (await readFile(PANEL, 'utf8'))
      .split('\n')
      .map((line) => line.split(','))
      .filter((cells) => cells[1] === 'MA');
    const priced = ma.filter((cells) => cells[8] !== '' && cells[9] !== '').map((cells) => cells[0].slice(0, 7));
    assert.equal(priced[0], '2018-11');
    assert.equal(priced.at(-1), '2021-10');
    assert.deepEqual(
      ma.filter((cells) => cells[8] === '').map((cells) => cells[0].slice(0, 7)),
      ['2021-11', '2021-12'],
    );
    const xlsx = await parseOne(
      path.join(SAMPLES, 'cannlytics-compiled/state_cannabis_data.xlsx'),
      'state-monthly-sales',
    );
    assert.deepEqual(xlsx.rows, panel.rows);
  });

  it('annotates the break in the Colorado series from 2021-05, where the level drops at once and stays', async () => {
    const panel = await parseOne(PANEL, 'state-monthly-sales');
    assert.deepEqual(
      panel.rows.filter((row) => row.seriesBreak).map((row) => `${row.state} ${row.period}`),
      ['CO 2021-05'],
    );
    // Plain check of the file: year-over-year growth above +15 % in the three months before, below -10 % in the six from 2021-05.
    const co = new Map(
      (await readFile(PANEL, 'utf8'))
        .split('\n')
        .map((line) => line.split(','))
        .filter((cells) => cells[1] === 'CO')
        .map((cells) => [cells[0].slice(0, 7), Number(cells[2])]),
    );
    const yearOnYear = (period: string) => co.get(period)! / co.get(`2020-${period.slice(5)}`)! - 1;
    assert.ok(['2021-02', '2021-03', '2021-04'].every((period) => yearOnYear(period) > 0.15));
    assert.ok(
      ['2021-05', '2021-06', '2021-07', '2021-08', '2021-09', '2021-10'].every((period) => yearOnYear(period) < -0.1),
    );
  });

  it('leaves out the companion source list', async () => {
    assert.deepEqual(
      await parseFile(path.join(SAMPLES, 'cannlytics-compiled/state-cannabis-monthly-panel-sources.csv')),
      [],
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

  it('applies the CDOR blank-code rules, on the original layout with CRLF, a BOM and quoted amounts', async () => {
    const file = path.join(folder, 'co-broken.csv');
    const csv = [
      'Month,Year,County,Med_Sales,Rec_Sales,Med_Blank_Code,Rec_Blank_Code,ID',
      '1,2020,Park,,"388,731",NR,,12020Park',
      '1,2020,Adams,"1,000","2,000",NR,,12020Adams',
      '1,2020,Baca,,,,NL,12020Baca',
      '1,2020,Bent,abc,,,NL,12020Bent',
      '13,2020,Boulder,,,NL,NL,132020Boulder',
      '1,2020,Chaffee,,,XX,NL,12020Chaffee',
      '1,2020,Park,,5,NR,,12020Park',
    ];
    await writeFile(file, `\uFEFF${csv.join('\r\n')}\r\n`);
    const broken = await parseOne(file, 'co-county-sales');
    assert.deepEqual(broken.rows, [
      { period: '2020-01', county: 'Park', medical: null, retail: 388_731, medicalCode: 'NR', retailCode: null },
    ]);
    assert.deepEqual(
      broken.rejected.map(({ line, reason }) => [line, reason]),
      [
        [3, 'Med_Sales is given (1,000) with blank code NR'],
        [4, 'Med_Sales is blank without a blank code'],
        [5, 'Med_Sales is not a number: "abc"'],
        [6, 'Month is not a whole number from 1 to 12: "13"'],
        [7, 'Med_Blank_Code is not NR or NL: "XX"'],
        [8, 'duplicate of line 2'],
      ],
    );
  });
});

describe('parsePath', () => {
  it('imports the whole samples folder: every dataset, the other files listed as skipped', async () => {
    const { datasets, skipped } = await parsePath(SAMPLES);
    assert.deepEqual(datasets.map((dataset) => dataset.meta.id).sort(), [
      'co-county-sales',
      'ct-weekly-sales',
      'dc-participation',
      'dc-patients',
      'dc-product-sales',
      'dc-sales',
      'il-sales',
      'mi-sales',
      'or-licensees',
      'or-prices',
      'or-sales',
      'state-monthly-indicators',
      'state-monthly-sales',
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

    // The folder holds each WA and CO publication twice (original and converted): the second file's rows are duplicates.
    const wa = datasets.find((dataset) => isDataset(dataset, 'wa-retail-sales'));
    assert.equal(wa?.rows.length, 20_772);
    // The converted file repeats the workbook: its rows are dropped, each listed as merged, none rejected twice.
    assert.equal(wa?.rejected.length, 2);
    assert.deepEqual(
      wa?.merged.find((row) => row.file === WA_CSV && row.line === 47),
      { file: WA_CSV, line: 47, reason: `exact repeat of line 49 + 50 in ${WA_XLSX}: dropped` },
    );
    assert.equal(wa?.merged.filter((row) => row.file === WA_CSV).length, 20_806);
    const co = datasets.find((dataset) => isDataset(dataset, 'co-county-sales'));
    assert.equal(co?.rows.length, 5_267);
    assert.equal(co?.meta.periodFrom, '2014-01');
    assert.equal(co?.meta.periodTo, '2020-12');
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
