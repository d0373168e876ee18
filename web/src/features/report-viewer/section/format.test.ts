import { expect, it } from 'vitest';
import { formatValue } from './format';

it('formats each unit, and a figure without one grouped to the cent at most', () => {
  expect(formatValue(4_215_275.93, 'usd')).toBe('$4,215,276');
  expect(formatValue(29.6, 'usd-price')).toBe('$29.60');
  // Canadian dollars as 'C$', never a bare '$' (nor en-US's 'CA$').
  expect(formatValue(197_152_000, 'cad')).toBe('C$197,152,000');
  expect(formatValue(-1_234.5, 'cad')).toBe('-C$1,235');
  expect(formatValue(12.3, 'cad-price')).toBe('C$12.30');
  expect(formatValue(181_710, 'count')).toBe('181,710');
  expect(formatValue(0.4, 'percent')).toBe('+0.4 %');
  // Shown as computed (two decimals), never rounded again: 4.95 is not '+5 %'.
  expect(formatValue(4.95, 'percent')).toBe('+4.95 %');
  expect(formatValue(-16.8, 'percent')).toBe('-16.8 %');
  expect(formatValue(73.456, 'index')).toBe('73.5');
  expect(formatValue(4_215_275.93)).toBe('4,215,275.93');
  expect(formatValue(29.614)).toBe('29.61');
  expect(formatValue(null)).toBe('—');
  expect(formatValue('CO')).toBe('CO');
});
