/**
 * The sign-in and upgrade pages state what the data covers: those words must match the
 * regulators' files the reports are built from (read here directly, not through our importer).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { coverageEnd, markets, weeklyMarket } from './coverage';

const DATA = process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '../../../../shared/data/public-cannabis');
const rows = (file: string) =>
  readFileSync(path.join(DATA, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
const STATE_NAMES: Record<string, string> = {
  CO: 'Colorado',
  OR: 'Oregon',
  WA: 'Washington',
  MA: 'Massachusetts',
  IL: 'Illinois',
  MD: 'Maryland',
  ME: 'Maine',
};
const monthName = (month: number, year: number) =>
  `${new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${year}`;

it("names every market of the panel with the year its sales start, and the panel's last year", () => {
  const panel = rows('cannlytics-compiled/state-cannabis-monthly-panel.csv').filter((cells) => cells[2] !== '');
  const firstYear = new Map<string, number>();
  for (const [date, state] of panel) {
    const year = Number(date.slice(0, 4));
    firstYear.set(state, Math.min(firstYear.get(state) ?? year, year));
  }
  expect(
    [...firstYear]
      .map(([code, from]) => ({ state: STATE_NAMES[code], from }))
      .sort((a, b) => a.from - b.from || a.state.localeCompare(b.state)),
  ).toEqual([...markets].sort((a, b) => a.from - b.from || a.state.localeCompare(b.state)));
  expect(Math.max(...panel.map(([date]) => Number(date.slice(0, 4))))).toBe(coverageEnd);
});

it("gives Connecticut's weekly series its first and last published months", () => {
  // 'MM/DD/YYYY' week-ending dates, oldest first.
  const weeks = rows('ct-dcp/ct-cannabis-retail-sales-by-week.csv').map(([ending]) => ending.split('/').map(Number));
  const [firstMonth, , firstYear] = weeks[0];
  const [lastMonth, , lastYear] = weeks[weeks.length - 1];
  expect(weeklyMarket.from).toBe(monthName(firstMonth, firstYear));
  expect(weeklyMarket.through).toBe(monthName(lastMonth, lastYear));
});
