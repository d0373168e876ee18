import type { DatasetId, DatasetMeta, ParsedDataset, RejectedRow, RowsOf } from './datasets';

/** What a format knows of its dataset before reading rows; the period range comes from the rows. */
export type FixedMeta<Id extends DatasetId> = Omit<DatasetMeta, 'id' | 'periodFrom' | 'periodTo'> & { id: Id };

/** Where an accepted row came from, its identity (one row per key) and its month. */
export interface RowSource {
  file: string;
  line: number;
  key: string;
  period: string;
}

/** A parsed dataset with the source of each row (same order as `rows`), to merge files and re-check duplicates across them. */
export interface SourcedDataset {
  dataset: ParsedDataset;
  sources: RowSource[];
}

/** Narrows a parsed dataset to the rows of its id: `if (isDataset(dataset, 'wa-retail-sales')) dataset.rows[0].license`. */
export function isDataset<Id extends DatasetId>(dataset: ParsedDataset, id: Id): dataset is ParsedDataset<Id> {
  return dataset.meta.id === id;
}

function duplicateReason(earlier: RowSource, file: string): string {
  return earlier.file === file
    ? `duplicate of line ${earlier.line}`
    : `duplicate of line ${earlier.line} in ${earlier.file}`;
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

/** Collects one file's accepted and rejected rows; a second row with a key already seen is rejected, never silently dropped. */
export class DatasetBuilder<Id extends DatasetId> {
  private readonly rows: RowsOf[Id][] = [];
  private readonly sources: RowSource[] = [];
  private readonly rejected: RejectedRow[] = [];
  private readonly seen = new Map<string, RowSource>();

  constructor(
    private readonly meta: FixedMeta<Id>,
    private readonly file: string,
  ) {}

  reject(line: number, reason: string): void {
    this.rejected.push({ file: this.file, line, reason });
  }

  accept(line: number, key: string, period: string, row: RowsOf[Id]): void {
    const earlier = this.seen.get(key);
    if (earlier) {
      this.reject(line, duplicateReason(earlier, this.file));
      return;
    }
    const source = { file: this.file, line, key, period };
    this.seen.set(key, source);
    this.rows.push(row);
    this.sources.push(source);
  }

  build(): SourcedDataset {
    const dataset: ParsedDataset<Id> = {
      meta: { ...this.meta, ...periodRange(this.sources) },
      rows: this.rows,
      rejected: this.rejected,
    };
    return { dataset, sources: this.sources };
  }
}

interface Merging {
  meta: DatasetMeta;
  rows: ParsedDataset['rows'];
  rejected: RejectedRow[];
  sources: RowSource[];
  seen: Map<string, RowSource>;
}

/**
 * Merges the datasets of several files, in the order given: rows of the same dataset are
 * concatenated, and a row whose key an earlier file already gave is rejected as a duplicate
 * (a folder holding both the original and the converted file of a publication gives each row twice).
 */
export function mergeDatasets(parts: SourcedDataset[]): ParsedDataset[] {
  const merged = new Map<DatasetId, Merging>();
  for (const { dataset, sources } of parts) {
    let target = merged.get(dataset.meta.id);
    if (!target) {
      target = { meta: dataset.meta, rows: [], rejected: [], sources: [], seen: new Map() };
      merged.set(dataset.meta.id, target);
    }
    const rejected = [...dataset.rejected];
    dataset.rows.forEach((row, index) => {
      const source = sources[index];
      const earlier = target.seen.get(source.key);
      if (earlier) {
        rejected.push({ file: source.file, line: source.line, reason: duplicateReason(earlier, source.file) });
        return;
      }
      target.seen.set(source.key, source);
      target.rows.push(row);
      target.sources.push(source);
    });
    target.rejected.push(...rejected.sort((a, b) => a.line - b.line));
  }
  return [...merged.values()].map(({ meta, rows, rejected, sources }) => ({
    meta: { ...meta, ...periodRange(sources) },
    rows,
    rejected,
  }));
}
