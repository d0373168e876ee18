/**
 * What one version of a dataset revised against the one before, row by row. A row is known by
 * its identity: its period and its text fields (a county, a state, a product type), except the
 * fields that annotate a figure rather than name it (a withheld code, an incomplete note, the
 * report a row was typed from), which are compared as figures. Rows whose identity is in both
 * versions are compared field by field; the others are rows added or removed. A licence list
 * is known by its licence alone: its other fields are what a new list may revise.
 */
import type { RevisedFigure, RevisionSummary } from '@cannabis-reports/contracts';

type Row = Record<string, unknown>;
type Value = RevisedFigure['old'];

/** Text fields that qualify a row's figures or say where they were typed from: compared, never identity. */
const ANNOTATIONS = new Set([
  'incomplete',
  'seriesBreak',
  'inconsistent',
  'medicalCode',
  'retailCode',
  'notes',
  'report',
  'source',
  'sourceUrl',
  'publishedDate',
  'weekEnd',
]);

/** Datasets whose rows are known by named fields, not by the rule above. */
const IDENTITY_FIELDS: Record<string, string[]> = {
  'wa-licenses': ['license'],
  'or-licensees': ['license'],
};

/** The largest revisions a summary lists. */
const LARGEST = 10;

export const periodOf = (row: Row): string => (typeof row.period === 'string' ? row.period : '');

function identityFields(datasetId: string, row: Row): string[] {
  const named = IDENTITY_FIELDS[datasetId];
  if (named) return named;
  return Object.keys(row)
    .filter((field) => field !== 'period' && typeof row[field] === 'string' && !ANNOTATIONS.has(field))
    .sort();
}

/** Each row by its period and identity; a repeated identity is told apart by its occurrence. */
function keyed(datasetId: string, rows: Row[]): Map<string, { period: string; key: string; row: Row }> {
  const byKey = new Map<string, { period: string; key: string; row: Row }>();
  for (const row of rows) {
    const key = identityFields(datasetId, row)
      .map((field) => `${field}=${String(row[field])}`)
      .join(', ');
    const base = `${periodOf(row)}|${key}`;
    let unique = base;
    for (let occurrence = 2; byKey.has(unique); occurrence++) unique = `${base}#${occurrence}`;
    byKey.set(unique, { period: periodOf(row), key, row });
  }
  return byKey;
}

const asValue = (value: unknown): Value =>
  value === undefined ? null : typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as Value);

function changedFields(before: Row, after: Row, identity: string[]): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((field) => field !== 'period' && !identity.includes(field))
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .sort();
}

const change = (figure: RevisedFigure) =>
  typeof figure.old === 'number' && typeof figure.new === 'number' ? Math.abs(figure.new - figure.old) : -1;

/**
 * The revision from `before` to `after` (both one dataset's rows; `before` empty for a first
 * version): its summary and every revised figure, in the order of the rows of `after`.
 */
export function reviseRows(
  datasetId: string,
  before: object[],
  after: object[],
): { summary: RevisionSummary; figures: RevisedFigure[] } {
  const old = keyed(datasetId, before as Row[]);
  const next = keyed(datasetId, after as Row[]);
  const figures: RevisedFigure[] = [];
  const touched = new Set<string>();
  let rowsAdded = 0;
  for (const [unique, { period, key, row }] of next) {
    const earlier = old.get(unique);
    if (!earlier) {
      rowsAdded++;
      touched.add(period);
      continue;
    }
    for (const field of changedFields(earlier.row, row, identityFields(datasetId, row))) {
      figures.push({ period, key, field, old: asValue(earlier.row[field]), new: asValue(row[field]) });
      touched.add(period);
    }
  }
  let rowsRemoved = 0;
  for (const [unique, { period }] of old) {
    if (next.has(unique)) continue;
    rowsRemoved++;
    touched.add(period);
  }
  const periodsBefore = new Set([...old.values()].map((entry) => entry.period));
  const periodsAfter = new Set([...next.values()].map((entry) => entry.period));
  const sorted = (periods: Iterable<string>) => [...periods].sort();
  const summary: RevisionSummary = {
    periodsAdded: sorted([...periodsAfter].filter((period) => !periodsBefore.has(period))),
    periodsRemoved: sorted([...periodsBefore].filter((period) => !periodsAfter.has(period))),
    periodsRevised: sorted([...touched].filter((period) => periodsBefore.has(period) && periodsAfter.has(period))),
    rowsAdded,
    rowsRemoved,
    figuresRevised: figures.length,
    largest: [...figures]
      .filter((figure) => change(figure) >= 0)
      .sort((a, b) => change(b) - change(a))
      .slice(0, LARGEST),
  };
  return { summary, figures };
}
