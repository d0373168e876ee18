import type { DatasetSummary } from '@cannabis-reports/contracts';
import { formatPeriod } from '../../lib/dates';

const readable = (period: string) => formatPeriod(period, { days: true });

/** What a dataset covers, in words: 'Jan 2014 to Dec 2021', 'weeks from Jan 8, 2023 to Mar 29, 2026', 'Aug 2026'. */
export function coveredPeriod({ periodFrom, periodTo, periodKind }: DatasetSummary): string {
  if (periodKind === 'snapshot' || periodFrom === periodTo) return `as of ${readable(periodTo)}`;
  const range = `${readable(periodFrom)} to ${readable(periodTo)}`;
  return periodKind === 'week' ? `weeks from ${range}` : range;
}
