import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cents, checkCorruptedCopy, checkGarbage, parseOne, rawRecords, sample } from '../kit/published-samples';

const SALES = sample('dc-abca/monthly-sales.csv');
const PRODUCTS = sample('dc-abca/product-sales-by-type.csv');
const PATIENTS = sample('dc-abca/patients.csv');
const PARTICIPATION = sample('dc-abca/program-participation.csv');

const REPORT = 'Medical Cannabis Program Report | December 2021';

describe('DC ABCA medical cannabis program metrics', () => {
  it('monthly sales: 69 rows from 2021-10 to 2024-04, by seller type, as the raw lines', async () => {
    const sales = await parseOne(SALES, 'dc-sales');
    assert.equal(sales.rows.length, 69);
    assert.deepEqual(sales.rejected, []);
    assert.equal(sales.meta.periodFrom, '2021-10');
    assert.equal(sales.meta.periodTo, '2024-04');
    assert.deepEqual(sales.rows[0], { period: '2021-10', report: REPORT, source: 'Dispensaries', sales: 2_806_847 });
    assert.equal(sales.rows.filter((row) => row.source === 'Manufacturer').length, 7);
    const raw = await rawRecords(SALES);
    assert.equal(cents(sales.rows.map((row) => row.sales)), cents(raw.map((record) => Number(record.monthly_sales))));
    assert.match(sales.meta.licence, /Copyright \(c\) 2024 Michael Johnson/);
    assert.match(sales.meta.cadence ?? '', /back-filled/);
  });

  it('product sales: 242 rows, quantities with their unit and in grams for weights', async () => {
    const products = await parseOne(PRODUCTS, 'dc-product-sales');
    assert.equal(products.rows.length, 242);
    assert.deepEqual(products.rejected, []);
    assert.equal(products.meta.periodTo, '2024-04');
    const flower = products.rows.find((row) => row.period === '2021-10' && row.productType === 'Flower/Bud');
    assert.deepEqual(flower, {
      period: '2021-10',
      report: REPORT,
      productType: 'Flower/Bud',
      quantity: 321,
      unit: 'LBS',
      grams: 145_603.151,
      value: 1_757_302,
    });
    const raw = await rawRecords(PRODUCTS);
    for (const unit of ['G', 'LBS', 'EACH'])
      assert.equal(
        products.rows.filter((row) => row.unit === unit).length,
        raw.filter((record) => record.unit === unit).length,
      );
    assert.ok(products.rows.every((row) => (row.unit === 'EACH') === (row.grams === null)));
    assert.equal(cents(products.rows.map((row) => row.value)), cents(raw.map((record) => Number(record.value))));
  });

  it('patients: 77 rows by residency, kept as typed where in-store plus delivery is not the total', async () => {
    const patients = await parseOne(PATIENTS, 'dc-patients');
    assert.equal(patients.rows.length, 77);
    assert.deepEqual(patients.rejected, []);
    const raw = await rawRecords(PATIENTS);
    assert.equal(
      patients.rows.reduce((sum, row) => sum + row.patients, 0),
      raw.reduce((sum, record) => sum + Number(record.individual_patients), 0),
    );
    const first = patients.rows[0];
    assert.deepEqual(
      [first.residency, first.patients, first.inStoreSales, first.deliverySales, first.sales],
      ['DC Residents', 3_413, 1_137_147, 123_201, 1_260_349],
    );
    assert.equal(
      patients.rows.filter((row) => (row.inStoreSales ?? 0) + (row.deliverySales ?? 0) !== row.sales).length,
      10,
    );
  });

  it('participation: 31 months of persons', async () => {
    const participation = await parseOne(PARTICIPATION, 'dc-participation');
    assert.equal(participation.rows.length, 31);
    assert.deepEqual(participation.rejected, []);
    assert.deepEqual(participation.rows[0], {
      period: '2021-10',
      report: 'Medical Cannabis Report | December 2021',
      patients: 11_856,
      caregivers: 55,
      healthcareProviders: 590,
      patientsServed: 7_621,
    });
    assert.match(participation.meta.units ?? '', /^Persons/);
  });

  it('rejects the broken lines of corrupted, truncated copies', async () => {
    await checkCorruptedCopy(SALES, 'dc-sales', [
      {
        line: 2,
        text: `${REPORT},2021-10-02T00:00:00Z,Dispensaries,1`,
        reason: 'date is not the first day of a month: "2021-10-02T00:00:00Z"',
      },
      { line: 4, text: `,2021-11-01T00:00:00Z,Dispensaries,1`, reason: 'file_source is missing' },
      { line: 8, text: `${REPORT},2021-12-01T00:00:00Z,Dispensaries,3166797`, reason: 'duplicate of line 6' },
    ]);
    await checkCorruptedCopy(PRODUCTS, 'dc-product-sales', [
      {
        line: 2,
        text: `${REPORT},2021-10-01T00:00:00Z,Concentrate,72,KG,4959`,
        reason: 'unit is not G, LBS or EACH: "KG"',
      },
      {
        line: 3,
        text: `${REPORT},2021-10-01T00:00:00Z,Flower/Bud,lots,LBS,1`,
        reason: 'total_sold is not a number: "lots"',
      },
    ]);
    await checkCorruptedCopy(PATIENTS, 'dc-patients', [
      {
        line: 2,
        text: `${REPORT},2021-10-01T00:00:00Z,DC Residents,,1,1,0,1,1,0,1,0,1`,
        reason: 'individual_patients is missing',
      },
    ]);
    await checkCorruptedCopy(PARTICIPATION, 'dc-participation', [
      {
        line: 2,
        text: `${REPORT},2021-10-01T00:00:00Z,11856.5,55,590,7621`,
        reason: 'total_unique_patients is not a whole number: "11856.5"',
      },
      {
        line: 5,
        text: 'Medical Cannabis Report | December 2021,2021-12-01T00:00:00Z,12368,55,602,8353',
        reason: 'duplicate of line 4',
      },
    ]);
    await checkGarbage();
  });
});
