import { describe, expect, it } from 'vitest';
import { periodTicks } from './period-ticks';

/**
 * The plot's width (the chart less its value axis and right padding) in a 1280 px window,
 * and on a 390 px phone.
 */
const DESKTOP = 1000;
const PHONE = 216;

/** Months from `from` ('YYYY-MM') for `count` months. */
function months(from: string, count: number): string[] {
  const [year, month] = from.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 + index, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Weeks starting on `from` ('YYYY-MM-DD') for `count` weeks. */
function weeks(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(start + index * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

const labels = (x: string[], width: number, options?: { bars?: boolean }) =>
  periodTicks(x, width, options)!.map((tick) => tick.label);

describe('ticks at calendar steps chosen for the width', () => {
  const monthly = months('2014-01', 147);

  it('labels years across twelve years of months, on a desktop and on a phone', () => {
    expect(labels(monthly, DESKTOP)).toEqual(Array.from({ length: 13 }, (_, index) => String(2014 + index)));
    const phone = labels(monthly, PHONE);
    expect(phone.length).toBeGreaterThanOrEqual(3);
    expect(phone.every((label) => /^\d{4}$/.test(label))).toBe(true);
    // Every other year, or every fifth: a calendar step, never an odd count of months.
    const years = phone.map(Number);
    const step = years[1] - years[0];
    expect([2, 5, 10]).toContain(step);
    expect(years.every((year) => year % step === 0)).toBe(true);
  });

  it('labels every month of a year on a desktop, and quarters (on two lines) on a phone', () => {
    const year = months('2025-04', 12);
    expect(labels(year, DESKTOP)).toEqual([
      'Apr 2025',
      'May 2025',
      'Jun 2025',
      'Jul 2025',
      'Aug 2025',
      'Sep 2025',
      'Oct 2025',
      'Nov 2025',
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
    ]);
    expect(labels(year, PHONE)).toEqual(['Apr\n2025', 'Jul\n2025', 'Oct\n2025', 'Jan\n2026']);
  });

  it("labels weeks by their start date, 'Mar 22, 2026', never as ISO dates", () => {
    const recent = weeks('2026-02-01', 8);
    expect(labels(recent, DESKTOP)).toEqual([
      'Feb 1, 2026',
      'Feb 8, 2026',
      'Feb 15, 2026',
      'Feb 22, 2026',
      'Mar 1, 2026',
      'Mar 8, 2026',
      'Mar 15, 2026',
      'Mar 22, 2026',
    ]);
    expect(labels(recent, PHONE).length).toBeGreaterThanOrEqual(3);
    expect(labels(recent, PHONE).join(' ')).not.toMatch(/\d{4}-\d{2}/);
  });

  it('labels three years of weeks at the first week of half-years on a desktop, and of years on a phone', () => {
    const connecticut = weeks('2023-01-01', 169);
    const desktop = labels(connecticut, DESKTOP);
    expect(desktop.slice(0, 3)).toEqual(['Jan 1, 2023', 'Jul 2, 2023', 'Jan 7, 2024']);
    expect(labels(connecticut, PHONE)).toEqual(['2023', '2024', '2025', '2026']);
  });

  it('labels a year of weeks at quarters on a phone, on two lines, so at least three labels show', () => {
    const year = weeks('2025-03-30', 52);
    const phone = labels(year, PHONE);
    expect(phone.length).toBeGreaterThanOrEqual(3);
    expect(phone[0]).toBe('Apr 6\n2025');
    expect(labels(year, PHONE, { bars: true }).length).toBeGreaterThanOrEqual(3);
  });

  it('leaves categories (states) to the chart', () => {
    expect(periodTicks(['CO', 'WA'], DESKTOP)).toBeUndefined();
  });
});
