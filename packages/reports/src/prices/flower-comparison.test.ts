/** The flower price comparison on the real files, checked against the files split by hand. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { ChartSection } from '@cannabis-reports/contracts';
import { viewReader } from '../kit/view-test-reader';
import { buildPrices } from './builder';
import { COMPARISON_CODE } from './flower-comparison';
import { pricesView } from './view';

const SHARED = path.resolve(__dirname, '../../../../../shared/data/public-cannabis');

/** A CSV's rows as objects, split by hand (none of these files quotes a comma). */
function csv(file: string): Array<Record<string, string>> {
  const [header, ...lines] = readFileSync(path.join(SHARED, file), 'utf8').trim().split('\n');
  const names = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, index) => [names[index], cell.trim()])));
}

const reader = viewReader(pricesView);
const chartOf = async (state: string, title: RegExp) => {
  const report = await buildPrices(reader, { state });
  const chart = report.sections.find((section) => title.test(section.title));
  assert.ok(chart && 'series' in chart, `no chart ${title} for ${state}`);
  return chart as ChartSection;
};
const valueAt = (chart: ChartSection, label: string, period: string) =>
  chart.series.find((series) => series.label === label)?.values[chart.x.indexOf(period)];

describe('flower prices compared across states', () => {
  it('draws each state from one source, per gram, and says what each line measures', async () => {
    const chart = await chartOf(COMPARISON_CODE, /^Flower, USD per gram, by state$/);
    assert.equal(chart.unit, 'usd-price');
    assert.deepEqual(
      chart.series.map((series) => series.label),
      // Maryland's is a median among averages: its legend entry says so.
      ['MA', 'MD (median)', 'ME', 'OR'],
    );
    // Massachusetts: the CCC's own series, never the panel's (they differ: 14.17 against 13.96 in 2018-11).
    const ma = csv('ma-ccc/a_sales_au_price_per_gram.csv');
    for (const row of [ma[0], ma.at(-1)!])
      assert.equal(valueAt(chart, 'MA', row.YEARMONTH), Number(row.AVERAGERETAILPRICEPERGM));
    // Maryland: MCA's median price per gram, rounded to cents.
    const md = csv('md-mca/md-dashboard-monthly-metrics.csv').filter((row) => row.metric === 'Median Price Per Gram');
    const mdLast = md.at(-1)!;
    assert.equal(valueAt(chart, 'MD (median)', mdLast.period), Math.round(Number(mdLast.value) * 100) / 100);
    // Oregon: OLCC's retail flower price; Maine: the panel's per-gram price.
    const or = csv('or-olcc/oregon_cannabis_data.csv').find((row) => row.date.startsWith('2020-06'))!;
    assert.equal(valueAt(chart, 'OR', '2020-06'), Number(or.retail_flower_price));
    const me = csv('cannlytics-compiled/state-cannabis-monthly-panel.csv').find(
      (row) => row.state === 'ME' && row.avg_price_per_gram,
    )!;
    assert.equal(valueAt(chart, 'ME', me.date.slice(0, 7)), Math.round(Number(me.avg_price_per_gram) * 100) / 100);
    const notes = chart.notes!.join(' ');
    assert.match(notes, /MD: median price of a gram/);
    assert.match(notes, /MA: average retail price of adult-use flower/);
    assert.match(notes, /never on this axis/);
  });

  it('is offered first, and each state page keeps its own series: Massachusetts the CCC’s, not also the panel’s', async () => {
    const report = await buildPrices(reader, { state: 'MA' });
    const filter = report.filters.find((entry) => entry.kind === 'choice' && entry.name === 'state');
    assert.equal(filter?.kind === 'choice' && filter.options[0].value, COMPARISON_CODE);
    const titles = report.sections.map((section) => section.title);
    assert.ok(titles.includes('Massachusetts: Average retail price of adult-use flower, USD per gram'));
    assert.ok(!titles.includes('Massachusetts: Average price, USD per gram'));
    const maryland = await chartOf('MD', /Median price per gram, USD per gram$/);
    assert.ok(maryland.x.length > 0);
  });
});
