import type { DatasetSummary } from '@cannabis-reports/contracts';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM' or 'YYYY-MM-DD' as a reader says it: 'Jan 2014', '8 Jan 2023'. */
function readable(period: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) return dayFormat.format(new Date(`${period}T00:00:00Z`));
  if (/^\d{4}-\d{2}$/.test(period)) return monthFormat.format(new Date(`${period}-01T00:00:00Z`));
  return period;
}

/** What a dataset covers, in words: 'Jan 2014 to Dec 2021', 'weeks from 8 Jan 2023 to 29 Mar 2026', 'Aug 2026'. */
export function coveredPeriod({ periodFrom, periodTo, periodKind }: DatasetSummary): string {
  if (periodKind === 'snapshot' || periodFrom === periodTo) return `as of ${readable(periodTo)}`;
  const range = `${readable(periodFrom)} to ${readable(periodTo)}`;
  return periodKind === 'week' ? `weeks from ${range}` : range;
}
