/**
 * DCP's product counts that are probable source errors, against DCP's file read here by plain
 * splitting: the rule's median and ratios are recomputed by hand, and every report that draws
 * Connecticut's counts or the prices weighted by them leaves the row out, flags it and names it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { ChartSection, ReportData } from '@cannabis-reports/contracts';
import { buildConnecticutWeekly } from '../connecticut-weekly/builder';
import { connecticutView } from '../connecticut-weekly/view';
import { buildPrices } from '../prices/builder';
import { pricesView } from '../prices/view';
import { chartOf as marketsChart, openPage, pointOf } from '../markets/markets-test-files';
import { viewReader } from './view-test-reader';

const FILE = path.join(
  process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '../../../../../shared/data/public-cannabis'),
  'ct-dcp/ct-cannabis-retail-sales-by-week.csv',
);

// Week Ending, sales (adult-use, medical, total), products sold (same), average prices.
const lines = readFileSync(FILE, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','));
const isoDate = (date: string) => {
  const [month, day, year] = date.split('/');
  return `${year}-${month}-${day}`;
};

/** By hand: the rows whose total sales per product sold are at least 3 times, or at most a third of, the median of all rows'. */
function expectedSuspects(): string[][] {
  const perProduct = lines.map((cells) => Number(cells[3]) / Number(cells[6]));
  const sorted = [...perProduct].sort((a, b) => a - b);
  const middle =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return lines.filter((_, index) => perProduct[index] / middle >= 3 || perProduct[index] / middle <= 1 / 3);
}

const chart = (report: Omit<ReportData, 'reportId'>, title: string) =>
  report.sections.find((section) => section.title === title) as ChartSection;
const at = (section: ChartSection, label: string, x: string) => {
  const series = section.series.find((entry) => entry.label === label)!;
  const index = section.x.indexOf(x);
  return { value: series.values[index], flag: series.flags?.[index] ?? null };
};

describe("Connecticut's product counts that are probable source errors", () => {
  const suspects = expectedSuspects();

  it('is one row of DCP’s file, 10/31/2024, half of the week of Sunday 2024-10-27', () => {
    assert.deepEqual(
      suspects.map((cells) => cells[0]),
      ['10/31/2024'],
    );
  });

  it('leaves its week’s counts and weighted prices out of the Connecticut weekly report, flagged, with the source values in a note', async () => {
    const [row] = suspects;
    const report = await buildConnecticutWeekly(viewReader(connecticutView), { from: '2024-10-06', to: '2024-11-23' });
    const products = chart(report, 'Products sold per week, count');
    assert.deepEqual(at(products, 'Adult-use', '2024-10-27'), { value: null, flag: 'suspect' });
    assert.deepEqual(at(products, 'Medical', '2024-10-27'), { value: null, flag: 'suspect' });
    // The neighbours keep DCP's counts: the week of 2024-10-20 is one row, 10/26/2024.
    const before = lines.find((cells) => cells[0] === '10/26/2024')!;
    assert.deepEqual(at(products, 'Adult-use', '2024-10-20'), { value: Number(before[4]), flag: null });
    const prices = chart(report, 'Average product price, USD per product');
    assert.deepEqual(at(prices, 'Adult-use', '2024-10-27'), { value: null, flag: 'suspect' });
    assert.deepEqual(at(prices, 'Adult-use', '2024-10-20'), { value: Number(before[7]), flag: null });
    // Sales are kept: the two rows of the week added.
    const after = lines.find((cells) => cells[0] === '11/02/2024')!;
    const sales = chart(report, 'Weekly sales, USD');
    assert.equal(at(sales, 'Total', '2024-10-27').value, Math.round((Number(row[3]) + Number(after[3])) * 100) / 100);
    const counts = (index: number) => Number(row[index]).toLocaleString('en-US');
    for (const section of [products, prices]) {
      const note = section.notes?.find((text) => text.startsWith('Left out as probable source errors')) ?? '';
      assert.match(note, new RegExp(`row ending ${isoDate(row[0])}`));
      for (const index of [4, 5, 6]) assert.ok(note.includes(counts(index)), `${section.title}: ${counts(index)}`);
    }
    assert.match(report.flagNotes?.suspect ?? '', /^Probable source error/);
  });

  it('flags the weeks 52 weeks apart in the comparison table when one is the flagged week', async () => {
    const report = await buildConnecticutWeekly(viewReader(connecticutView), { from: '2025-10-26', to: '2025-10-26' });
    const table = report.sections.find((section) => section.kind === 'table');
    assert.ok(table?.kind === 'table');
    assert.equal(table.columns[4].label, 'Week of Oct 27, 2024');
    const products = table.rows.findIndex((cells) => cells[0] === 'Products sold (count)');
    assert.equal(table.rows[products][4], null);
    assert.equal(table.rows[products][5], null);
    assert.equal(table.flags?.[products][4], 'suspect');
    assert.match(table.notes?.join(' ') ?? '', /row ending 2024-10-31/);
  });

  it('leaves the same week’s prices out of the prices report, flagged, with the same note', async () => {
    const report = await buildPrices(viewReader(pricesView), { state: 'CT' });
    const prices = chart(report, 'Connecticut: Average product price, USD per product');
    assert.deepEqual(at(prices, 'Medical', '2024-10-27'), { value: null, flag: 'suspect' });
    assert.match(prices.notes?.join(' ') ?? '', /row ending 2024-10-31 .*22,894 in all/);
  });
});

describe("the markets report's Connecticut page", () => {
  it('leaves the row’s counts out of October 2024’s products sold and its week’s price, flagged and named', async () => {
    const report = await openPage('CT');
    const products = marketsChart(report, 'Products sold per month, count');
    assert.deepEqual(pointOf(products, 'Adult-use', '2024-10'), { value: null, flag: 'suspect' });
    // November keeps DCP's counts: the sum of its rows, 11/02/2024 to 11/30/2024.
    const november = lines.filter((cells) => cells[0].startsWith('11/') && cells[0].endsWith('/2024'));
    assert.equal(
      pointOf(products, 'Adult-use', '2024-11').value,
      november.reduce((sum, cells) => sum + Number(cells[4]), 0),
    );
    assert.match(products.notes?.join(' ') ?? '', /row ending 2024-10-31 .*22,894 in all/);
    const prices = marketsChart(report, 'Average product price by week, USD per product');
    assert.deepEqual(pointOf(prices, 'Medical', '2024-10-27'), { value: null, flag: 'suspect' });
    assert.match(report.flagNotes?.suspect ?? '', /^Probable source error/);
  });
});
