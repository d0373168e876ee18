/**
 * A state's one monthly sales total. Where two sources give the same month, the better-ranked
 * source's figure is used (the regulator's own file before a compilation); a month only the
 * other source gives is taken from it, and the chart marks where the source changes. A month
 * no source gives is a gap, never 0. A market's opening month (opening-month.ts) is flagged
 * partial here, so every report that reads the total flags it alike.
 */
import { formatMonth, monthsBetween, type ChartAnnotation } from '@cannabis-reports/contracts';
import type { Currency, Figure, StateContribution } from './facts';
import { openingMonth, openingMonthNote } from './opening-month';

/** A contribution with the source it came from (the view adds these). */
export interface Sourced extends StateContribution {
  dataset: string;
  from: string;
  rank: number;
}

export interface ChosenTotal {
  /** The one currency of every source's total for the state (never two summed or spliced). */
  currency: Currency;
  periods: string[];
  figures: Array<Figure | null>;
  /** The market's opening month, flagged partial (opening-month.ts); null when the first month is a full one. */
  opening: string | null;
  /** The source of each month's figure; null for a gap. */
  origins: Array<string | null>;
  /** The dataset of each month's figure; null for a gap. */
  originDatasets: Array<string | null>;
  covers: string[];
  annotations: ChartAnnotation[];
  /** Which source gives which months, and the rule: for the page's notes. */
  choice: string[];
  /** Breaks and gaps: for the chart's notes. */
  notes: string[];
}

/** Runs of consecutive months from one source: 'October 2016 to March 2021'. */
function runsOf(periods: string[], origins: Array<string | null>) {
  const runs: Array<{ origin: string; from: string; to: string }> = [];
  periods.forEach((period, index) => {
    const origin = origins[index];
    if (origin === null) return;
    const last = runs.at(-1);
    if (last && last.origin === origin && monthsBetween(last.to, period).length === 2) last.to = period;
    else runs.push({ origin, from: period, to: period });
  });
  return runs;
}

export function chooseTotal(contributions: Sourced[]): ChosenTotal | undefined {
  const givers = contributions.filter((entry) => entry.total).sort((a, b) => a.rank - b.rank);
  const monthsWith = (kept: (figure: Figure) => boolean) =>
    givers.flatMap((entry) => [...entry.total!.figures].filter(([, figure]) => kept(figure)).map(([period]) => period));
  // A withheld month is a month of the series, marked, never 0: the series runs to the newest
  // month published or withheld (the Northwest Territories' are withheld after May 2021, and
  // every one of Nunavut's is).
  const months = monthsWith((figure) => figure.value !== null || figure.flag === 'withheld');
  if (months.length === 0) return undefined;
  const currencies = new Set(givers.map((entry) => entry.total!.currency ?? 'USD'));
  // A programming error, not data: two currencies would splice unlike figures into one series.
  if (currencies.size > 1) throw new Error(`Totals in ${[...currencies].join(' and ')} for one market`);
  const sorted = [...new Set(months)].sort();
  const periods = monthsBetween(sorted[0], sorted.at(-1)!);
  const picks = periods.map((period) => givers.find((entry) => entry.total!.figures.get(period)?.value != null));
  const used = givers.filter((entry) => picks.includes(entry));
  const shared = periods.some(
    (period) => givers.filter((entry) => entry.total!.figures.get(period)?.value != null).length > 1,
  );
  const origins = picks.map((entry) => entry?.from ?? null);
  const runs = runsOf(periods, origins);
  const when = (run: { from: string; to: string }) =>
    run.from === run.to ? formatMonth(run.from) : `${formatMonth(run.from)} to ${formatMonth(run.to)}`;
  const annotations: ChartAnnotation[] = runs.slice(1).map((run) => ({
    x: run.from,
    label: 'Source changes',
    kind: 'source-change',
    text: `From ${formatMonth(run.from)} the total is ${run.origin}: the figures on either side may count different sales.`,
  }));
  const breaks = used.flatMap((entry) =>
    (entry.total!.breaks ?? []).filter((item) => picks[periods.indexOf(item.period)] === entry),
  );
  annotations.push(
    ...breaks.map((item) => ({
      x: item.period,
      label: 'Series break',
      kind: 'series-break' as const,
      text: `From ${formatMonth(item.period)}: ${item.text}`,
    })),
  );
  // A month no source gives a figure for keeps the best-ranked source's reason (withheld), never 0.
  const flaggedGap = (period: string) =>
    givers.map((entry) => entry.total!.figures.get(period)).find((figure) => figure?.flag) ?? null;
  const figures = picks.map((entry, index) =>
    entry ? (entry.total!.figures.get(periods[index]) ?? null) : flaggedGap(periods[index]),
  );
  const gaps = periods.filter((period, index) => picks[index] === undefined && !flaggedGap(period));
  const opening = openingMonth(
    periods.flatMap((period, index) => {
      const value = figures[index]?.value;
      return value == null ? [] : [{ period, sales: value }];
    }),
  );
  const openingAt = opening === null ? -1 : periods.indexOf(opening);
  if (openingAt >= 0 && !figures[openingAt]!.flag) figures[openingAt] = { ...figures[openingAt]!, flag: 'partial' };
  return {
    currency: [...currencies][0],
    periods,
    figures,
    opening,
    origins,
    originDatasets: picks.map((entry) => entry?.dataset ?? null),
    covers: [...new Set(used.map((entry) => entry.total!.covers))],
    annotations,
    choice: [
      `Total sales: ${runs.map((run) => `${when(run)} from ${run.origin}`).join('; ')}.`,
      ...(givers.length > 1
        ? [
            shared
              ? `Where two sources give the same month, the regulator’s own file is used over a compilation${givers.length > used.length ? '' : ', and a month only one source gives is taken from it'}.`
              : 'No month is given by two sources: each month’s total is its one source’s.',
          ]
        : []),
    ],
    notes: [
      ...used.flatMap((entry) => entry.total!.notes ?? []),
      ...(opening ? [openingMonthNote(opening)] : []),
      ...breaks.map((item) => `From ${formatMonth(item.period)}: ${item.text}`),
      ...(gaps.length ? [`No source gives ${gaps.map(formatMonth).join(', ')}: a gap, not zero.`] : []),
    ],
  };
}
