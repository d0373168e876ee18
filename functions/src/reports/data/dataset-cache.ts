/**
 * Datasets kept in memory per function instance, and re-read only when an import changed
 * them (one small read of the dataset's meta per request checks that).
 */
import { db } from '../../services/firebase';
import type { DatasetId, RowsOf } from '@cannabis-reports/contracts';
import { readDataset, readDatasetMeta, type LoadedDataset } from './store';

const cache = new Map<string, LoadedDataset<unknown>>();

export async function dataset<Id extends DatasetId>(id: Id): Promise<LoadedDataset<RowsOf[Id]> | undefined> {
  const meta = await readDatasetMeta(db(), id);
  if (!meta) return undefined;
  const cached = cache.get(id);
  if (cached && cached.meta.contentHash === meta.contentHash) return cached as LoadedDataset<RowsOf[Id]>;
  const loaded = await readDataset<RowsOf[Id]>(db(), id);
  if (loaded) cache.set(id, loaded);
  return loaded;
}
