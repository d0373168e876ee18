/**
 * A version's 'What's new' line, written from its revision and its rows, never by hand: the
 * newest period it published with its headline figure and the change on the period before,
 * or, when it published no period, how many figures it revised and in which periods.
 */
import { MONTH_NAMES, partialMonthExtent, type RevisionSummary } from '@cannabis-reports/contracts';

type Row = Record<string, unknown>;

/** What a dataset's line is about, and its headline figure for one period's rows (USD summed). */
interface Headline {
  subject: string;
  /** A row's part of the period's figure; null when the row has none. */
  figure?: (row: Row) => number | null;
}

const field = (name: string) => (row: Row) => (typeof row[name] === 'number' ? row[name] : null);

/** The monthly sales datasets' headline: the period's sales, summed over its rows. */
const HEADLINES: Record<string, Headline> = {
  'md-sales': { subject: 'Maryland', figure: field('sales') },
  'il-sales': { subject: 'Illinois', figure: field('totalSales') },
  'mi-sales': { subject: 'Michigan medical', figure: field('sales') },
  'or-sales': { subject: 'Oregon', figure: field('sales') },
  'dc-sales': { subject: 'DC medical', figure: field('sales') },
  'ct-weekly-sales': { subject: 'Connecticut', figure: field('totalSales') },
  'wa-retail-sales': { subject: 'Washington', figure: field('sales') },
  // CDOR's 'Total' county is the statewide figure, withheld counties included.
  'co-county-sales': {
    subject: 'Colorado',
    figure: (row) =>
      row.county !== 'Total' || (typeof row.medical !== 'number' && typeof row.retail !== 'number')
        ? null
        : (typeof row.medical === 'number' ? row.medical : 0) + (typeof row.retail === 'number' ? row.retail : 0),
  },
};

const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

const monthOf = (period: string) => /^(\d{4})-(\d{2})$/.exec(period);

/** 'Oct 2025' for a month; a week or a year as written. */
export function periodLabel(period: string): string {
  const month = monthOf(period);
  return month ? `${MONTHS[Number(month[2]) - 1]} ${month[1]}` : period;
}

/** 'Oct 2025', 'Aug to Oct 2025', 'Nov 2024 to Jan 2025': the first and last of periods in order. */
function spanLabel(periods: string[]): string {
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (first === last) return periodLabel(last);
  const [a, b] = [monthOf(first), monthOf(last)];
  if (a && b && a[1] === b[1]) return `${MONTHS[Number(a[2]) - 1]} to ${periodLabel(last)}`;
  return `${periodLabel(first)} to ${periodLabel(last)}`;
}

/** The month the change is measured against, named as a reader would: 'September', or 'December 2024' across a year. */
function againstLabel(previous: string, newest: string): string {
  const [a, b] = [monthOf(previous), monthOf(newest)];
  if (!a || !b) return periodLabel(previous);
  const name = MONTH_NAMES[Number(a[2]) - 1];
  return a[1] === b[1] ? name : `${name} ${a[1]}`;
}

/** Whole dollars in short form: '$95.1M', '$1.24B', '$412K'. */
export function shortUsd(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size >= 1e9) return `${sign}$${(size / 1e9).toFixed(2)}B`;
  if (size >= 1e6) return `${sign}$${(size / 1e6).toFixed(1)}M`;
  if (size >= 1e3) return `${sign}$${Math.round(size / 1e3)}K`;
  return `${sign}$${Math.round(size)}`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The headline of a period: the sum of its rows' figures, or null when no row has one. */
function periodFigure(headline: Headline, rows: Row[], period: string): number | null {
  if (!headline.figure) return null;
  const values = rows.filter((row) => row.period === period).map(headline.figure);
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0);
}

/**
 * ': $95.1M, +3.2 % on September' for the newest period, against the period before it in the rows.
 * A month a weekly source has published only in part says how far it runs and is compared with
 * nothing, and nothing is compared with it: a month so far against a whole one is no change.
 */
function figureClause(headline: Headline, rows: Row[], newest: string, several: boolean): string {
  const value = periodFigure(headline, rows, newest);
  if (value === null) return '';
  const periods = [...new Set(rows.map((row) => row.period).filter((period) => typeof period === 'string'))].sort();
  const previous = periods[periods.indexOf(newest) - 1];
  const extent = partialMonthExtent(rows, newest);
  const comparable = extent === undefined && previous !== undefined && !partialMonthExtent(rows, previous);
  const before = comparable ? periodFigure(headline, rows, previous) : null;
  const inNewest = several ? ` in ${periodLabel(newest)}` : '';
  // One month published names its extent beside it ('Mar 2026 (through Mar 21, 2026) published').
  const soFar = extent && several ? ` (${extent})` : '';
  if (before === null || before === 0) return `: ${shortUsd(value)}${inNewest}${soFar}`;
  const change = ((value - before) / Math.abs(before)) * 100;
  const signed = `${change >= 0 ? '+' : '-'}${Math.abs(change).toFixed(1)} %`;
  return `: ${shortUsd(value)}${inNewest}, ${signed} on ${againstLabel(previous, newest)}`;
}

/**
 * '12 figures revised in Sep 2025', '3 figures revised in 2 periods, Jun to Sep 2025'. Rows
 * added or removed are counted only when no period was added (their count would include the
 * new periods' rows).
 */
function revisedClause(summary: RevisionSummary, countRows: boolean): string {
  const periods = summary.periodsRevised.filter((period) => period !== '');
  const rows = [
    summary.rowsAdded > 0 ? `${plural(summary.rowsAdded, 'row')} added` : '',
    summary.rowsRemoved > 0 ? `${plural(summary.rowsRemoved, 'row')} removed` : '',
  ].filter(Boolean);
  const what =
    summary.figuresRevised > 0
      ? `${plural(summary.figuresRevised, 'figure')} revised`
      : countRows && rows.length > 0
        ? rows.join(', ')
        : 'rows added or removed';
  if (periods.length === 0) return what;
  if (periods.length === 1) return `${what} in ${periodLabel(periods[0])}`;
  return `${what} in ${periods.length} periods, ${spanLabel(periods)}`;
}

/**
 * The line for a version: `datasetId` names its headline, `title` is the subject of a dataset
 * without one; `rows` are the version's rows (absent: the line names no figure). Undefined when
 * the revision changed no row (only the attribution changed).
 */
export function whatsNewLine(
  datasetId: string,
  title: string,
  summary: RevisionSummary,
  rows: object[] = [],
): string | undefined {
  const headline = HEADLINES[datasetId] ?? { subject: title };
  const added = summary.periodsAdded.filter((period) => period !== '');
  const revisedEarlier = summary.periodsRevised.length > 0 || summary.figuresRevised > 0;
  if (added.length > 0) {
    const newest = added[added.length - 1];
    const extent = added.length === 1 ? partialMonthExtent(rows, newest) : undefined;
    const label = `${spanLabel(added)}${extent ? ` (${extent})` : ''}`;
    const published = `${headline.subject}, ${label} published${figureClause(headline, rows as Row[], newest, added.length > 1)}`;
    return revisedEarlier ? `${published}; ${revisedClause(summary, false)}` : published;
  }
  if (summary.figuresRevised > 0 || summary.rowsAdded > 0 || summary.rowsRemoved > 0)
    return `${headline.subject}: ${revisedClause(summary, true)}`;
  return undefined;
}
