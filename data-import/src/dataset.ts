import type { DatasetId, DatasetMeta, MergedRow, ParsedDataset, RejectedRow, RowsOf } from './datasets';

/** What a format knows of its dataset before reading rows; the period range comes from the rows. */
export type FixedMeta<Id extends DatasetId> = Omit<DatasetMeta, 'id' | 'periodFrom' | 'periodTo'> & { id: Id };

/** Where an accepted row came from (every line folded into it), its identity (one row per key) and its month. */
export interface RowSource {
  file: string;
  lines: number[];
  key: string;
  period: string;
}

/** A parsed dataset with the source of each row (same order as `rows`), to merge files and re-check duplicates across them. */
export interface SourcedDataset {
  dataset: ParsedDataset;
  sources: RowSource[];
}

/**
 * How a format treats a second row of a key in the same file: undefined rejects it as a
 * duplicate; a function adds it to the first (the publication lists a late report as a row of
 * its own) and answers the combined row.
 */
export type Combine<Row> = ((earlier: Row, later: Row) => Row) | undefined;

/** Narrows a parsed dataset to the rows of its id: `if (isDataset(dataset, 'wa-retail-sales')) dataset.rows[0].license`. */
export function isDataset<Id extends DatasetId>(dataset: ParsedDataset, id: Id): dataset is ParsedDataset<Id> {
  return dataset.meta.id === id;
}

function lineOf(earlier: RowSource, file: string): string {
  const lines = earlier.lines.join(' + ');
  return earlier.file === file ? `line ${lines}` : `line ${lines} in ${earlier.file}`;
}

/** First and last month of the accepted rows; '' for both when no row was accepted. */
function periodRange(sources: RowSource[]): { periodFrom: string; periodTo: string } {
  if (sources.length === 0) return { periodFrom: '', periodTo: '' };
  let periodFrom = sources[0].period;
  let periodTo = periodFrom;
  for (const { period } of sources) {
    if (period < periodFrom) periodFrom = period;
    if (period > periodTo) periodTo = period;
  }
  return { periodFrom, periodTo };
}

const sameRow = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Collects one file's accepted, merged and rejected rows. A second row with a key already
 * seen is added to the first when the format combines rows, else rejected: never dropped silently.
 */
export class DatasetBuilder<Id extends DatasetId> {
  private readonly rows: RowsOf[Id][] = [];
  private readonly sources: RowSource[] = [];
  private readonly rejected: RejectedRow[] = [];
  private readonly merged: MergedRow[] = [];
  /** Per key: its index in `rows` and the rows as read, before combining. */
  private readonly seen = new Map<string, { index: number; parts: RowsOf[Id][] }>();

  constructor(
    private readonly meta: FixedMeta<Id>,
    private readonly file: string,
    private readonly combine?: Combine<RowsOf[Id]>,
  ) {}

  reject(line: number, reason: string): void {
    this.rejected.push({ file: this.file, line, reason });
  }

  accept(line: number, key: string, period: string, row: RowsOf[Id]): void {
    const earlier = this.seen.get(key);
    if (!earlier) {
      this.seen.set(key, { index: this.rows.length, parts: [row] });
      this.rows.push(row);
      this.sources.push({ file: this.file, lines: [line], key, period });
      return;
    }
    const source = this.sources[earlier.index];
    if (!this.combine) {
      this.reject(line, `duplicate of ${lineOf(source, this.file)}`);
      return;
    }
    const twin = earlier.parts.findIndex((part) => sameRow(part, row));
    // Both are rows of the publication, so both count; identical figures are pointed out for the reader to judge.
    this.merged.push({
      file: this.file,
      line,
      reason:
        twin >= 0
          ? `added to ${lineOf(source, this.file)}: same figures as line ${source.lines[twin]}, added as published`
          : `added to ${lineOf(source, this.file)} (a late or supplementary report of the same month)`,
    });
    this.rows[earlier.index] = this.combine(this.rows[earlier.index], row);
    earlier.parts.push(row);
    source.lines.push(line);
  }

  build(): SourcedDataset {
    const dataset: ParsedDataset<Id> = {
      meta: { ...this.meta, ...periodRange(this.sources) },
      rows: this.rows,
      rejected: this.rejected,
      merged: this.merged,
    };
    return { dataset, sources: this.sources };
  }
}

interface Merging {
  meta: DatasetMeta;
  rows: ParsedDataset['rows'];
  rejected: RejectedRow[];
  merged: MergedRow[];
  sources: RowSource[];
  seen: Map<string, number>;
}

/**
 * Merges the datasets of several files, in the order given: rows of the same dataset are
 * concatenated. A key an earlier file already gave is dropped when its row is the same (the
 * folder holds the original and the converted file of one publication: listed as merged),
 * and rejected when it differs (two editions disagree: one edition per import).
 */
export function mergeDatasets(parts: SourcedDataset[]): ParsedDataset[] {
  const merged = new Map<DatasetId, Merging>();
  for (const { dataset, sources } of parts) {
    let target = merged.get(dataset.meta.id);
    if (!target) {
      target = { meta: dataset.meta, rows: [], rejected: [], merged: [], sources: [], seen: new Map() };
      merged.set(dataset.meta.id, target);
    }
    const rejected: RejectedRow[] = [];
    const dropped: MergedRow[] = [];
    dataset.rows.forEach((row, index) => {
      const source = sources[index];
      const earlierIndex = target.seen.get(source.key);
      if (earlierIndex === undefined) {
        target.seen.set(source.key, target.rows.length);
        target.rows.push(row);
        target.sources.push(source);
        return;
      }
      const earlier = target.sources[earlierIndex];
      const same = sameRow(target.rows[earlierIndex], row);
      for (const line of source.lines) {
        const entry = { file: source.file, line };
        if (same) dropped.push({ ...entry, reason: `exact repeat of ${lineOf(earlier, source.file)}: dropped` });
        else rejected.push({ ...entry, reason: `duplicate of ${lineOf(earlier, source.file)}` });
      }
    });
    // A line dropped or rejected with its whole row no longer counts as added within its file.
    const settled = new Set([...dropped, ...rejected].map((row) => row.line));
    const kept = dataset.merged.filter((row) => !settled.has(row.line));
    target.merged.push(...[...kept, ...dropped].sort((a, b) => a.line - b.line));
    target.rejected.push(...[...dataset.rejected, ...rejected].sort((a, b) => a.line - b.line));
  }
  return [...merged.values()].map(({ meta, rows, rejected, merged: mergedRows, sources }) => ({
    meta: { ...meta, ...periodRange(sources) },
    rows,
    rejected,
    merged: mergedRows,
  }));
}
