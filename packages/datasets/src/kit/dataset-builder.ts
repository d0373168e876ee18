import type { DatasetId } from '@cannabis-reports/contracts';
import type { DatasetMeta, MergedRow, ParsedDataset, RejectedRow } from './parsed-dataset';

/** What a format knows of its dataset before reading rows; the period range comes from the rows. */
export type FixedMeta<Id extends DatasetId> = Omit<DatasetMeta, 'id' | 'periodFrom' | 'periodTo'> & { id: Id };

/** Where an accepted row came from (every line folded into it), its identity (one row per key) and its month. */
export interface RowSource {
  file: string;
  lines: number[];
  key: string;
  period: string;
  /** The last month of a row that covers several (a year); absent for a row of one month. */
  periodTo?: string;
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

/** Where an earlier row was read, as a rejection or merge reason names it. */
export function lineOf(earlier: RowSource, file: string): string {
  const lines = earlier.lines.join(' + ');
  return earlier.file === file ? `line ${lines}` : `line ${lines} in ${earlier.file}`;
}

/** First and last month of the accepted rows; '' for both when no row was accepted. */
export function periodRange(sources: RowSource[]): { periodFrom: string; periodTo: string } {
  if (sources.length === 0) return { periodFrom: '', periodTo: '' };
  let periodFrom = sources[0].period;
  let periodTo = periodFrom;
  for (const { period, periodTo: last = period } of sources) {
    if (period < periodFrom) periodFrom = period;
    if (last > periodTo) periodTo = last;
  }
  return { periodFrom, periodTo };
}

/** Rows with the same figures: the same publication read twice. */
export const sameRow = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Collects one file's accepted, merged and rejected rows. A second row with a key already
 * seen is added to the first when the format combines rows, else rejected: never dropped silently.
 */
export class DatasetBuilder<Row> {
  private readonly rows: Row[] = [];
  private readonly sources: RowSource[] = [];
  private readonly rejected: RejectedRow[] = [];
  private readonly merged: MergedRow[] = [];
  /** Per key: its index in `rows` and the rows as read, before combining. */
  private readonly seen = new Map<string, { index: number; parts: Row[] }>();

  constructor(
    private readonly meta: FixedMeta<DatasetId>,
    private readonly file: string,
    private readonly combine?: Combine<Row>,
    /** False where combined rows are parts of one row (a long file), not late or repeated reports. */
    private readonly options: { listMerges: boolean } = { listMerges: true },
  ) {}

  reject(line: number, reason: string): void {
    this.rejected.push({ file: this.file, line, reason });
  }

  accept(line: number, key: string, period: string, row: Row, periodTo?: string): void {
    const earlier = this.seen.get(key);
    if (!earlier) {
      this.seen.set(key, { index: this.rows.length, parts: [row] });
      this.rows.push(row);
      this.sources.push({ file: this.file, lines: [line], key, period, ...(periodTo ? { periodTo } : {}) });
      return;
    }
    const source = this.sources[earlier.index];
    if (!this.combine) {
      this.reject(line, `duplicate of ${lineOf(source, this.file)}`);
      return;
    }
    const where = lineOf(source, this.file);
    const twin = earlier.parts.findIndex((part) => sameRow(part, row));
    // A RowError from combining rejects the line and leaves the row as it was.
    this.rows[earlier.index] = this.combine(this.rows[earlier.index], row);
    const twinLine = source.lines[twin];
    earlier.parts.push(row);
    source.lines.push(line);
    if (!this.options.listMerges) return;
    // Both are rows of the publication, so both count; identical figures are pointed out for the reader to judge.
    this.merged.push({
      file: this.file,
      line,
      reason:
        twin >= 0
          ? `added to ${where}: same figures as line ${twinLine}, added as published`
          : `added to ${where} (a late or supplementary report of the same month)`,
    });
  }

  build(): SourcedDataset {
    // The row type is the one the source declares for its id, so the rows are that id's rows.
    const dataset = {
      meta: { ...this.meta, ...periodRange(this.sources) },
      rows: this.rows as unknown as ParsedDataset['rows'],
      rejected: this.rejected,
      merged: this.merged,
    } satisfies ParsedDataset;
    return { dataset, sources: this.sources };
  }
}
