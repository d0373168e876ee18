/**
 * The Connecticut weekly view: DCP's rows of a week cut at a month's end added together, on
 * small rows and on DCP's real file split by hand.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { CtWeeklySalesRow } from '@cannabis-reports/datasets';
import { seriesPartId, type ConnecticutWeeklyPart, buildConnecticutView } from '@cannabis-reports/reports';
import { isDataset, type ParsedDataset } from '@cannabis-reports/datasets';
import { parseFile } from '@cannabis-reports/datasets';

const SAMPLES = process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '../../../../shared/data/public-cannabis');
const CT = path.join(SAMPLES, 'ct-dcp/ct-cannabis-retail-sales-by-week.csv');
const DAY = 86_400_000;

function row(weekStart: string, weekEnd: string, days: number, figures: Partial<CtWeeklySalesRow>): CtWeeklySalesRow {
  return {
    period: weekEnd.slice(0, 7),
    weekStart,
    weekEnd,
    days,
    partial: days < 7,
    adultUseSales: 700,
    medicalSales: 70,
    totalSales: 770,
    adultUseProducts: 20,
    medicalProducts: 2,
    totalProducts: 22,
    adultUseAveragePrice: 35,
    medicalAveragePrice: 35,
    ...figures,
  };
}

const partOf = (rows: CtWeeklySalesRow[]) => {
  const view = buildConnecticutView(rows);
  return { weeks: view.months, part: view.parts.get(seriesPartId()) as ConnecticutWeeklyPart };
};

describe('the Connecticut weekly view on small rows', () => {
  // Jan 2023: Sat 28 ends a full week; Tue 31 (Jan 29-31) and Sat Feb 4 (Feb 1-4) are one week cut in two.
  const rows = [
    row('2023-01-22', '2023-01-28', 7, {}),
    row('2023-02-01', '2023-02-04', 4, {
      adultUseSales: 400.1,
      totalSales: 440.1,
      adultUseProducts: 10,
      adultUseAveragePrice: 40,
      medicalSales: 40,
      medicalProducts: 1,
      totalProducts: 11,
      medicalAveragePrice: 40,
    }),
    row('2023-01-29', '2023-01-31', 3, {
      adultUseSales: 300.2,
      totalSales: 330.2,
      adultUseProducts: 30,
      adultUseAveragePrice: 10,
      medicalSales: 30,
      medicalProducts: 3,
      totalProducts: 33,
      medicalAveragePrice: 10,
      inconsistent: 'the product counts do not match the sales',
    }),
    row('2023-02-05', '2023-02-07', 3, {}),
  ];

  it('adds the two rows of a week cut at a month end into one full week labelled by its Sunday', () => {
    const { weeks, part } = partOf(rows);
    assert.deepEqual(weeks, ['2023-01-22', '2023-01-29', '2023-02-05']);
    assert.deepEqual(part.weekEnd, ['2023-01-28', '2023-02-04', '2023-02-07']);
    assert.deepEqual(part.days, [7, 7, 3]);
    assert.equal(part.adultUseSales[1], 700.3);
    assert.equal(part.medicalSales[1], 70);
    assert.equal(part.totalSales[1], 770.3);
    assert.equal(part.adultUseProducts[1], 40);
    assert.equal(part.medicalProducts[1], 4);
    assert.equal(part.totalProducts[1], 44);
  });

  it("prices a merged week as DCP's prices of its rows weighted by their products sold", () => {
    const { part } = partOf(rows);
    // (10 × 40 + 30 × 10) / 40 and (1 × 40 + 3 × 10) / 4.
    assert.equal(part.adultUseAveragePrice[1], 17.5);
    assert.equal(part.medicalAveragePrice[1], 17.5);
    // A week of one row keeps DCP's price as published.
    assert.equal(part.adultUseAveragePrice[0], 35);
  });

  it('flags only a week still short of 7 days, and keeps the note of an inconsistent row', () => {
    const { part } = partOf(rows);
    assert.deepEqual(part.partial, [false, false, true]);
    assert.match(part.inconsistent[1] ?? '', /row ending 2023-01-31: the product counts do not match/);
    assert.equal(part.inconsistent[0], null);
  });

  it('leaves a sum or price out when one row of the week has no figure, rather than show part of a week', () => {
    const { part } = partOf([
      row('2023-01-29', '2023-01-31', 3, { medicalSales: null, medicalAveragePrice: null }),
      row('2023-02-01', '2023-02-04', 4, {}),
    ]);
    assert.deepEqual(part.medicalSales, [null]);
    assert.deepEqual(part.medicalAveragePrice, [null]);
    assert.deepEqual(part.adultUseSales, [1400]);
  });

  it('keeps a first row that starts mid-week as a partial week labelled by its Sunday', () => {
    const { weeks, part } = partOf([row('2023-02-01', '2023-02-04', 4, {}), row('2023-02-05', '2023-02-11', 7, {})]);
    assert.deepEqual(weeks, ['2023-01-29', '2023-02-05']);
    assert.deepEqual(part.partial, [true, false]);
  });
});

describe('the Connecticut weekly view on the real file', () => {
  it('holds every Sunday-to-Saturday week with the published rows of each added together', async () => {
    const [dataset] = await parseFile(CT);
    assert.ok(isDataset(dataset, 'ct-weekly-sales'));
    const { weeks, part } = partOf((dataset as ParsedDataset<'ct-weekly-sales'>).rows);

    // The file split by hand: each row goes to the week of the Sunday on or before its end day.
    interface Week {
      days: number;
      end: string;
      cells: number[];
      weightedPrices: [number, number];
    }
    const expected = new Map<string, Week>();
    const lines = (await readFile(CT, 'utf8')).trim().split('\n').slice(1);
    for (const line of lines) {
      const [date, ...rest] = line.split(',');
      const cells = rest.map(Number);
      const [month, day, year] = date.split('/').map(Number);
      const end = Date.UTC(year, month - 1, day);
      const sunday = end - new Date(end).getUTCDay() * DAY;
      const days = (end - Math.max(sunday, Date.UTC(year, month - 1, 1))) / DAY + 1;
      const key = new Date(sunday).toISOString().slice(0, 10);
      const week = expected.get(key) ?? { days: 0, end: '', cells: cells.map(() => 0), weightedPrices: [0, 0] };
      week.days += days;
      week.end = new Date(end).toISOString().slice(0, 10);
      week.cells = week.cells.map((value, index) => value + cells[index]);
      week.weightedPrices = [
        week.weightedPrices[0] + cells[6] * cells[3],
        week.weightedPrices[1] + cells[7] * cells[4],
      ];
      expected.set(key, week);
    }

    assert.deepEqual(weeks, [...expected.keys()]);
    assert.ok(lines.length > weeks.length, 'some weeks are cut at a month end');
    const cents = (value: number) => Math.round(value * 100) / 100;
    for (const [key, week] of expected) {
      const index = weeks.indexOf(key);
      assert.equal(new Date(`${key}T00:00:00Z`).getUTCDay(), 0, key);
      assert.equal(part.weekEnd[index], week.end, key);
      assert.equal(part.days[index], week.days, key);
      assert.equal(part.partial[index], week.days < 7, key);
      assert.equal(part.adultUseSales[index], cents(week.cells[0]), key);
      assert.equal(part.medicalSales[index], cents(week.cells[1]), key);
      assert.equal(part.totalSales[index], cents(week.cells[2]), key);
      // DCP's 10/31/2024 row's counts are probable source errors (kit/connecticut-suspect.ts):
      // its week's counts, and the prices weighted by them, are left out.
      const left = key === '2024-10-27';
      assert.equal(part.adultUseProducts[index], left ? null : week.cells[3], key);
      assert.equal(part.medicalProducts[index], left ? null : week.cells[4], key);
      assert.equal(part.totalProducts[index], left ? null : week.cells[5], key);
      assert.equal(part.adultUseAveragePrice[index], left ? null : cents(week.weightedPrices[0] / week.cells[3]), key);
      assert.equal(part.medicalAveragePrice[index], left ? null : cents(week.weightedPrices[1] / week.cells[4]), key);
      assert.equal(part.suspect[index] !== null, left, key);
    }
    // Jan 29-31 and Feb 1-4, 2023 (DCP's rows 01/31 and 02/04) are one week.
    assert.equal(part.days[weeks.indexOf('2023-01-29')], 7);
    assert.equal(weeks.includes('2023-02-01'), false);
    // Only the newest week, Mar 29-31 2026, is not over.
    assert.equal(weeks.at(-1), '2026-03-29');
    assert.deepEqual(
      weeks.filter((_, index) => part.partial[index]),
      ['2026-03-29'],
    );
    // DCP's December 2023 week whose medical product count does not match its sales is noted.
    assert.match(part.inconsistent[weeks.indexOf('2023-12-24')] ?? '', /product counts do not match/);
    // The week of Oct 27, 2024 merges DCP's 10/31 row, whose counts do not match its sales: said once, as suspect.
    assert.equal(part.inconsistent[weeks.indexOf('2024-10-27')], null);
    assert.match(part.suspect[weeks.indexOf('2024-10-27')] ?? '', /row ending 2024-10-31 .* 22,894 in all/);
    assert.equal(part.inconsistent[weeks.indexOf('2026-03-22')], null);
  });
});
