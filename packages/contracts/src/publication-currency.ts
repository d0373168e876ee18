/**
 * How current a dataset is against its publisher, measured from the data: the newest period a
 * publisher should have out on a given day (from its usual publication lag), set beside the
 * newest period we hold. This is not 'overdue', which is about our fetches (no successful fetch
 * for longer than the cadence allows): a fetch that succeeds every day still leaves us behind
 * when the file it reads has not moved on.
 */
import { z } from 'zod/mini';
import { formatMonth, shiftMonth } from './months';

/**
 * How long after a period ends its figures are out. `frozen`: the copy the product keeps is a
 * third party's one-off compilation, so no newer period is ever due. Otherwise the figures of a
 * period (`per`: the month, quarter or year a release adds, or the day of a live list, a week's
 * release by its last day) are out about `days` days after it ends.
 */
export type PublicationLag = { frozen: true } | { per: 'day' | 'week' | 'month' | 'quarter' | 'year'; days: number };

/**
 * A dataset's currency on one day; months as 'YYYY-MM'. A weekly source's newest week counts by
 * its month, a year by its December.
 */
export const publicationCurrencySchema = z.object({
  status: z.enum(['current', 'behind', 'frozen']),
  /** The newest month we hold; null before any import. */
  newestHeld: z.nullable(z.string()),
  /** The last month of the newest period the publisher should have out; null for a frozen source. */
  newestExpected: z.nullable(z.string()),
  /** Whole months from the one to the other (0 when current); null for a frozen source. */
  monthsBehind: z.nullable(z.number()),
});
export type PublicationCurrency = z.infer<typeof publicationCurrencySchema>;

type CalendarUnit = 'month' | 'quarter' | 'year';
const MONTHS_IN: Record<CalendarUnit, number> = { month: 1, quarter: 3, year: 12 };
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a UTC date. */
const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** The last day of `month` ('YYYY-MM') as a UTC date. */
function lastDayOf(month: string): Date {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 0));
}

/** Whether `month` closes a period of `unit` (December for years, March/June/... for quarters). */
function closesPeriod(month: string, unit: CalendarUnit): boolean {
  return Number(month.slice(5, 7)) % MONTHS_IN[unit] === 0;
}

/**
 * The last month of the newest period a publisher with `lag` should have out on `now`: the
 * latest period whose last day plus the lag has passed; for a day's or a week's release, the
 * month of the newest such day. Null for a frozen source.
 */
export function newestExpectedPeriod(lag: PublicationLag, now: Date): string | null {
  if ('frozen' in lag) return null;
  if (lag.per === 'day' || lag.per === 'week')
    return dayOf(new Date(now.getTime() - (lag.days + (lag.per === 'week' ? 6 : 0)) * DAY_MS)).slice(0, 7);
  const unit = lag.per;
  const today = dayOf(now);
  let month = today.slice(0, 7);
  while (!closesPeriod(month, unit)) month = shiftMonth(month, -1);
  // The period ending this month can only be out after it ends; walk back until one is due.
  while (dayOf(new Date(lastDayOf(month).getTime() + lag.days * DAY_MS)) > today)
    month = shiftMonth(month, -MONTHS_IN[unit]);
  return month;
}

/** Whole months from `from` to `to` ('YYYY-MM' each); negative when `to` is earlier. */
function monthsFrom(from: string, to: string): number {
  const index = (period: string) => Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7));
  return index(to) - index(from);
}

/**
 * A held period as the last month of the publisher's period holding it: a year ('2024', or a
 * July 1 estimate dated '2024-07') as its December, a week's start day as its month.
 */
function heldMonth(period: string, unit: CalendarUnit): string {
  let month = /^\d{4}$/.test(period) ? `${period}-12` : period.slice(0, 7);
  while (!closesPeriod(month, unit)) month = shiftMonth(month, 1);
  return month;
}

/**
 * A dataset's currency on `now`, from its publisher's lag and the newest period it holds
 * ('YYYY-MM', 'YYYY-MM-DD' for a week's start, or 'YYYY' for a year). A held period newer than
 * expected (an early release) is current.
 */
export function publicationCurrency(
  lag: PublicationLag,
  newestHeldPeriod: string | null,
  now: Date,
): PublicationCurrency {
  if ('frozen' in lag || newestHeldPeriod === null)
    return {
      status: 'frozen',
      newestHeld: newestHeldPeriod === null ? null : heldMonth(newestHeldPeriod, 'month'),
      newestExpected: null,
      monthsBehind: null,
    };
  const newestHeld = heldMonth(newestHeldPeriod, lag.per === 'quarter' || lag.per === 'year' ? lag.per : 'month');
  const newestExpected = newestExpectedPeriod(lag, now) as string;
  const monthsBehind = Math.max(0, monthsFrom(newestHeld, newestExpected));
  return { status: monthsBehind === 0 ? 'current' : 'behind', newestHeld, newestExpected, monthsBehind };
}

/** 'current', '7 months behind', '1 month behind' or 'frozen': what /data and the reports say. */
export function currencyWords(currency: PublicationCurrency): string {
  if (currency.status === 'frozen') return 'frozen';
  if (currency.status === 'current') return 'current';
  return `${currency.monthsBehind} ${currency.monthsBehind === 1 ? 'month' : 'months'} behind`;
}

/**
 * The plain-words sentence a report's 'Data as of' line adds when the data is behind its
 * publisher: 'The publisher should have released figures through October 2026; these end at
 * March 2026 (7 months behind).' Undefined when current or frozen.
 */
export function behindSentence(currency: PublicationCurrency): string | undefined {
  if (currency.status !== 'behind' || currency.newestHeld === null || currency.newestExpected === null)
    return undefined;
  return (
    `The publisher should have released figures through ${formatMonth(currency.newestExpected)}; ` +
    `these end at ${formatMonth(currency.newestHeld)} (${currencyWords(currency)}).`
  );
}
