/** How the reports' notes write months: 'May 2021'. */
const MONTH_NAMES = [
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

export function formatMonth(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** What a partial week is, wherever a report flags one (Connecticut weekly, prices). */
export const PARTIAL_WEEK = 'Partial week: it covers fewer than 7 days (not over yet, or before the data starts).';
