import { formatDay } from '@cannabis-reports/contracts';

/** A period as the mails write it: '2025-10' as 'Oct 2025', a week's first day as 'week of Oct 6, 2025'. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatPeriod(period: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(period);
  if (!match) return period;
  const [, year, month, day] = match;
  return day ? `week of ${formatDay(period)}` : `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}
