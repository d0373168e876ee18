/**
 * Connecticut weekly: adult-use and medical sales, products sold and average product price per
 * full week (Sunday to Saturday), over a range of weeks given by their Sundays. The view adds
 * together the two rows DCP publishes for a week cut at a month's end; a week still short of 7
 * days (the file's first week, or the newest when it is not over) is flagged and never compared.
 */
import type { BuiltReport, ReportBuilder } from '../kit/definitions';
import { DESCRIPTION, TITLE } from './text';
import type { ReportReader } from '../kit/reader';
import { formatPeriod, type ChoiceFilter, type FigureFlag, type ReportSection } from '@cannabis-reports/contracts';
import { seriesPartId } from '../kit/view-layout';
import type { ConnecticutWeeklyPart } from './parts';
import { sourceOf, type ReportQuery } from '../kit/builder-helpers';
import { roundCents } from '../kit/periods';
import { PARTIAL_WEEK, SUSPECT_FIGURE } from '../kit/wording';
import { suspectCtNote } from '../kit/connecticut-suspect';
import { isSuspect, latestComparison, suspectIn } from './comparison';

/** The words and, for the demo, the reduction: the last this many weeks, no filters. */
export interface ConnecticutOptions {
  title: string;
  description: string;
  reduced?: { weeks: number };
}

export const DEFAULT_WEEKS = 26;
const WEEKS_NOTE =
  'Weeks run Sunday to Saturday and are labelled by their Sunday; DCP cuts a week at a month’s end into two rows, added together here.';

/** The weeks from..to: the first week starting on or after `from`, the last starting on or before `to`. */
export function weekRange(
  weeks: string[],
  query: { from?: string; to?: string },
  defaultWeeks: number,
): { first: number; last: number } {
  const lastIndex = weeks.length - 1;
  const atOrBefore = (day: string) => {
    let found = -1;
    weeks.forEach((week, index) => {
      if (week <= day) found = index;
    });
    return found;
  };
  let last = query.to ? atOrBefore(query.to.length === 7 ? `${query.to}-31` : query.to) : lastIndex;
  if (last < 0) last = lastIndex;
  let first = query.from ? weeks.findIndex((week) => week >= query.from!) : -1;
  if (first < 0 || first > last) first = Math.max(0, last - defaultWeeks + 1);
  return { first, last };
}

const weekChoice = (name: 'from' | 'to', label: string, weeks: string[], value: string): ChoiceFilter => ({
  kind: 'choice',
  name,
  label,
  multiple: false,
  options: weeks.map((week) => ({ value: week, label: formatPeriod(week) })),
  value: [value],
});

export async function buildConnecticutWeeks(
  reader: ReportReader,
  query: ReportQuery,
  options: ConnecticutOptions,
): Promise<BuiltReport> {
  const pointer = await reader.requireView<{ weeks: number }>('connecticut-weekly');
  const part = (await reader.requireParts(pointer, [seriesPartId()])).get(seriesPartId()) as ConnecticutWeeklyPart;
  const weeks = pointer.months;
  const { first, last } = options.reduced
    ? weekRange(weeks, {}, options.reduced.weeks)
    : weekRange(weeks, query, DEFAULT_WEEKS);
  const shown = weeks.slice(first, last + 1);
  const pick = <T>(values: T[]) => values.slice(first, last + 1);
  const flags: Array<FigureFlag | null> = pick(part.partial).map((partial) => (partial ? 'partial' : null));
  // A null in place of a probable source error is flagged so; any other figure keeps its week's flag.
  const flagsOf = (values: Array<number | null>) =>
    flags.map((flag, offset) => (isSuspect(part, values, first + offset) ? ('suspect' as const) : flag));
  const suspectNotes = suspectCtNote(
    suspectIn(
      part,
      shown.map((_, offset) => first + offset),
    ),
  );
  const cents = (values: Array<number | null>) =>
    pick(values).map((value) => (value === null ? null : roundCents(value)));

  const comparison = latestComparison(part, weeks, first, last);

  const inconsistent = shown.flatMap((week, offset) => {
    const reason = part.inconsistent[first + offset];
    return reason ? [`Week of ${formatPeriod(week)}: ${reason}.`] : [];
  });
  const sections: ReportSection[] = [
    {
      kind: 'line-chart',
      title: 'Weekly sales, USD',
      unit: 'usd',
      x: shown,
      series: [
        { label: 'Adult-use', values: cents(part.adultUseSales), flags },
        { label: 'Medical', values: cents(part.medicalSales), flags },
        { label: 'Total', values: cents(part.totalSales), flags },
      ],
      notes: [
        WEEKS_NOTE,
        'A partial week (marked) covers fewer than 7 days, so its figures are not comparable with a full week’s.',
      ],
    },
    {
      kind: 'bar-chart',
      title: 'Products sold per week, count',
      unit: 'count',
      x: shown,
      series: [
        { label: 'Adult-use', values: pick(part.adultUseProducts), flags: flagsOf(part.adultUseProducts) },
        { label: 'Medical', values: pick(part.medicalProducts), flags: flagsOf(part.medicalProducts) },
      ],
      notes: suspectNotes,
    },
    {
      kind: 'line-chart',
      title: 'Average product price, USD per product',
      unit: 'usd-price',
      x: shown,
      series: [
        { label: 'Adult-use', values: pick(part.adultUseAveragePrice), flags: flagsOf(part.adultUseAveragePrice) },
        { label: 'Medical', values: pick(part.medicalAveragePrice), flags: flagsOf(part.medicalAveragePrice) },
      ],
      notes: [
        'DCP’s average product price. For a week DCP cuts in two, the two rows’ prices weighted by their products sold: DCP’s price is close to, but not exactly, sales divided by products sold, so the weighting keeps DCP’s basis.',
        ...(inconsistent.length
          ? [`Weeks whose figures disagree with each other (kept as published): ${inconsistent.join(' ')}`]
          : []),
        ...suspectNotes,
      ],
    },
  ];
  if (!options.reduced) sections.push(comparison);

  return {
    title: options.title,
    description: options.description,
    sample: pointer.sources.some((source) => source.sample),
    dataAsOf: part.weekEnd[last],
    sources: pointer.sources.map(sourceOf),
    filters: options.reduced
      ? []
      : [weekChoice('from', 'From week', weeks, weeks[first]), weekChoice('to', 'To week', weeks, weeks[last])],
    sections,
    notes: [
      'Sales in US dollars excluding taxes, as the Connecticut Department of Consumer Protection publishes them each week; DCP calls the figures preliminary.',
    ],
    flagNotes: {
      partial: PARTIAL_WEEK,
      suspect: SUSPECT_FIGURE,
    },
  };
}

/** The full report: every filter, the latest full week compared. */
export const buildConnecticutWeekly: ReportBuilder = (reader, query) =>
  buildConnecticutWeeks(reader, query, { title: TITLE, description: DESCRIPTION });
