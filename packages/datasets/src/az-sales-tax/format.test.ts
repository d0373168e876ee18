import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import {
  cents,
  checkCorruptedCopy,
  parseOne,
  rawLines,
  rawRecords,
  sample,
  temporaryFolder,
} from '../kit/published-samples';

const AZ_CSV = sample('az-dor/az-marijuana-taxable-sales-and-collections-by-month.csv');

/** A copy of the file with only the lines kept (header always), each line rewritten by `edit`. */
async function parseCopy(keep: (line: string) => boolean, edit = (line: string) => line) {
  const { folder, remove } = await temporaryFolder();
  try {
    const [header, ...lines] = await rawLines(AZ_CSV);
    const file = path.join(folder, 'az.csv');
    await writeFile(file, [header, ...lines.filter(keep).map(edit)].join('\n'));
    return await parseOne(file, 'az-sales-tax');
  } finally {
    await remove();
  }
}

describe('ADOR marijuana taxable sales and tax collections by period covered', () => {
  let az: ParsedDataset<'az-sales-tax'>;
  let raw: Array<Record<string, string>>;
  before(async () => {
    [az, raw] = await Promise.all([parseOne(AZ_CSV, 'az-sales-tax'), rawRecords(AZ_CSV)]);
  });

  it('reads the 51 months from 2021-07 to 2025-09, rejecting none, attributed to ADOR as a dated estimate', () => {
    assert.equal(az.rows.length, 51);
    assert.deepEqual(az.rejected, []);
    assert.equal(az.meta.periodFrom, '2021-07');
    assert.equal(az.meta.periodTo, '2025-09');
    assert.equal(az.meta.publisher, 'Arizona Department of Revenue (ADOR)');
    assert.match(az.meta.licence, /Attribute the Arizona Department of Revenue/);
    assert.match(az.meta.title, /estimated/);
    assert.match(az.meta.cadence ?? '', /re-estimates every month.*report saved on 2025-11-05/);
  });

  it('gives the figures of the raw lines: July 2021 and the calendar 2023 total of $1.41 billion', () => {
    assert.deepEqual(az.rows[0], {
      period: '2021-07',
      medicalTaxableSales: 70_500_590,
      adultUseTaxableSales: 55_063_980,
      exciseTaxableSales: 60_619_240,
      medicalTaxCollections: 5_904_029,
      adultUseTaxCollections: 4_629_253,
      exciseTaxCollections: 9_699_078,
      eftPaymentFees: 0,
      totalCollections: 20_232_361,
    });
    const in2023 = (period: string) => period.startsWith('2023-');
    const sales2023 = cents(
      az.rows.filter((row) => in2023(row.period)).map((row) => row.medicalTaxableSales + row.adultUseTaxableSales),
    );
    const raw2023 = cents(
      raw
        .filter((record) => in2023(record.period_covered))
        .map((record) => Number(record.medical_tpt_taxable_sales_usd) + Number(record.adult_use_tpt_taxable_sales_usd)),
    );
    assert.equal(sales2023, raw2023);
    assert.equal(Math.round(sales2023 / 1e9), 141);
    for (const [title, field] of [
      ['excise_taxable_sales_usd', 'exciseTaxableSales'],
      ['eft_payment_fees_usd', 'eftPaymentFees'],
      ['total_collections_usd', 'totalCollections'],
    ] as const)
      assert.equal(cents(az.rows.map((row) => row[field])), cents(raw.map((record) => Number(record[title]))), title);
  });

  it('flags the near-empty 2025-09 as incomplete, not a month of sales, and no other month', async () => {
    const flagged = az.rows.filter((row) => row.incomplete !== undefined);
    assert.deepEqual(
      flagged.map((row) => row.period),
      ['2025-09'],
    );
    assert.match(flagged[0].incomplete ?? '', /before most of .*2025's returns were in: \$45,930 of taxable sales/);
    assert.match(flagged[0].incomplete ?? '', /Not a month of sales/);
    // Read from the figures, not from the month's name: without 2025-09, 2025-08 is the newest and complete.
    const toAugust = await parseCopy((line) => !line.startsWith('2025-09'));
    assert.equal(toAugust.rows.length, 50);
    assert.ok(toAugust.rows.every((row) => row.incomplete === undefined));
  });

  it("holds one report's estimates: a revised report's figures replace every month's", async () => {
    // A later report revises the months as late returns come in; here every figure of 2024 by one dollar.
    const bump = (line: string) =>
      line.startsWith('2024-')
        ? line.replace(
            /^(2024-\d\d),(\d+)/,
            (_all, period: string, medical: string) => `${period},${Number(medical) + 1}`,
          )
        : line;
    const revised = await parseCopy(() => true, bump);
    const medical = (rows: typeof az.rows) => cents(rows.map((row) => row.medicalTaxableSales));
    assert.equal(medical(revised.rows), medical(az.rows) + 12 * 100);
    assert.equal(revised.rows.length, az.rows.length);
    assert.deepEqual(revised.rejected, []);
  });

  it('rejects a misplaced figure, a negative taxable sales figure and a truncated line, each with file, line and reason', async () => {
    await checkCorruptedCopy(AZ_CSV, 'az-sales-tax', [
      {
        line: 2,
        text: '2021-07,70500590,55063980,60619240,5904029,4629253,9699078,0,20232461',
        reason: 'the collections add up to $20,232,360, not total_collections_usd $20,232,461: a figure is misplaced',
      },
      {
        line: 3,
        text: '2021-08,-64594662,52310130,58868672,5394926,4399750,9418988,0,19213664',
        reason: 'medical_tpt_taxable_sales_usd is negative: -64594662',
      },
      {
        line: 4,
        text: '2021-9,62768807,53994132,60261207,5235018,4537139,9641793,0,19413951',
        reason: 'period_covered is not a month \'YYYY-MM\': "2021-9"',
      },
      {
        line: 6,
        text: '2021-10,63052012,59075184,67011614,5245053,4946791,10721858,0,20913702',
        reason: 'duplicate of line 5',
      },
    ]);
  });
});
