/** The datasets' attribution and periods, for the public data catalogue; never their rows. */
import { DATASETS_COLLECTION, type DatasetSummary, type StoredDataset } from '@cannabis-reports/contracts';
import { db } from '../platform/firebase';

export async function listDatasets(): Promise<DatasetSummary[]> {
  const snapshot = await db()
    .collection(DATASETS_COLLECTION)
    .select('title', 'publisher', 'sourceUrl', 'licence', 'periodFrom', 'periodTo', 'periodKind', 'cadence', 'sample')
    .get();
  return snapshot.docs
    .map((doc) => {
      const meta = doc.data() as Partial<StoredDataset>;
      return {
        id: doc.id,
        title: meta.title ?? doc.id,
        publisher: meta.publisher ?? '',
        sourceUrl: meta.sourceUrl ?? '',
        licence: meta.licence ?? '',
        periodFrom: meta.periodFrom ?? '',
        periodTo: meta.periodTo ?? '',
        periodKind: meta.periodKind ?? 'month',
        cadence: meta.cadence ?? null,
        sample: meta.sample === true,
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}
