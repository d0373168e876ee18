/**
 * DCP's product counts that are probable source errors. The rule is the reports' one
 * (kit/suspect.ts), run on each of DCP's published rows before a week cut at a month's end is
 * merged (merged, a slip in one half is diluted by the other and escapes the rule), on the
 * row's sales per product sold: that figure does not depend on how many days the row covers.
 * Counts per day would not do: they flag the weeks of adult use's launch in January 2023 (a
 * market growing, not a slip) and DCP's one-day row of Easter Sunday 2024-03-31, whose sales
 * are as low as its counts. A row whose sales per product the rule flags, while its sales and
 * DCP's own average prices agree with its neighbours', has counts that do not belong to its
 * sales: all its counts are left out, and so is any figure derived from them.
 */
import type { CtWeeklySalesRow } from '@cannabis-reports/datasets';
import { ratioInWords, suspectRatios } from './suspect';

const PROGRAMS = [
  ['adultUseSales', 'adultUseProducts', 'adult-use'],
  ['medicalSales', 'medicalProducts', 'medical'],
  ['totalSales', 'totalProducts', 'in all'],
] as const;

const count = (value: number) => value.toLocaleString('en-US');
const dollars = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Per DCP row whose product counts the rule flags (by week ending date): what a note says of it. */
export function suspectCtRows(rows: CtWeeklySalesRow[]): Map<string, string> {
  const ratios = PROGRAMS.map(([sales, products]) =>
    suspectRatios(
      rows.map((row) => {
        const value = row[sales];
        const sold = row[products];
        return value === null || !sold ? null : value / sold;
      }),
    ),
  );
  const found = new Map<string, string>();
  rows.forEach((row, index) => {
    const flagged = PROGRAMS.flatMap(([sales, products, label], which) => {
      const ratio = ratios[which][index];
      return ratio === null
        ? []
        : [
            `${count(row[products]!)} ${label} for ${dollars(row[sales]!)}, ${dollars(row[sales]! / row[products]!)} a product (${ratioInWords(ratio)})`,
          ];
    });
    if (flagged.length === 0) return;
    const days = row.days === 1 ? '1 day' : `${row.days} days`;
    found.set(
      row.weekEnd,
      `DCP’s row ending ${row.weekEnd} (${row.weekStart} to ${row.weekEnd}, ${days}) gives products sold of ${flagged.join('; ')}, as published.`,
    );
  });
  return found;
}

/** The rows with the counts of flagged rows nulled, so no sum or weighting uses them. */
export function withoutSuspectCounts(rows: CtWeeklySalesRow[], suspect: Map<string, string>): CtWeeklySalesRow[] {
  return rows.map((row) =>
    suspect.has(row.weekEnd) ? { ...row, adultUseProducts: null, medicalProducts: null, totalProducts: null } : row,
  );
}

/** The note under a chart or table of Connecticut's product counts or prices, for the flagged rows it shows. */
export const suspectCtNote = (notes: string[]) =>
  notes.length
    ? [
        `Left out as probable source errors (flagged): the products sold of a DCP row whose sales per product are at least 3 times, or at most a third of, the median of DCP’s rows, and what depends on them (its week’s products sold, and the average price of a week DCP cuts in two, which weights DCP’s two prices by products sold). ${notes.join(' ')}`,
      ]
    : [];
