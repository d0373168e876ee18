/**
 * Rebuilds the report views whose input datasets changed since they were built: after every
 * import, and so also after an import that failed between a dataset's flip and its views
 * (the next import finds the view's inputs out of date and rebuilds it). The views are the
 * report catalogue's (@cannabis-reports/reports).
 */
import type { DatasetId, StoredDataset } from '@cannabis-reports/contracts';
import { readViewPointer, VIEWS, writeView, type DatasetRows } from '@cannabis-reports/reports';
import type { Firestore } from 'firebase-admin/firestore';
import { readDataset, readRowsAt } from '../store/dataset-reads';

export type ViewOutcome = 'built' | 'unchanged';

/** Rows of the current versions, by dataset and version: `known` are rows already in memory (just imported). */
export type KnownRows = Map<string, object[]>;
export const knownKey = (id: string, version: string) => `${id}@${version}`;

/** Firestore gives a map's fields back in its own order. */
function sameInputs(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** `now` is when a rebuilt view counts as published: an 'as of' view on a date reads the last one published by then. */
export async function refreshViews(
  db: Firestore,
  known: KnownRows = new Map(),
  now = new Date(),
): Promise<Record<string, ViewOutcome>> {
  const outcomes: Record<string, ViewOutcome> = {};
  const pointers = new Map<DatasetId, StoredDataset | undefined>();
  const pointerOf = async (id: DatasetId) => {
    if (!pointers.has(id)) {
      const stored = await readDataset(db, id);
      pointers.set(id, stored?.version ? stored : undefined);
    }
    return pointers.get(id);
  };
  for (const view of VIEWS) {
    const inputs: Partial<Record<DatasetId, StoredDataset>> = {};
    for (const id of [view.main, ...view.extra]) {
      const pointer = await pointerOf(id);
      if (pointer) inputs[id] = pointer;
    }
    if (!inputs[view.main]) continue;
    const versions = Object.fromEntries(Object.entries(inputs).map(([id, pointer]) => [id, pointer.version!]));
    const current = await readViewPointer(db, view.id);
    const shape = view.shape ?? 1;
    // A view stored before its parts were named by their content (no `parts`) is rebuilt once.
    if (current?.parts && sameInputs(current.inputs, versions) && (current.shape ?? 1) === shape) {
      outcomes[view.id] = 'unchanged';
      continue;
    }
    const rows: Record<string, object[]> = {};
    for (const [id, version] of Object.entries(versions)) {
      rows[id] = known.get(knownKey(id, version)) ?? (await readRowsAt(db, id, { version }))?.rows ?? [];
    }
    const sources = Object.values(inputs).map(
      ({ id, title, publisher, sourceUrl, licence, sample, periodFrom, periodTo }) => ({
        id,
        title,
        publisher,
        sourceUrl,
        licence,
        sample,
        periodFrom,
        periodTo,
      }),
    );
    await writeView(
      db,
      view.id,
      { inputs: versions, sources, shape, publishedAt: now.toISOString() },
      view.build(rows as DatasetRows),
    );
    outcomes[view.id] = 'built';
  }
  return outcomes;
}
