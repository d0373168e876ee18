/**
 * Connecticut's weekly sales per full week, Sunday to Saturday. DCP cuts a week that spans a
 * month's end into two published rows (2023-01-31 covers Jan 29-31, 2023-02-04 covers Feb 1-4);
 * charted as published, every month end dips. The rows of one week are added together here,
 * at import, so every report reads the same weeks; the stored dataset keeps DCP's rows.
 */
import type { CtWeeklySalesRow } from '@cannabis-reports/datasets';
import { suspectCtRows, withoutSuspectCounts } from './connecticut-suspect';

/** One Sunday-to-Saturday week: the one or two published rows of that week added together. */
export type CtWeek = Omit<CtWeeklySalesRow, 'period'> & {
  /** The published rows' week ending dates, oldest first. */
  rows: string[];
  /**
   * What the notes say of a row of the week whose product counts are probable source errors:
   * the week's counts are then null, and so is its average price when it weights two rows' prices by them.
   */
  suspect?: string;
};

/** How the weeks are made, for the notes of every chart of them. */
export const CT_WEEKS_NOTE =
  'Weeks run Sunday to Saturday and are labelled by their Sunday; DCP cuts a week at a month’s end into two rows, added together here (a merged week’s average price is the two rows’ prices weighted by their products sold).';

const DAY = 86_400_000;
const cents = (value: number) => Math.round(value * 100) / 100;

/** The Sunday that starts the week of a day, 'YYYY-MM-DD'. */
export function sundayOf(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return new Date(time - new Date(time).getUTCDay() * DAY).toISOString().slice(0, 10);
}

/** The sum of the rows' figures, to the cent; null when a row has none (a sum of part of a week or month would mislead). */
export function sumRows(rows: CtWeeklySalesRow[], value: (row: CtWeeklySalesRow) => number | null): number | null {
  let total = 0;
  for (const row of rows) {
    const figure = value(row);
    if (figure === null) return null;
    total += figure;
  }
  return cents(total);
}

/**
 * The week's average product price: DCP's own price of each row, weighted by the row's
 * products sold, to the cent. DCP's average is not sales ÷ products sold (in the file of
 * March 2026, 20 of 136 full weeks match it to the cent for adult use, 15 for medical; the
 * median gap is 0.1-0.2 %), so sales ÷ products would put a merged week on
 * another basis than its neighbours; weighting DCP's prices keeps DCP's basis, and equals
 * sales ÷ products whenever DCP's prices do. It also survives DCP's rows whose counts do not
 * match their sales (2024-10-31: sales ÷ products gives $77 against DCP's $39).
 */
function weightedPrice(
  rows: CtWeeklySalesRow[],
  price: (row: CtWeeklySalesRow) => number | null,
  products: (row: CtWeeklySalesRow) => number | null,
): number | null {
  if (rows.length === 1) return price(rows[0]);
  let total = 0;
  let weight = 0;
  for (const row of rows) {
    const count = products(row);
    if (count === 0) continue;
    const figure = price(row);
    if (figure === null || count === null) return null;
    total += figure * count;
    weight += count;
  }
  return weight > 0 ? cents(total / weight) : null;
}

function mergeWeek(weekStart: string, rows: CtWeeklySalesRow[], suspect: Map<string, string>): CtWeek {
  const days = rows.reduce((total, row) => total + row.days, 0);
  const week: CtWeek = {
    weekStart,
    weekEnd: rows.at(-1)!.weekEnd,
    days,
    // Fewer than 7 days once merged: the file's first week, or the newest when it is not over.
    partial: days < 7,
    adultUseSales: sumRows(rows, (row) => row.adultUseSales),
    medicalSales: sumRows(rows, (row) => row.medicalSales),
    totalSales: sumRows(rows, (row) => row.totalSales)!,
    adultUseProducts: sumRows(rows, (row) => row.adultUseProducts),
    medicalProducts: sumRows(rows, (row) => row.medicalProducts),
    totalProducts: sumRows(rows, (row) => row.totalProducts),
    adultUseAveragePrice: weightedPrice(
      rows,
      (row) => row.adultUseAveragePrice,
      (row) => row.adultUseProducts,
    ),
    medicalAveragePrice: weightedPrice(
      rows,
      (row) => row.medicalAveragePrice,
      (row) => row.medicalProducts,
    ),
    rows: rows.map((row) => row.weekEnd),
  };
  const suspects = rows.flatMap((row) => (suspect.has(row.weekEnd) ? [suspect.get(row.weekEnd)!] : []));
  if (suspects.length) week.suspect = suspects.join(' ');
  // A flagged row's disagreement is its counts', said once in the suspect note.
  const reasons = rows.flatMap((row) =>
    row.inconsistent && !suspect.has(row.weekEnd)
      ? [rows.length > 1 ? `DCP’s row ending ${row.weekEnd}: ${row.inconsistent}` : row.inconsistent]
      : [],
  );
  if (reasons.length) week.inconsistent = reasons.join('; ');
  return week;
}

/**
 * DCP's rows as full weeks, oldest first, each labelled by its Sunday. The rows' product counts
 * that are probable source errors are found before merging (kit/connecticut-suspect.ts) and left out.
 */
export function mergeCtWeeks(published: CtWeeklySalesRow[]): CtWeek[] {
  const unique = [...new Map(published.map((row) => [row.weekEnd, row])).values()].sort((a, b) =>
    a.weekEnd.localeCompare(b.weekEnd),
  );
  const suspect = suspectCtRows(unique);
  const rows = withoutSuspectCounts(unique, suspect);
  const weeks = new Map<string, CtWeeklySalesRow[]>();
  for (const row of rows) {
    const sunday = sundayOf(row.weekEnd);
    weeks.set(sunday, [...(weeks.get(sunday) ?? []), row]);
  }
  return [...weeks].map(([sunday, group]) => mergeWeek(sunday, group, suspect));
}
