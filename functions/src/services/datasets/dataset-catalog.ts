/** The datasets' attribution, periods, markets and check times, for the public data catalogue; never their rows. */
import {
  combineMarkets,
  publicationCurrency,
  type DatasetCatalogAnswer,
  type DatasetSummary,
  type StoredDataset,
  type StoredDatasetFreshness,
} from '@cannabis-reports/contracts';
import {
  arrivalOf,
  expectedChangeDays,
  isOverdue,
  POPULATION_DATASETS,
  publicationLag,
} from '@cannabis-reports/datasets';
import { listDatasets as listStoredDatasets } from '@cannabis-reports/data-import/src/store/dataset-reads';
import { db } from '../platform/firebase';

/**
 * One catalogue entry from a stored pointer document's fields, judged at `now`: overdue when no
 * import has read the source for longer than its cadence allows, and current or behind by the
 * newest period it holds against what its publisher should have out. What an older import did
 * not store reads as unknown.
 */
export function datasetSummary(
  id: string,
  meta: Partial<StoredDataset & StoredDatasetFreshness>,
  now: Date = new Date(),
): DatasetSummary {
  const lastChecked = meta.checkedAt ?? null;
  const periodTo = meta.periodTo ?? '';
  return {
    id,
    title: meta.title ?? id,
    publisher: meta.publisher ?? '',
    sourceUrl: meta.sourceUrl ?? '',
    licence: meta.licence ?? '',
    periodFrom: meta.periodFrom ?? '',
    periodTo,
    periodKind: meta.periodKind ?? 'month',
    cadence: meta.cadence ?? null,
    sample: meta.sample === true,
    markets: meta.markets ?? [],
    lastChecked,
    lastChanged: meta.changedAt ?? null,
    expectedChangeDays: expectedChangeDays(id),
    overdue: isOverdue(id, lastChecked, now),
    currency: publicationCurrency(publicationLag(id), periodTo === '' ? null : periodTo, now),
    arrives: arrivalOf(id),
  };
}

/**
 * Every market with its first and newest month. A market is as current as its trade: a
 * population count (the Census) or a licence list (who holds a licence on one day) runs on past
 * its sales and prices, and does not date it.
 */
export function marketsOfCatalogue(datasets: DatasetSummary[]): DatasetCatalogAnswer['markets'] {
  const trade = datasets.filter(
    (dataset) => dataset.periodKind !== 'snapshot' && !(POPULATION_DATASETS as readonly string[]).includes(dataset.id),
  );
  return combineMarkets(trade.map((dataset) => dataset.markets));
}

export async function listDatasets(): Promise<DatasetCatalogAnswer> {
  const stored = await listStoredDatasets(db(), [
    'title',
    'publisher',
    'sourceUrl',
    'licence',
    'periodFrom',
    'periodTo',
    'periodKind',
    'cadence',
    'sample',
    'markets',
    'checkedAt',
    'changedAt',
  ]);
  const now = new Date();
  const datasets = stored
    .map(({ id, data }) => datasetSummary(id, data, now))
    .sort((a, b) => a.title.localeCompare(b.title));
  return { datasets, markets: marketsOfCatalogue(datasets) };
}
