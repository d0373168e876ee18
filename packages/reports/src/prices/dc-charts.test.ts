/**
 * DC's derived prices against ABCA's file read here by plain splitting (not the importer):
 * the figures the rule calls probable source errors are left out, flagged, and given in a note.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import type { DcProductSalesRow } from '@cannabis-reports/datasets';
import { chartOf, openPage, pointOf } from '../markets/markets-test-files';
import { dcPriceCharts } from './dc-charts';

const FILE = path.join(
  process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '../../../../../shared/data/public-cannabis'),
  'dc-abca/product-sales-by-type.csv',
);

const rows: DcProductSalesRow[] = readFileSync(FILE, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [source, date, productType, sold, unit, value] = line.split(',');
    const quantity = Number(sold);
    const grams = unit === 'EACH' ? null : unit === 'LBS' ? quantity * 453.59237 : quantity;
    return { period: date.slice(0, 7), reportedIn: source, productType, quantity, unit, grams, value: Number(value) };
  }) as unknown as DcProductSalesRow[];

it('leaves out and flags the per-item figures far outside their series, naming the source value', () => {
  const perItem = dcPriceCharts(rows).find((chart) => chart.title.includes('per item'))!;
  const at = (type: string, period: string) => {
    const series = perItem.series.find((entry) => entry.label === type)!;
    const index = perItem.periods.indexOf(period);
    return { value: series.values[index], flag: series.flags?.[index] ?? null };
  };
  // 67,792 / 14 and 13,234 / 1.3, as published.
  assert.deepEqual(at('Raw Pre-Roll', '2023-12'), { value: null, flag: 'suspect' });
  assert.deepEqual(at('Infused Topical', '2024-02'), { value: null, flag: 'suspect' });
  assert.deepEqual(at('Raw Pre-Roll', '2024-01'), { value: Math.round((39192 / 920) * 100) / 100, flag: null });
  const note = perItem.notes.find((text) => text.startsWith('Left out as probable source errors'))!;
  assert.match(note, /2023-12 Raw Pre-Roll: \$4,842\.29 per item \(\$67,792 for 14 EACH as published\)/);
  assert.match(note, /2024-02 Infused Topical: \$10,180 per item \(\$13,234 for 1\.3 EACH as published\)/);
});

it('flags nothing in a series whose figures stay within a third and three times its median', () => {
  const perGram = dcPriceCharts(rows).find((chart) => chart.title.includes('per gram'))!;
  const flower = perGram.series.find((entry) => entry.label === 'Flower/Bud')!;
  assert.equal(flower.flags, undefined);
  assert.ok(flower.values.every((value) => value !== null));
});

it('gives DC’s state page the same prices and the same probable source errors, left out and flagged', async () => {
  const page = await openPage('DC');
  for (const [weight, pageTitle] of [
    ['per gram', 'Sales per gram by product type, USD per gram'],
    ['per item', 'Sales per item by product type, USD per item'],
  ] as const) {
    const prices = dcPriceCharts(rows).find((chart) => chart.title.includes(weight))!;
    const shown = chartOf(page, pageTitle);
    for (const series of prices.series)
      for (const [index, period] of prices.periods.entries()) {
        const expected = { value: series.values[index], flag: series.flags?.[index] ?? null };
        const onPage = shown.x.includes(period) ? pointOf(shown, series.label, period) : { value: null, flag: null };
        assert.deepEqual(onPage, expected, `${weight} ${series.label} ${period}`);
      }
    const flagged = prices.notes.find((text) => text.startsWith('Left out as probable source errors'));
    assert.equal(
      shown.notes?.find((text) => text.startsWith('Left out as probable source errors')),
      flagged,
    );
  }
  const perItem = chartOf(page, 'Sales per item by product type, USD per item');
  assert.deepEqual(pointOf(perItem, 'Raw Pre-Roll', '2023-12'), { value: null, flag: 'suspect' });
  assert.deepEqual(pointOf(perItem, 'Infused Topical', '2024-02'), { value: null, flag: 'suspect' });
});
