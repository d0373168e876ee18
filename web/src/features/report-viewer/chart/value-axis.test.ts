import { describe, expect, it } from 'vitest';
import { formatValueTicks, valueRange, valueScale } from './value-axis';

const ticks = (values: number[], max: number, unit: Parameters<typeof valueScale>[1]) => {
  const scale = valueScale(max, unit);
  return { title: scale.title, labels: formatValueTicks(values, scale) };
};

describe('value axes in $K, $M and $B, the unit in the axis title', () => {
  it('writes thousands, millions and billions of dollars as short numbers under a title naming them', () => {
    expect(ticks([0, 200_000, 400_000, 600_000, 800_000], 850_000, 'usd')).toEqual({
      title: 'Thousands of US dollars ($K)',
      labels: ['0', '200', '400', '600', '800'],
    });
    expect(ticks([0, 50_000_000, 100_000_000, 150_000_000, 200_000_000], 205_713_856, 'usd')).toEqual({
      title: 'Millions of US dollars ($M)',
      labels: ['0', '50', '100', '150', '200'],
    });
    expect(ticks([0, 500_000_000, 1_000_000_000, 1_500_000_000], 1_400_000_000, 'usd')).toEqual({
      title: 'Billions of US dollars ($B)',
      labels: ['0.0', '0.5', '1.0', '1.5'],
    });
  });

  it('names Canadian dollars as C$, never a bare $', () => {
    expect(ticks([0, 100_000_000, 200_000_000], 197_152_000, 'cad').title).toBe('Millions of Canadian dollars (C$M)');
    expect(ticks([0, 5, 10], 9.5, 'cad-price').title).toBe('Canadian dollars (C$)');
  });

  it('keeps the decimals the steps need, and no more', () => {
    expect(ticks([0, 1_000_000, 2_000_000, 3_000_000, 4_000_000], 4_215_276, 'usd').labels).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(ticks([0, 250_000, 500_000, 750_000, 1_000_000], 1_020_000, 'usd').labels).toEqual([
      '0.00',
      '0.25',
      '0.50',
      '0.75',
      '1.00',
    ]);
  });

  it('writes figures under ten thousand in full: prices, and small counts', () => {
    expect(ticks([0, 5, 10, 15], 14.2, 'usd-price')).toEqual({
      title: 'US dollars ($)',
      labels: ['0', '5', '10', '15'],
    });
    expect(ticks([0, 2_500, 5_000, 7_500], 9_000, 'usd-price').labels).toEqual(['0', '2,500', '5,000', '7,500']);
    expect(ticks([0, 1_000, 2_000], 2_400, 'count')).toEqual({ title: 'Count', labels: ['0', '1,000', '2,000'] });
    expect(ticks([0, 50_000, 100_000, 150_000], 181_710, 'count')).toEqual({
      title: 'Count, thousands (K)',
      labels: ['0', '50', '100', '150'],
    });
  });

  it('never scales percentages', () => {
    expect(ticks([-10, 0, 10, 20], 25, 'percent')).toEqual({ title: 'Percent (%)', labels: ['-10', '0', '10', '20'] });
  });

  it('titles an index by its base, never as a count, and never scales it', () => {
    expect(ticks([0, 100, 200, 300], 265.4, 'index')).toEqual({
      title: 'Index (base month = 100)',
      labels: ['0', '100', '200', '300'],
    });
  });
});

describe('the span of a value axis', () => {
  it('starts at zero for figures that are all positive, with room above the largest', () => {
    expect(valueRange(2_000, 205_713_856)).toEqual([0, 205_713_856 * 1.05]);
  });

  it('reaches below zero for a fall, with the same room below the lowest figure', () => {
    // Compare's change on a year before, August 2025: Arizona, Connecticut and Maryland.
    expect(valueRange(-16.77, 0.64)).toEqual([-16.77 * 1.05, 0.64 * 1.05]);
  });

  it('ends at zero when every figure is a fall, and is a unit high when every figure is zero', () => {
    expect(valueRange(-16.77, -3.79)).toEqual([-16.77 * 1.05, 0]);
    expect(valueRange(0, 0)).toEqual([0, 1]);
  });
});
