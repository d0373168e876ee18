import type { DatasetId } from '@cannabis-reports/contracts';
import type { DatasetMeta, MergedRow, ParsedDataset, RejectedRow } from './parsed-dataset';
import { lineOf, periodRange, sameRow, type RowSource, type SourcedDataset } from './dataset-builder';

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
    // Appended one by one: a spread of a file's rows as arguments overflows the stack past ~100,000.
    for (const row of [...kept, ...dropped].sort((a, b) => a.line - b.line)) target.merged.push(row);
    for (const row of [...dataset.rejected, ...rejected].sort((a, b) => a.line - b.line)) target.rejected.push(row);
  }
  return [...merged.values()].map(({ meta, rows, rejected, merged: mergedRows, sources }) => ({
    meta: { ...meta, ...periodRange(sources) },
    rows,
    rejected,
    merged: mergedRows,
  }));
}
