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

it("writes every month and day as en-US's formatter does", () => {
  const month = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  for (let index = 1; index <= 12; index++) {
    const period = `2026-${String(index).padStart(2, '0')}`;
    expect(formatPeriod(period)).toBe(month.format(new Date(`${period}-01T00:00:00Z`)));
    expect(formatPeriod(`${period}-23`, { days: true })).toBe(day.format(new Date(`${period}-23T00:00:00Z`)));
  }
});
