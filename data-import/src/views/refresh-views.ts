/**
 * Rebuilds the report views whose input datasets changed since they were built: after every
 * import, and so also after an import that failed between a dataset's flip and its views
 * (the next import finds the view's inputs out of date and rebuilds it).
 */
import type { DatasetId, RowsOf, StoredDataset, ViewId } from '@cannabis-reports/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { readDatasetPointer, readDatasetRows } from '../store/dataset-store';
import { readViewPointer, writeView } from '../store/view-store';
import type { BuiltView } from './built-view';
import { buildColoradoView } from './colorado-view';
import { buildConnecticutView } from './connecticut-view';
import { buildPerCapitaView } from './per-capita-view';
import { buildPricesView } from './prices-view';
import { buildStateMonthlyView } from './state-monthly-view';
import { buildWashingtonView } from './washington-view';

type Rows = { [Id in DatasetId]?: RowsOf[Id][] };

interface ViewDefinition {
  id: ViewId;
  /** The dataset the view shows; without it the view is not built. */
  main: DatasetId;
  /** Datasets that complete it when imported. */
  extra: DatasetId[];
  build(rows: Rows): BuiltView<unknown>;
}

const VIEWS: ViewDefinition[] = [
  {
    id: 'state-monthly',
    main: 'state-monthly-sales',
    extra: [],
    build: (rows) => buildStateMonthlyView(rows['state-monthly-sales']!),
  },
  {
    id: 'washington-retail',
    main: 'wa-retail-sales',
    extra: ['wa-licenses'],
    build: (rows) => buildWashingtonView(rows['wa-retail-sales']!, rows['wa-licenses']),
  },
  {
    id: 'colorado-counties',
    main: 'co-county-sales',
    extra: ['state-monthly-sales'],
    build: (rows) => buildColoradoView(rows['co-county-sales']!, rows['state-monthly-sales']),
  },
  {
    id: 'connecticut-weekly',
    main: 'ct-weekly-sales',
    extra: [],
    build: (rows) => buildConnecticutView(rows['ct-weekly-sales']!),
  },
  {
    id: 'prices',
    main: 'state-monthly-indicators',
    extra: ['or-prices', 'ct-weekly-sales', 'dc-product-sales'],
    build: (rows) =>
      buildPricesView(
        rows['state-monthly-indicators']!,
        rows['or-prices'],
        rows['ct-weekly-sales'],
        rows['dc-product-sales'],
      ),
  },
  {
    id: 'per-capita',
    main: 'state-monthly-sales',
    extra: ['state-monthly-indicators'],
    build: (rows) => buildPerCapitaView(rows['state-monthly-sales']!, rows['state-monthly-indicators']),
  },
];

export type ViewOutcome = 'built' | 'unchanged';

/** Rows of the current versions, by dataset and version: `known` are rows already in memory (just imported). */
export type KnownRows = Map<string, object[]>;
export const knownKey = (id: string, version: string) => `${id}@${version}`;

/** Firestore gives a map's fields back in its own order. */
function sameInputs(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export async function refreshViews(db: Firestore, known: KnownRows = new Map()): Promise<Record<string, ViewOutcome>> {
  const outcomes: Record<string, ViewOutcome> = {};
  const pointers = new Map<DatasetId, StoredDataset | undefined>();
  const pointerOf = async (id: DatasetId) => {
    if (!pointers.has(id)) pointers.set(id, await readDatasetPointer(db, id));
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
    if (current && sameInputs(current.inputs, versions)) {
      outcomes[view.id] = 'unchanged';
      continue;
    }
    const rows: Record<string, object[]> = {};
    for (const [id, version] of Object.entries(versions)) {
      rows[id] = known.get(knownKey(id, version)) ?? (await readDatasetRows(db, id, version));
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
    await writeView(db, view.id, versions, sources, view.build(rows as Rows));
    outcomes[view.id] = 'built';
  }
  return outcomes;
}
