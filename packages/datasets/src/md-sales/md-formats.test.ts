import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { cents, checkCorruptedCopy, checkGarbage, parseOne, rawRecords, sample } from '../kit/published-samples';

const SALES_CSV = sample('md-mca/md-sales-by-category-by-month.csv');
const METRICS_CSV = sample('md-mca/md-dashboard-monthly-metrics.csv');

describe('MCA market sales by product category and customer type', () => {
  let md: ParsedDataset<'md-sales'>;
  let raw: Array<Record<string, string>>;
  before(async () => {
    [md, raw] = await Promise.all([parseOne(SALES_CSV, 'md-sales'), rawRecords(SALES_CSV)]);
  });

  it('reads the 1,424 rows from 2023-01 to 2025-11, rejecting none, attributed to the MCA', () => {
    assert.equal(md.rows.length, 1424);
    assert.deepEqual(md.rejected, []);
    assert.deepEqual(md.merged, []);
    assert.equal(md.meta.periodFrom, '2023-01');
    assert.equal(md.meta.periodTo, '2025-11');
    assert.equal(md.meta.publisher, 'Maryland Cannabis Administration (MCA)');
    assert.match(md.meta.licence, /Attribute the Maryland Cannabis Administration/);
  });

  it('gives the monthly totals of the raw lines: 2023-07 $88.0 M, 2024-01 as the dashboard, 2025-11 $98.0 M', () => {
    const total = (period: string) => cents(md.rows.filter((row) => row.period === period).map((row) => row.sales));
    const rawTotal = (period: string) =>
      cents(raw.filter((record) => record.period === period).map((record) => Number(record.total_price_usd)));
    for (const period of ['2023-01', '2023-07', '2024-01', '2025-07', '2025-08', '2025-11'])
      assert.equal(total(period), rawTotal(period), period);
    assert.equal(total('2023-07'), 8_799_844_480);
    // The dashboard's own "Year to Date Market Sales" of January 2024.
    assert.equal(total('2024-01'), 8_870_635_936);
    assert.equal(total('2025-11'), 9_799_468_391);
  });

  it('rounds the workbook dust to cents and keeps returns as negative sales', () => {
    assert.ok(md.rows.every((row) => Math.round(row.sales * 100) / 100 === row.sales));
    const returns = md.rows
      .filter((row) => row.sales < 0)
      .map(({ period, category, sales }) => [period, category, sales]);
    assert.deepEqual(returns, [
      ['2023-06', 'Infused Joint', -49.17],
      ['2023-06', 'Vape Cart', -46],
      ['2023-08', 'Waste', -46.8],
    ]);
  });

  it('maps both customer-type label sets to one market: Medical, Patient, Caregiver medical; Adult-Use, Consumer adult-use', () => {
    const labels = (from: string, to: string) =>
      [
        ...new Set(md.rows.filter((row) => row.period >= from && row.period <= to).map((row) => row.customerType)),
      ].sort();
    assert.deepEqual(labels('2023-01', '2025-07'), ['Adult-Use', 'Medical']);
    assert.deepEqual(labels('2025-08', '2025-11'), ['Caregiver', 'Consumer', 'Patient']);
    const marketOf = Object.fromEntries(md.rows.map((row) => [row.customerType, row.market]));
    assert.deepEqual(marketOf, {
      Medical: 'medical',
      'Adult-Use': 'adult-use',
      Patient: 'medical',
      Caregiver: 'medical',
      Consumer: 'adult-use',
    });
    // One market series across the change: 2025-08 medical is patients plus caregivers of the raw lines.
    const medical = md.rows.filter((row) => row.period === '2025-08' && row.market === 'medical');
    const rawMedical = raw.filter(
      (record) => record.period === '2025-08' && ['Patient', 'Caregiver'].includes(record.customer_type),
    );
    assert.equal(
      cents(medical.map((row) => row.sales)),
      cents(rawMedical.map((record) => Number(record.total_price_usd))),
    );
    const adultUse = (period: string) =>
      cents(md.rows.filter((row) => row.period === period && row.market === 'adult-use').map((row) => row.sales));
    // 2023-07, adult-use's first full month: $51.6 M of $88.0 M.
    assert.equal(Math.round(adultUse('2023-07') / 1e7), 516);
  });

  it("rejects a label outside its set's months, an unknown label, and the broken lines of a truncated copy", async () => {
    await checkCorruptedCopy(SALES_CSV, 'md-sales', [
      {
        line: 2,
        text: '2023-01,Concentrate (includes vape),Concentrate (Each)(Medical Only),Patient,3116474.17',
        reason:
          'customer_type "Patient" is a label MCA uses from 2025-08, not in 2023-01: taken beside the month\'s other labels it would count the same sales twice',
      },
      {
        line: 1300,
        text: '2025-09,Other,Seedling,Medical,27.99',
        reason:
          'customer_type "Medical" is a label MCA uses before 2025-08, not in 2025-09: taken beside the month\'s other labels it would count the same sales twice',
      },
      {
        line: 3,
        text: '2023-01,Concentrate (includes vape),Concentrate (Weight)(Medical Only),Tourist,1',
        reason: 'customer_type "Tourist" is none of Medical, Adult-Use, Patient, Caregiver, Consumer',
      },
      {
        line: 4,
        text: '2023-13,Concentrate (includes vape),Infused Joint,Medical,1',
        reason: 'period is not a month \'YYYY-MM\': "2023-13"',
      },
      { line: 5, text: '2023-01,Concentrate (includes vape),Kief,Medical,', reason: 'total_price_usd is missing' },
      { line: 40, text: '2023-01,Concentrate (includes vape),Vape Cart,Medical,1', reason: 'duplicate of line 6' },
    ]);
    await checkGarbage();
  });
});

describe('MCA dashboard monthly metrics', () => {
  let metrics: ParsedDataset<'md-dashboard-metrics'>;
  let raw: Array<Record<string, string>>;
  before(async () => {
    [metrics, raw] = await Promise.all([parseOne(METRICS_CSV, 'md-dashboard-metrics'), rawRecords(METRICS_CSV)]);
  });

  it('reads the 337 figures from 2023-01 to 2025-11, rejecting none', () => {
    assert.equal(metrics.rows.length, 337);
    assert.deepEqual(metrics.rejected, []);
    assert.equal(metrics.meta.periodFrom, '2023-01');
    assert.equal(metrics.meta.periodTo, '2025-11');
  });

  it('gives every figure of the raw lines, with its unit', () => {
    const rawOf = (period: string, metric: string) =>
      Number(raw.find((record) => record.period === period && record.metric === metric)?.value);
    const valueOf = (period: string, metric: string) =>
      metrics.rows.find((row) => row.period === period && row.metric === metric);
    assert.deepEqual(valueOf('2025-01', 'median-price-per-gram'), {
      period: '2025-01',
      metric: 'median-price-per-gram',
      sheet: 'Market Sales Summary Metrics',
      sourceMetric: 'Median Price Per Gram',
      value: rawOf('2025-01', 'Median Price Per Gram'),
      unit: 'USD per gram',
    });
    assert.equal(
      valueOf('2023-01', 'transactions-medical')?.value,
      rawOf('2023-01', 'Dispensary Transactions - Medical'),
    );
    assert.equal(valueOf('2023-01', 'transactions-medical')?.unit, 'count');
    assert.equal(valueOf('2025-11', 'weight-sold')?.unit, 'pounds');
    assert.equal(valueOf('2024-01', 'patients')?.unit, 'persons');
    assert.equal(cents(metrics.rows.map((row) => row.value)), cents(raw.map((record) => Number(record.value))));
    // Every metric of the file has as many figures as it has lines.
    for (const { metric, sourceMetric } of metrics.rows)
      assert.equal(
        metrics.rows.filter((row) => row.metric === metric).length,
        raw.filter((record) => record.metric === sourceMetric).length,
        metric,
      );
  });

  it('files the transactions keyed to the 25th under their month, with the published date beside them', () => {
    const keyed = metrics.rows.filter((row) => row.publishedDate !== undefined);
    assert.deepEqual(
      keyed.map((row) => `${row.period} ${row.metric} ${row.publishedDate}`),
      raw
        .filter((record) => record.period.length === 10)
        .map(
          (record) =>
            `${record.period.slice(0, 7)} transactions-${record.metric.endsWith('Medical') ? 'medical' : 'adult-use'} ${record.period}`,
        ),
    );
    assert.equal(keyed.length, 6);
    // Every month from 2023-07 has both transaction counts.
    const months = new Set(
      metrics.rows.filter((row) => row.metric === 'transactions-adult-use').map((row) => row.period),
    );
    assert.equal(months.size, 29);
  });

  it('rejects another day, an unknown metric, a fraction of a count, a second figure of a month, and a truncated line', async () => {
    await checkCorruptedCopy(METRICS_CSV, 'md-dashboard-metrics', [
      {
        line: 2,
        text: '2023-01-15,Dispensary Transactions,Dispensary Transactions - Medical,224787',
        reason: 'period is neither a month \'YYYY-MM\' nor the 25th of one: "2023-01-15"',
      },
      {
        line: 3,
        text: '2023-01,Plants Harvested,Plants Destroyed,60752',
        reason: 'no known metric "Plants Destroyed" in sheet "Plants Harvested"',
      },
      {
        line: 4,
        text: '2023-01,Total Weight Harvested,Total Weight Harvested (lbs),-1',
        reason: 'value is negative: -1',
      },
      {
        line: 5,
        text: '2023-01,Plants Harvested,Plants Harvested,10.5',
        reason: 'value of "Plants Harvested" is not a whole number: "10.5"',
      },
      {
        line: 8,
        text: '2023-02-25,Dispensary Transactions,Dispensary Transactions - Medical,1',
        reason: 'duplicate of line 6',
      },
    ]);
  });
});
