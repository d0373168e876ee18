/**
 * Per-capita and per-store comparison: each panel state's sales per resident and per retailer
 * in one month (by default the latest month in which at least half of each chart's states have
 * a ranked figure: default-month.ts), ranked. A figure the panel does not give is missing,
 * never 0; an incomplete or partial month (a market's opening month) is shown, flagged, and not ranked. The per-retailer chart has a
 * bar for each state the sources give a retailer count for; the table lists every state.
 */
import { describe, TITLE } from './text';
import type { BuiltReport } from '../kit/definitions';
import type { ReportReader } from '../kit/reader';
import { formatMonth, marketsWord, type FigureFlag, type ReportSection } from '@cannabis-reports/contracts';
import { monthPartId } from '../kit/view-layout';
import type { PerCapitaMonthPart, PerCapitaSummary } from './parts';
import { sourceOf, type ReportQuery } from '../kit/builder-helpers';
import { roundCents } from '../kit/periods';
import { openingNote, retailerNote } from './text';
import { openingMonthNote } from '../markets/opening-month';

interface Entry {
  state: string;
  sales: number | null;
  population: number | null;
  retailers: number | null;
  incomplete: string | null;
  partial: string | null;
  perResident: number | null;
  perRetailer: number | null;
}

const unranked = (entry: Entry) => entry.incomplete !== null || entry.partial !== null;

/** Complete figures first, highest first; then incomplete or partial ones; then missing ones. */
function ranked(entries: Entry[], figure: (entry: Entry) => number | null): Entry[] {
  const order = (entry: Entry) => (figure(entry) === null ? 2 : unranked(entry) ? 1 : 0);
  return [...entries].sort(
    (a, b) => order(a) - order(b) || (figure(b) ?? 0) - (figure(a) ?? 0) || a.state.localeCompare(b.state),
  );
}

/** 1, 2, … for the complete figures in ranked order; incomplete, partial and missing ones get no rank. */
function ranks(ordered: Entry[], figure: (entry: Entry) => number | null): Map<Entry, number> {
  const ranked = ordered.filter((entry) => figure(entry) !== null && !unranked(entry));
  return new Map(ranked.map((entry, index) => [entry, index + 1]));
}

const flagOf = (entry: Entry, value: number | null): FigureFlag | null =>
  value === null ? 'not-published' : entry.incomplete ? 'incomplete' : entry.partial ? 'partial' : null;

/** One figure per state as a bar chart, in ranked order, missing and incomplete bars flagged. */
function rankedBars(
  title: string,
  unit: 'usd' | 'usd-price',
  label: string,
  ordered: Entry[],
  figure: (entry: Entry) => number | null,
  note: string,
): ReportSection {
  return {
    kind: 'bar-chart',
    title,
    unit,
    x: ordered.map((entry) => entry.state),
    series: [{ label, values: ordered.map(figure), flags: ordered.map((entry) => flagOf(entry, figure(entry))) }],
    notes: [note],
  };
}

export async function buildPerCapita(reader: ReportReader, query: ReportQuery): Promise<BuiltReport> {
  const pointer = await reader.requireView<PerCapitaSummary>('per-capita');
  const month = query.month && pointer.months.includes(query.month) ? query.month : pointer.summary.defaultMonth;
  const retailerStates = pointer.summary.retailerStates ?? pointer.summary.states;
  const id = monthPartId(month);
  const part = (await reader.requireParts(pointer, [id])).get(id) as PerCapitaMonthPart;
  // Every panel state, also those without a figure this month (missing, never 0).
  const entries: Entry[] = pointer.summary.states.map((state) => {
    const index = part.states.indexOf(state);
    const sales = index < 0 ? null : part.sales[index];
    const population = index < 0 ? null : part.population[index];
    const retailers = index < 0 ? null : part.retailers[index];
    return {
      state,
      sales,
      population,
      retailers,
      incomplete: index < 0 ? null : part.incomplete[index],
      partial: index < 0 ? null : (part.partial?.[index] ?? null),
      perResident: sales !== null && population ? roundCents(sales / population) : null,
      perRetailer: sales !== null && retailers ? Math.round(sales / retailers) : null,
    };
  });
  const byResident = ranked(entries, (entry) => entry.perResident);
  const byRetailer = ranked(entries, (entry) => entry.perRetailer);
  const residentRank = ranks(byResident, (entry) => entry.perResident);
  const retailerRank = ranks(byRetailer, (entry) => entry.perRetailer);
  const rows = byResident.map((entry) => [
    residentRank.get(entry) ?? null,
    entry.state,
    entry.sales === null ? null : roundCents(entry.sales),
    entry.population,
    entry.retailers === null ? null : Math.round(entry.retailers * 10) / 10,
    entry.perResident,
    entry.perRetailer,
    retailerRank.get(entry) ?? null,
  ]);
  const flags = byResident.map((entry) => [
    null,
    null,
    flagOf(entry, entry.sales),
    entry.population === null ? ('not-published' as const) : null,
    entry.retailers === null ? ('not-published' as const) : null,
    flagOf(entry, entry.perResident),
    flagOf(entry, entry.perRetailer),
    null,
  ]);
  const incomplete = entries.filter((entry) => entry.incomplete);
  const partial = entries.filter((entry) => entry.partial);
  // MA's count is the compilation's average over the month, so it can be fractional.
  const averaged = entries.filter((entry) => entry.retailers !== null && !Number.isInteger(entry.retailers));

  return {
    title: TITLE,
    description: describe(formatMonth(month)),
    sample: pointer.sources.some((source) => source.sample),
    dataAsOf: month,
    sources: pointer.sources.map(sourceOf),
    filters: [
      {
        kind: 'choice',
        name: 'month',
        label: 'Month',
        multiple: false,
        options: [...pointer.months].reverse().map((period) => ({ value: period, label: formatMonth(period) })),
        value: [month],
      },
    ],
    sections: [
      rankedBars(
        `Sales per resident, USD per resident, ${formatMonth(month)}`,
        'usd-price',
        'USD per resident',
        byResident,
        (entry) => entry.perResident,
        "Sales divided by the state's resident population as the panel gives it: the Census Bureau's estimate for the year (from FRED).",
      ),
      rankedBars(
        `Sales per retailer, USD per retailer, ${formatMonth(month)}`,
        'usd',
        'USD per retailer',
        byRetailer.filter((entry) => retailerStates.includes(entry.state)),
        (entry) => entry.perRetailer,
        retailerNote(pointer.summary.states.filter((state) => !retailerStates.includes(state))),
      ),
      {
        kind: 'table',
        title: 'Ranking by sales per resident',
        columns: [
          { label: 'Rank per resident', unit: 'count' },
          { label: marketsWord(pointer.summary.states) },
          { label: 'Sales', unit: 'usd' },
          { label: 'Residents', unit: 'count' },
          { label: 'Retailers', unit: 'count' },
          { label: 'USD per resident', unit: 'usd-price' },
          { label: 'USD per retailer', unit: 'usd' },
          { label: 'Rank per retailer', unit: 'count' },
        ],
        rows,
        flags,
        notes: [
          openingNote(formatMonth(pointer.summary.defaultMonth)),
          ...incomplete.map((entry) => `${entry.state}: ${entry.incomplete} (not ranked).`),
          ...partial.map((entry) => `${entry.state}: ${openingMonthNote(month)} (not ranked).`),
          ...averaged.map(
            (entry) =>
              `${entry.state}: ${Math.round(entry.retailers! * 10) / 10} retailers, the month's average number as the compilation gives it.`,
          ),
        ],
      },
    ],
    notes: [
      'What a state total covers differs: Colorado is medical plus retail, Maryland medical dispensaries, Washington retail licensees, the others adult-use.',
      'A state without a figure for the month, or without a population or retailer count, is shown as missing, never as 0.',
      ...(pointer.summary.sources ?? []),
    ],
    flagNotes: {
      'not-published': 'The panel has no figure for this state and month.',
      incomplete:
        'Incomplete month: the source compiled it before the state’s figures were complete. It is not ranked.',
      partial: 'Partial month: the figure covers only part of the month (a market’s opening month). It is not ranked.',
    },
  };
}
