/**
 * Who gets what from an import run: pure, so tests read it without Firestore. A publication is
 * one dataset's new version in the run; a user following the dataset, or a market it covers,
 * hears of it. Paying and trialing users get every run's figures (at once, or in the weekly
 * digest); a free user gets at most one short note a month naming what changed, no figures.
 */
import {
  marketOfRow,
  partialMonthExtent,
  stateName,
  targetKey,
  type AlertMode,
  type RevisionSummary,
} from '@cannabis-reports/contracts';
import { formatAlertPeriod } from './alert-periods';

export interface Publication {
  datasetId: string;
  title: string;
  /** The state markets the dataset covers ('CO'). */
  markets: string[];
  version: string;
  revision: Pick<RevisionSummary, 'periodsAdded' | 'periodsRevised' | 'figuresRevised'>;
  /** Sentences of the key figures, e.g. 'Maryland, Oct 2025 published: total sales $95.1M'. */
  keyFigures: string[];
}

export type AlertKind = 'instant' | 'digest' | 'teaser';

export interface PlannedAlert {
  kind: AlertKind;
  publications: Publication[];
}

/** The run's publications the user follows: the dataset itself, or any market it covers. */
export function followedPublications(targets: readonly string[], publications: readonly Publication[]): Publication[] {
  const followed = new Set(targets);
  return publications.filter(
    (publication) =>
      followed.has(targetKey({ kind: 'dataset', id: publication.datasetId as never })) ||
      publication.markets.some((state) => followed.has(`market:${state}`)),
  );
}

/** The alert one user gets from a run, or none (nothing they follow changed, or they asked for no mail). */
export function planAlert(
  follows: { targets: readonly string[]; alertMode: AlertMode },
  fullAlerts: boolean,
  publications: readonly Publication[],
): PlannedAlert | undefined {
  if (follows.alertMode === 'off') return undefined;
  const followed = followedPublications(follows.targets, publications);
  if (followed.length === 0) return undefined;
  if (!fullAlerts) return { kind: 'teaser', publications: followed };
  return { kind: follows.alertMode === 'weekly' ? 'digest' : 'instant', publications: followed };
}

/** The period words of a revision: 'Oct 2025 published; Aug 2025 and Sep 2025 revised (12 figures)'. */
export function revisionWords(revision: Publication['revision']): string {
  const parts: string[] = [];
  const list = (periods: string[]) => {
    const shown = periods.slice(-3).map(formatAlertPeriod);
    const more = periods.length - shown.length;
    return more > 0 ? `${shown.join(', ')} and ${more} earlier` : shown.join(', ');
  };
  if (revision.periodsAdded.length) parts.push(`${list(revision.periodsAdded)} published`);
  if (revision.figuresRevised > 0) {
    const figures = `${revision.figuresRevised} figure${revision.figuresRevised === 1 ? '' : 's'}`;
    parts.push(
      revision.periodsRevised.length ? `${list(revision.periodsRevised)} revised (${figures})` : `${figures} revised`,
    );
  }
  return parts.length ? parts.join('; ') : 'updated';
}

/**
 * The figure a dataset is headlined by: its first field of these that the rows carry as a number,
 * with the factor that makes it whole currency units (Statistics Canada publishes thousands).
 */
const HEADLINE_FIELDS: Record<string, { words: string; scale: number }> = {
  sales: { words: 'total sales', scale: 1 },
  totalSales: { words: 'total sales', scale: 1 },
  retail: { words: 'retail sales', scale: 1 },
  taxableSales: { words: 'taxable sales', scale: 1 },
  receipts: { words: 'tax receipts', scale: 1 },
  salesCadThousands: { words: 'total sales', scale: 1000 },
};

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A total in its own currency, as the pages write it: US dollars '$95.1M', Canadian dollars
 * 'C$197.2M' (a row in CAD says so in its `currency`; en-US would write 'CA$'). Never converted.
 */
const inCurrency = (total: number, currency: unknown) =>
  `${total < 0 ? '-' : ''}${currency === 'CAD' ? 'C$' : '$'}${compact.format(Math.abs(total))}`;

/**
 * Whether a row is its market's own figure: a city's row is part of its province's, and a
 * seasonally adjusted one restates the unadjusted month (Statistics Canada's rows), so neither
 * is added to the headline.
 */
const marketsOwnFigure = (row: Readonly<Record<string, unknown>>) =>
  row.geoKind !== 'city' && row.adjustment !== 'seasonally adjusted';

/**
 * Each newly published period's headline total per market, from the version's rows: the last
 * three periods at most, so a first import of years of data mails three lines, not a table.
 */
export function keyFigures(
  datasetId: string,
  rows: readonly Record<string, unknown>[],
  periodsAdded: readonly string[],
): string[] {
  const field = Object.keys(HEADLINE_FIELDS).find((name) => rows.some((row) => typeof row[name] === 'number'));
  if (!field) return [];
  const { words, scale } = HEADLINE_FIELDS[field];
  const own = /^([a-z]{2})-/.exec(datasetId)?.[1]?.toUpperCase();
  const lines: string[] = [];
  for (const period of periodsAdded.slice(-3)) {
    const totals = new Map<string, { total: number; currency: unknown }>();
    for (const row of rows) {
      if (row.period !== period || typeof row[field] !== 'number' || !marketsOwnFigure(row)) continue;
      const state = marketOfRow(row) ?? own;
      if (state)
        totals.set(state, {
          total: (totals.get(state)?.total ?? 0) + (row[field] as number) * scale,
          currency: row.currency,
        });
    }
    // A weekly source's latest month is the month so far, and says so.
    const extent = partialMonthExtent(rows, period);
    const covered = `${formatAlertPeriod(period)}${extent ? ` (${extent})` : ''}`;
    for (const [state, { total, currency }] of [...totals].sort(([a], [b]) => a.localeCompare(b)).slice(0, 5))
      lines.push(`${stateName(state)}, ${covered} published: ${words} ${inCurrency(total, currency)}`);
  }
  return lines;
}
