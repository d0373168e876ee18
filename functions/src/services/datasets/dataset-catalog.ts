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
  marketDatingLag,
  moneyOf,
  POPULATION_DATASETS,
  publicationLag,
} from '@cannabis-reports/datasets';
import { listDatasets as listStoredDatasets } from '@cannabis-reports/data-import/src/store/dataset-reads';
import { readMarketDates, type MarketDate } from '@cannabis-reports/reports';
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
    money: moneyOf(id),
    units: meta.units ?? null,
    lastChecked,
    lastChanged: meta.changedAt ?? null,
    expectedChangeDays: expectedChangeDays(id),
    overdue: isOverdue(id, lastChecked, now),
    currency: publicationCurrency(publicationLag(id), periodTo === '' ? null : periodTo, now),
    arrives: arrivalOf(id),
  };
}

/**
 * Every market with its first month and its date: the first month of any of its trade
 * datasets (a population count or a licence list runs on past its sales and prices, and does
 * not date it), and the date its page gives (`dates`, the markets view's: the newest complete
 * month of its sales series), so every page that says how current a market is says the same.
 * A market without a page yet is dated by its trade datasets' newest month. Markets with a
 * month come newest first; those with annual totals only ('CY2023') after them.
 */
export function marketsOfCatalogue(
  datasets: DatasetSummary[],
  dates: ReadonlyMap<string, MarketDate>,
  now: Date = new Date(),
): DatasetCatalogAnswer['markets'] {
  const trade = datasets.filter(
    (dataset) => dataset.periodKind !== 'snapshot' && !(POPULATION_DATASETS as readonly string[]).includes(dataset.id),
  );
  const monthOf = (period: string) => (/^\d{4}-\d{2}$/.test(period) ? period : '');
  return combineMarkets(trade.map((dataset) => dataset.markets))
    .map((market) => {
      const dated = dates.get(market.state);
      if (!dated) return market;
      const currency = dated.datedBy ? publicationCurrency(marketDatingLag(dated.datedBy), dated.asOf, now) : undefined;
      return {
        ...market,
        periodTo: dated.asOf,
        ...(currency ? { currency } : {}),
        ...(dated.forecast ? { forecast: dated.forecast } : {}),
      };
    })
    .sort((a, b) => monthOf(b.periodTo).localeCompare(monthOf(a.periodTo)) || a.state.localeCompare(b.state));
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
    'units',
    'checkedAt',
    'changedAt',
  ]);
  const now = new Date();
  const dates = await readMarketDates(db());
  const datasets = stored
    .map(({ id, data }) => datasetSummary(id, data, now))
    .sort((a, b) => a.title.localeCompare(b.title));
  return { datasets, markets: marketsOfCatalogue(datasets, dates, now) };
}
