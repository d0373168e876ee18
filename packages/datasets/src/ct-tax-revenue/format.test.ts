import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { checkCorruptedCopy, parseOne, rawLines, sample } from '../kit/published-samples';

const CT_TAX = sample('ct-dcp/ct-cannabis-tax-revenue-by-month.csv');

describe("CT DCP's cannabis tax revenue by month", () => {
  let tax: ParsedDataset<'ct-tax-revenue'>;
  let raw: Array<Record<string, string>>;
  before(async () => {
    tax = await parseOne(CT_TAX, 'ct-tax-revenue');
    // Plain splitting: no cell holds a comma; the text cells are quoted.
    const [header, ...lines] = (await rawLines(CT_TAX)).map((line) =>
      line.split(',').map((cell) => cell.replace(/^"|"$/g, '')),
    );
    raw = lines.map((cells) => Object.fromEntries(header.map((title, index) => [title, cells[index]])));
  });

  it('reads all 34 months, 2023-01 to 2025-10, in USD', () => {
    assert.equal(raw.length, 34);
    assert.equal(tax.rows.length, 34);
    assert.deepEqual(tax.rejected, []);
    assert.deepEqual([tax.meta.periodFrom, tax.meta.periodTo], ['2023-01', '2025-10']);
    assert.ok(tax.rows.every((row) => row.currency === 'USD'));
  });

  it("gives a month's tax by category and in total as its line does: October 2025, $2,753,798", () => {
    const line = raw.find((record) => record.year === '2025' && record.month === 'October');
    const october = tax.rows.find((row) => row.period === '2025-10');
    assert.deepEqual(
      [october?.plantMaterialTax, october?.edibleProductsTax, october?.otherCannabisTax, october?.totalTax],
      [
        Number(line?.plant_material_tax),
        Number(line?.edible_products_tax),
        Number(line?.other_cannabis_tax),
        Number(line?.total_tax),
      ],
    );
    assert.equal(october?.totalTax, 2_753_798);
    assert.equal(october?.fiscalYear, 'FY2025-26');
    // DCP's total is kept as published: within a dollar of its categories (whole dollars from late 2024).
    for (const row of tax.rows) {
      const sum = row.plantMaterialTax + row.edibleProductsTax + row.otherCannabisTax;
      assert.ok(Math.abs(row.totalTax - sum) <= 1.005, row.period);
    }
    const total = raw.reduce((sum, record) => sum + Number(record.total_tax), 0);
    assert.equal(Math.round(tax.rows.reduce((sum, row) => sum + row.totalTax, 0)), Math.round(total));
  });

  it('states its attribution and that it is tax, not sales', () => {
    assert.equal(tax.meta.sourceUrl, 'https://data.ct.gov/d/jey2-vq68');
    assert.match(tax.meta.units ?? '', /USD of tax collected \(not sales\)/);
  });

  it('rejects the broken lines of a corrupted, truncated copy with their reasons', async () => {
    await checkCorruptedCopy(CT_TAX, 'ct-tax-revenue', [
      {
        line: 3,
        text: '"2023-03-01T00:00:00.000","February","2023","FY2022-23",1,2,3,6',
        reason: 'period_end_date is not the first day of 2023-02: "2023-03-01T00:00:00.000"',
      },
      {
        line: 4,
        text: '"2023-03-01T00:00:00.000","March","2023","FY2023-24",1,2,3,6',
        reason: 'fiscal_year is not 2023-03\'s (FY2022-23): "FY2023-24"',
      },
      {
        line: 5,
        text: '"2023-04-01T00:00:00.000","Avril","2023","FY2022-23",1,2,3,6',
        reason: 'month is not a month\'s name: "Avril"',
      },
      {
        line: 6,
        text: '"2023-05-01T00:00:00.000","May","2023","FY2022-23",1,,3,6',
        reason: 'edible_products_tax is missing',
      },
      {
        line: 7,
        text: '"2023-01-01T00:00:00.000","January","2023","FY2022-23",1,2,3,6',
        reason: 'duplicate of line 2',
      },
    ]);
  });
});
