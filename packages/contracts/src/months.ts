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
