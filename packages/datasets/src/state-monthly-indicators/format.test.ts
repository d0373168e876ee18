import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import {
  checkBothCopies,
  checkCorruptedCopy,
  checkGarbage,
  parseOne,
  rawRecords,
  sample,
} from '../kit/published-samples';

const PANEL_CSV = sample('cannlytics-compiled/state-cannabis-monthly-panel.csv');
const PANEL_XLSX = sample('cannlytics-compiled/state_cannabis_data.xlsx');

describe('multi-state monthly panel: the columns besides sales and retailers', () => {
  let csv: ParsedDataset<'state-monthly-indicators'>;
  let xlsx: ParsedDataset<'state-monthly-indicators'>;
  before(async () => {
    [csv, xlsx] = await Promise.all([
      parseOne(PANEL_CSV, 'state-monthly-indicators'),
      parseOne(PANEL_XLSX, 'state-monthly-indicators'),
    ]);
  });

  it('reads the 289 state-months from the same file as the sales, from the CSV and the workbook alike', async () => {
    assert.equal(csv.rows.length, 289);
    assert.deepEqual(csv.rejected, []);
    assert.deepEqual(xlsx.rows, csv.rows);
    assert.deepEqual(xlsx.rejected, []);
    assert.equal(csv.meta.periodFrom, '2014-01');
    assert.equal(csv.meta.periodTo, '2021-12');
    // The sales dataset comes from the same header: one file, two datasets, the same months and states.
    const sales = await parseOne(PANEL_CSV, 'state-monthly-sales');
    assert.deepEqual(
      csv.rows.map((row) => `${row.period}|${row.state}`),
      sales.rows.map((row) => `${row.period}|${row.state}`),
    );
  });

  it('gives each column for the states the raw file gives it for, null elsewhere', async () => {
    const raw = await rawRecords(PANEL_CSV);
    const columns = [
      ['population', 'population'],
      ['retailers_per_capita', 'retailersPerCapita'],
      ['sales_per_retailer', 'salesPerRetailer'],
      ['avg_price_per_item', 'averagePricePerItem'],
      ['avg_price_per_eigth', 'averagePricePerEighth'],
      ['avg_price_per_gram', 'averagePricePerGram'],
      ['flower_sales', 'flowerSales'],
      ['edible_sales', 'edibleSales'],
      ['total_quantity_ea', 'totalQuantity'],
      ['patients', 'patients'],
    ] as const;
    const statesWith = (given: Array<{ state: string; value: unknown }>) => {
      const counts: Record<string, number> = {};
      for (const { state } of given) counts[state] = (counts[state] ?? 0) + 1;
      return counts;
    };
    for (const [title, field] of columns) {
      assert.deepEqual(
        statesWith(
          csv.rows.map((row) => ({ state: row.state, value: row[field] })).filter(({ value }) => value !== null),
        ),
        statesWith(
          raw.map((record) => ({ state: record.state, value: record[title] })).filter(({ value }) => value !== ''),
        ),
        title,
      );
    }
    assert.deepEqual(
      statesWith(
        csv.rows.filter((row) => row.averagePricePerGram !== null).map((row) => ({ state: row.state, value: 1 })),
      ),
      { MA: 36, ME: 12, OR: 62 },
    );
  });

  it("gives Washington's October 2021 as the raw line, sales per retailer times retailers being the month's sales", async () => {
    const raw = (await rawRecords(PANEL_CSV)).find((record) => record.state === 'WA' && record.date === '2021-10-31');
    const wa = csv.rows.find((row) => row.state === 'WA' && row.period === '2021-10');
    assert.equal(wa?.population, Number(raw?.population));
    assert.equal(wa?.population, 7_738_692);
    assert.equal(wa?.retailersPerCapita, Number(raw?.retailers_per_capita));
    assert.equal(wa?.salesPerRetailer, Number(raw?.sales_per_retailer));
    assert.equal(Math.round((wa?.salesPerRetailer ?? 0) * Number(raw?.total_retailers) * 100), 11_593_174_787);
    assert.equal(wa?.averagePricePerGram, null);
  });

  it('states its units and attribution', () => {
    assert.match(csv.meta.units ?? '', /retailers per 100,000 residents/);
    assert.match(csv.meta.publisher, /compiled by Cannlytics/);
    assert.match(csv.meta.licence, /^MIT/);
  });

  it('rejects the broken lines of a corrupted, truncated copy, and a workbook cut short', async () => {
    const blank = ',,,,,,,,,,,,,,,';
    const broken = await checkCorruptedCopy(PANEL_CSV, 'state-monthly-indicators', [
      { line: 2, text: `2014-01-30,CO,1${blank}`, reason: 'date is not the last day of a month: "2014-01-30"' },
      { line: 3, text: `2014-02-28,Colorado,1${blank}`, reason: 'state is not a two-letter state code: "Colorado"' },
      { line: 4, text: `2014-03-31,CO,1${blank}`, reason: 'gives no figure: every figure column is blank' },
      {
        line: 5,
        text: `2014-04-30,CO,1,,5352637.5${blank.slice(2)}`,
        reason: 'population is not a whole number: "5352637.5"',
      },
    ]);
    assert.equal(broken.rows[0].period, '2014-05');
    await checkGarbage(PANEL_XLSX);
  });

  it('gives each state-month once when both copies are imported together (import one of them)', async () => {
    await checkBothCopies(PANEL_XLSX, PANEL_CSV, 'state-monthly-indicators');
  });
});
