/**
 * A version's 'What's new' line, written from its revision and its rows, never by hand: the
 * newest period it published with its headline figure and the change on the month before (the
 * figures its state's page gives),
 * or, when it published no period, how many figures it revised and in which periods.
 */
import {
  formatPercent,
  MONTH_NAMES,
  partialMonthExtent,
  shiftMonth,
  type RevisionSummary,
} from '@cannabis-reports/contracts';
import { changeOf, datasetTotal } from '@cannabis-reports/reports';

type Row = Record<string, unknown>;

/**
 * The monthly sales datasets' subjects: their line names the newest month's total and its change
 * on the month before, the figures their market's page gives (the reports' datasetTotal and
 * changeOf), in its currency; Statistics Canada's, which holds every province's, is headlined by
 * Canada's.
 */
const SUBJECTS: Record<string, string> = {
  'md-sales': 'Maryland',
  'il-sales': 'Illinois',
  'mi-sales': 'Michigan medical',
  'or-sales': 'Oregon',
  'dc-sales': 'DC medical',
  'ct-weekly-sales': 'Connecticut',
  'wa-retail-sales': 'Washington',
  'co-county-sales': 'Colorado',
  'canada-retail-sales': 'Canada',
};

/** The market a dataset of several is headlined by. */
const HEADLINE_MARKET: Record<string, string> = { 'canada-retail-sales': 'CAN' };

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

/** Whole dollars in short form, in their currency as the pages write it: '$95.1M', 'C$548.2M', '$1.24B', '$412K'. */
export function shortMoney(value: number, currency: 'USD' | 'CAD' = 'USD'): string {
  const sign = `${value < 0 ? '-' : ''}${currency === 'CAD' ? 'C$' : '$'}`;
  const size = Math.abs(value);
  if (size >= 1e9) return `${sign}${(size / 1e9).toFixed(2)}B`;
  if (size >= 1e6) return `${sign}${(size / 1e6).toFixed(1)}M`;
  if (size >= 1e3) return `${sign}${Math.round(size / 1e3)}K`;
  return `${sign}${Math.round(size)}`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * ': $95.1M, +3.2 % on September' for the newest period, against the month before, as the state
 * page gives them. A month the source has published only in part (flagged partial) says how far it
 * runs and is compared with nothing, and nothing is compared with it.
 */
function figureClause(datasetId: string, rows: Row[], newest: string, several: boolean): string {
  const total = datasetTotal(datasetId, rows, HEADLINE_MARKET[datasetId]);
  const totals = total?.figures;
  const value = totals?.get(newest)?.value;
  if (!total || !totals || value == null) return '';
  const shown = shortMoney(value, total.currency);
  const previous = shiftMonth(newest, -1);
  const change = changeOf(totals.get(newest), totals.get(previous));
  const extent = partialMonthExtent(rows, newest);
  const inNewest = several ? ` in ${periodLabel(newest)}` : '';
  // One month published names its extent beside it ('Mar 2026 (through Mar 21, 2026) published').
  const soFar = extent && several ? ` (${extent})` : '';
  if (change === null) return `: ${shown}${inNewest}${soFar}`;
  return `: ${shown}${inNewest}, ${formatPercent(change)} on ${againstLabel(previous, newest)}`;
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
  const subject = SUBJECTS[datasetId] ?? title;
  const added = summary.periodsAdded.filter((period) => period !== '');
  const revisedEarlier = summary.periodsRevised.length > 0 || summary.figuresRevised > 0;
  if (added.length > 0) {
    const newest = added[added.length - 1];
    const extent = added.length === 1 ? partialMonthExtent(rows, newest) : undefined;
    const label = `${spanLabel(added)}${extent ? ` (${extent})` : ''}`;
    const figure = SUBJECTS[datasetId] ? figureClause(datasetId, rows as Row[], newest, added.length > 1) : '';
    const published = `${subject}, ${label} published${figure}`;
    return revisedEarlier ? `${published}; ${revisedClause(summary, false)}` : published;
  }
  if (summary.figuresRevised > 0 || summary.rowsAdded > 0 || summary.rowsRemoved > 0)
    return `${subject}: ${revisedClause(summary, true)}`;
  return undefined;
}
