/**
 * `GET /datasets`: the public catalogue of the data the reports are built from, so a
 * visitor sees what they would buy (and how fresh it is) before paying.
 */
import { z } from 'zod/mini';
import { datasetArrivalSchema } from './dataset-arrival';
import { shiftMonth } from './months';
import { marketForecastRecordSchema } from './forecast-record';
import { publicationCurrencySchema } from './publication-currency';

/**
 * The months a dataset holds for one market, 'YYYY-MM' each; in the catalogue's list of
 * markets, `periodTo` is the market's date as its page gives it (see `markets` below).
 */
export const marketCoverageSchema = z.object({
  /** A US state's or a Canadian province's two-letter code ('CO', 'DC', 'ON'), or 'CAN' for Canada. */
  state: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
});
export type MarketCoverage = z.infer<typeof marketCoverageSchema>;

/** The currencies the datasets' money is published in. */
export const MONEY_CURRENCIES = ['USD', 'CAD'] as const;
export type MoneyCurrency = (typeof MONEY_CURRENCIES)[number];

/** The currency of every amount of money in a dataset's rows. */
export const moneyCurrencySchema = z
  .nullable(z.enum(MONEY_CURRENCIES))
  .check(
    z.describe(
      'The currency of every amount of money in the rows, as the publisher gives it and never converted: USD (US dollars) or CAD (Canadian dollars, Statistics Canada); null when the dataset holds no money (counts, persons, licences, an exchange rate).',
    ),
  );

/** The units of a dataset's figures, in words. */
export const datasetUnitsSchema = z
  .nullable(z.string())
  .check(
    z.describe(
      "The units of the dataset's figures in words, as its source states them (e.g. 'Thousands of Canadian dollars (CAD), not USD'); null when not stated.",
    ),
  );

export const datasetSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  sourceUrl: z.string(),
  licence: z.string(),
  /** First and last period covered: 'YYYY-MM', or week start dates for weekly data. */
  periodFrom: z.string(),
  periodTo: z.string(),
  periodKind: z.enum(['month', 'week', 'snapshot']),
  /** How often the publisher updates it, in words; null when not known. */
  cadence: z.nullable(z.string()),
  /** True for generated sample data. */
  sample: z.boolean(),
  /** The markets it covers (US states, Canada and its provinces and territories), each with its own months. */
  markets: z.array(marketCoverageSchema),
  money: moneyCurrencySchema,
  units: datasetUnitsSchema,
  /** ISO 8601: the last import that read it, and the last that changed its figures; null before any was recorded. */
  lastChecked: z.nullable(z.string()),
  lastChanged: z.nullable(z.string()),
  /** The most days the source may go without a successful fetch (its source's `expectedChangeDays` in @cannabis-reports/datasets); null when none is expected. */
  expectedChangeDays: z.nullable(z.number()),
  /** True when no import has read it for longer than that: the fetch stopped or the file moved. */
  overdue: z.boolean(),
  /** How current it is against its publisher today (publication-currency.ts). */
  currency: publicationCurrencySchema,
  /** How its new publications arrive: fetched daily, imported by hand, or never (a one-off compilation). */
  arrives: datasetArrivalSchema,
});
export type DatasetSummary = z.infer<typeof datasetSummarySchema>;

export const datasetCatalogAnswerSchema = z.object({
  datasets: z.array(datasetSummarySchema),
  /**
   * Every market of any trade dataset: its first month over all of them, and as `periodTo` the
   * date its page gives (the newest complete month of its sales series; a year such as 'CY2023'
   * where only annual totals are held); the newest first, annual-only markets last. With it, how
   * current that month is against the publisher of the series that dates it (none for annual totals).
   */
  markets: z.array(
    z.extend(marketCoverageSchema, {
      currency: z.optional(publicationCurrencySchema),
      /** How the market's forecast has done against what was published later; absent without a forecast. */
      forecast: z.optional(marketForecastRecordSchema),
    }),
  ),
});
export type DatasetCatalogAnswer = z.infer<typeof datasetCatalogAnswerSchema>;

/**
 * What the importer keeps on `datasets/{id}` beside the stored meta, for the catalogue:
 * the markets read from the rows, and when the dataset was last checked and last changed.
 */
export interface StoredDatasetFreshness {
  markets?: MarketCoverage[];
  /** ISO 8601: every import of the dataset sets it, whether or not its rows changed. */
  checkedAt?: string;
  /** ISO 8601: set when an import stores rows whose content hash differs from the served version's. */
  changedAt?: string;
}

/**
 * Every market over all datasets: per state, the first month of any dataset and the newest
 * of any; ordered newest first, then by code. Weekly periods count by their month.
 */
export function combineMarkets(lists: ReadonlyArray<readonly MarketCoverage[]>): MarketCoverage[] {
  const byState = new Map<string, MarketCoverage>();
  for (const market of lists.flat()) {
    const from = market.periodFrom.slice(0, 7);
    const to = market.periodTo.slice(0, 7);
    const known = byState.get(market.state);
    byState.set(market.state, {
      state: market.state,
      periodFrom: known && known.periodFrom < from ? known.periodFrom : from,
      periodTo: known && known.periodTo > to ? known.periodTo : to,
    });
  }
  return [...byState.values()].sort((a, b) => b.periodTo.localeCompare(a.periodTo) || a.state.localeCompare(b.state));
}

/** A request of the data API that answers rows: a dataset, and the state and months to ask it for. */
export interface RowsExample {
  datasetId: string;
  query: { state: string; from: string; to: string };
}

/**
 * The rows request the developers' page shows, read off the catalogue so it always answers
 * rows: the newest year that a monthly dataset holds for one of its markets (the market whose
 * months run latest; the catalogue's first such dataset on a tie). Undefined when no dataset
 * of real figures (not sample data) holds a month.
 */
export function rowsExample(datasets: readonly DatasetSummary[]): RowsExample | undefined {
  let chosen: RowsExample | undefined;
  for (const dataset of datasets) {
    if (dataset.periodKind !== 'month' || dataset.sample) continue;
    for (const market of dataset.markets)
      if (!chosen || market.periodTo > chosen.query.to) {
        const yearBefore = shiftMonth(market.periodTo, -11);
        chosen = {
          datasetId: dataset.id,
          query: {
            state: market.state,
            from: market.periodFrom > yearBefore ? market.periodFrom : yearBefore,
            to: market.periodTo,
          },
        };
      }
  }
  return chosen;
}
