import { formatPeriod } from '@cannabis-reports/contracts';
import { expect, it } from 'vitest';
import { formatDate, formatPeriodList, isPeriodText } from './dates';

it('writes a month and a day one way, anything else as it is', () => {
  expect(formatPeriod('2021-10')).toBe('Oct 2021');
  expect(formatPeriod('2014-01')).toBe('Jan 2014');
  expect(formatPeriod('2026-03-22')).toBe('Mar 22, 2026');
  expect(formatPeriod('2023-01-08')).toBe('Jan 8, 2023');
  expect(formatPeriod('CY2021')).toBe('CY2021');
  expect(formatPeriod('CO')).toBe('CO');
  expect(formatPeriod('')).toBe('');
});

it("writes every month and day as en-US's formatter does", () => {
  const month = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  for (let index = 1; index <= 12; index++) {
    const period = `2026-${String(index).padStart(2, '0')}`;
    expect(formatPeriod(period)).toBe(month.format(new Date(`${period}-01T00:00:00Z`)));
    expect(formatPeriod(`${period}-23`)).toBe(day.format(new Date(`${period}-23T00:00:00Z`)));
  }
});

it("writes a moment as the day it is on the reader's calendar, whatever their locale", () => {
  // Late on Dec 21 and early on Jan 5 in the zone the tests run in: those days, not UTC's.
  expect(formatDate(new Date(2026, 11, 21, 23, 30).getTime() / 1000)).toBe('Dec 21, 2026');
  expect(formatDate(new Date(2027, 0, 5, 0, 30).getTime() / 1000)).toBe('Jan 5, 2027');
});

it('knows a period written alone, and nothing else', () => {
  for (const text of ['Oct 2021', 'Mar 22, 2026', 'Jan 8, 2023']) expect(isPeriodText(text)).toBe(true);
  for (const text of ['CO', 'Spokane', 'Oct 2021 to Dec 2021', '2021', '2026-03-22'])
    expect(isPeriodText(text)).toBe(false);
});

it('lists periods, days as days', () => {
  expect(formatPeriodList(['2026-03-01', '2026-03-08'])).toBe('Mar 1, 2026 and Mar 8, 2026');
  expect(formatPeriodList([''])).toBe('The whole list');
});
