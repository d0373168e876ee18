/** Calendar months as 'YYYY-MM' strings, which sort and compare as text. */

export function shiftMonth(period: string, months: number): string {
  const [year, month] = period.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let period = from; period <= to; period = shiftMonth(period, 1)) months.push(period);
  return months;
}

/** The months' names in English, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A month as the reports' notes write it: 'YYYY-MM' as 'May 2021'. */
export function formatMonth(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

/**
 * A period as the product writes it, the one way for the web and the server alike (decision 0143):
 * 'YYYY-MM' as 'Mar 2026' and 'YYYY-MM-DD' as 'Mar 31, 2026', in 'Data as of', tables, charts,
 * filters and sentences' days; anything else (a category, 'CY2021') unchanged. Written by hand,
 * not with Intl.DateTimeFormat: the first formatter a page makes loads the browser's locale and
 * time zone data, a long task on a slow phone, and a reader's locale would write it another way.
 */
export function formatPeriod(period: string): string {
  const parts = /^(\d{4})-(0[1-9]|1[0-2])(?:-(\d{2}))?$/.exec(period);
  if (!parts) return period;
  const [, year, month, day] = parts;
  const name = SHORT_MONTH_NAMES[Number(month) - 1];
  return day === undefined ? `${name} ${year}` : `${name} ${Number(day)}, ${year}`;
}

const DAY_MS = 86_400_000;

/**
 * How much of a month a weekly source's rows cover when it is not the whole month:
 * 'through Mar 21, 2026' (its latest weeks are still to come), 'from Jan 8, 2023' (the series
 * starts inside it) or '20 of 31 days' (a week is missing); undefined when the rows cover the
 * whole month or are not weeks. Such a month's total is the month in part: it is never compared
 * with a whole month's.
 */
export function partialMonthExtent(rows: readonly object[], month: string): string | undefined {
  if (!/^\d{4}-\d{2}$/.test(month)) return undefined;
  const weeks = new Map<string, string>();
  for (const row of rows as Array<{ period?: unknown; weekStart?: unknown; weekEnd?: unknown }>)
    if (row.period === month && typeof row.weekStart === 'string' && typeof row.weekEnd === 'string')
      weeks.set(row.weekEnd, row.weekStart);
  if (weeks.size === 0) return undefined;
  const ends = [...weeks.keys()].sort();
  const first = [...weeks.values()].sort()[0];
  const last = ends[ends.length - 1];
  const [year, number] = month.split('-').map(Number);
  const monthDays = new Date(Date.UTC(year, number, 0)).getUTCDate();
  if (last < `${month}-${String(monthDays).padStart(2, '0')}`) return `through ${formatPeriod(last)}`;
  if (first > `${month}-01`) return `from ${formatPeriod(first)}`;
  const covered = [...weeks].reduce(
    (days, [end, start]) => days + (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS + 1,
    0,
  );
  return covered < monthDays ? `${covered} of ${monthDays} days` : undefined;
}
