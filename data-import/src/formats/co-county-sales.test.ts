import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../parsed-dataset';
import { parseOne, sample } from '../published-samples';

const CO_ORIGINAL = sample('co-dor/Marijuana_Sales_Revenue_in_Colorado.csv');
const CO_CONVERTED = sample('co-dor/co-sales-by-county-by-month.csv');

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
