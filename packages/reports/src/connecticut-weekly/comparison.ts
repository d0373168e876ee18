/**
 * Connecticut weekly's comparison table: the latest full week in the range against the full
 * week before it and the week 52 weeks earlier. Only full weeks (Sunday to Saturday) are
 * compared; a figure left out as a probable source error is a flagged gap, never compared.
 */
import { formatPeriod, type FigureFlag, type ReportSection } from '@cannabis-reports/contracts';
import { suspectCtNote } from '../kit/connecticut-suspect';
import type { ConnecticutWeeklyPart } from './parts';

const DAY_MS = 86_400_000;

const change = (now: number | null, then: number | null) =>
  now === null || then === null || then === 0 ? null : Math.round(((now - then) / then) * 1000) / 10;

/** True where the week's figure is null because the rows behind it are probable source errors. */
export const isSuspect = (part: ConnecticutWeeklyPart, values: Array<number | null>, index: number | undefined) =>
  index !== undefined && part.suspect[index] !== null && values[index] === null;

/** What the notes say of the flagged weeks among these. */
export const suspectIn = (part: ConnecticutWeeklyPart, indexes: Array<number | undefined>) => [
  ...new Set(
    indexes.flatMap((index) => (index === undefined || part.suspect[index] === null ? [] : [part.suspect[index]!])),
  ),
];

export function latestComparison(
  part: ConnecticutWeeklyPart,
  weeks: string[],
  first: number,
  last: number,
): ReportSection {
  const indexes = Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  const fullIndexes = indexes.filter((index) => !part.partial[index]);
  const latest = fullIndexes.at(-1);
  const previous = fullIndexes.at(-2);
  const yearBeforeDay =
    latest === undefined ? undefined : new Date(Date.parse(weeks[latest]) - 364 * DAY_MS).toISOString().slice(0, 10);
  const yearBefore = yearBeforeDay === undefined ? -1 : weeks.indexOf(yearBeforeDay);
  const yearIndex = yearBefore >= 0 && !part.partial[yearBefore] ? yearBefore : undefined;
  const measures: Array<[string, Array<number | null>]> = [
    ['Adult-use sales (USD)', part.adultUseSales],
    ['Medical sales (USD)', part.medicalSales],
    ['Total sales (USD)', part.totalSales],
    ['Products sold (count)', part.totalProducts],
    ['Adult-use average product price (USD per product)', part.adultUseAveragePrice],
    ['Medical average product price (USD per product)', part.medicalAveragePrice],
  ];
  const at = (values: Array<number | null>, index: number | undefined) => (index === undefined ? null : values[index]);
  const flag = (values: Array<number | null>, index: number | undefined): FigureFlag | null =>
    isSuspect(part, values, index) ? 'suspect' : null;
  const flags = measures.map(([, values]) => [
    null,
    flag(values, latest),
    flag(values, previous),
    null,
    flag(values, yearIndex),
    null,
  ]);
  const flagged = flags.some((row) => row.includes('suspect'));
  return {
    kind: 'table',
    title: 'Latest full week compared',
    columns: [
      { label: 'Measure' },
      { label: latest === undefined ? 'Latest full week' : `Week of ${formatPeriod(weeks[latest])}` },
      { label: previous === undefined ? 'Full week before' : `Week of ${formatPeriod(weeks[previous])}` },
      { label: 'Change', unit: 'percent' },
      { label: yearIndex === undefined ? '52 weeks before' : `Week of ${formatPeriod(weeks[yearIndex])}` },
      { label: 'Change over 52 weeks', unit: 'percent' },
    ],
    rows: measures.map(([label, values]) => [
      label,
      at(values, latest),
      at(values, previous),
      change(at(values, latest), at(values, previous)),
      at(values, yearIndex),
      change(at(values, latest), at(values, yearIndex)),
    ]),
    ...(flagged ? { flags } : {}),
    notes: [
      'Only full weeks (Sunday to Saturday) are compared: the newest week when it is not over is left out.',
      ...(yearIndex === undefined && latest !== undefined
        ? ['The week 52 weeks before the latest full week is not in the data as a full week.']
        : []),
      ...(flagged ? suspectCtNote(suspectIn(part, [latest, previous, yearIndex])) : []),
    ],
  };
}
