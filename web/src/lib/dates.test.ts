import { expect, it } from 'vitest';
import { formatPeriod, isPeriodText } from './dates';

it('writes a month as a reader says it, and a day only when asked', () => {
  expect(formatPeriod('2021-10')).toBe('Oct 2021');
  expect(formatPeriod('2014-01')).toBe('Jan 2014');
  expect(formatPeriod('2026-03-22')).toBe('2026-03-22');
  expect(formatPeriod('2023-01-08', { days: true })).toBe('Jan 8, 2023');
  expect(formatPeriod('2023-01', { days: true })).toBe('Jan 2023');
  expect(formatPeriod('CO')).toBe('CO');
  expect(formatPeriod('')).toBe('');
});

it('knows a period written alone, and nothing else', () => {
  for (const text of ['Oct 2021', '2021-10', '2026-03-22']) expect(isPeriodText(text)).toBe(true);
  for (const text of ['CO', 'Spokane', 'Oct 2021 to Dec 2021', '2021']) expect(isPeriodText(text)).toBe(false);
});
