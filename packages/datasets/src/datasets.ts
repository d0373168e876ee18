/**
 * Every dataset the product imports, one row each: its folder's source (attribution, cadence,
 * publication lag, snapshot file, and through it the row type) and the formats of its
 * publisher's files. The format list, the snapshot's files, the cadence table and `RowsOf`
 * all come from this table, so a new dataset is one folder and one row here;
 * `datasets.test.ts` fails when the folders and the rows disagree.
 */
import type { DatasetId, MoneyCurrency } from '@cannabis-reports/contracts';
import type { Format } from './kit/define-format';
import type { DatasetSource } from './kit/source';
import { waRetailSales } from './wa-retail-sales/format';
import { source as waRetailSalesSource } from './wa-retail-sales/source';
import { coCountySales, coCountySalesSuperseded } from './co-county-sales/format';
import { coCountySalesLong } from './co-county-sales/long-format';
import { source as coCountySalesSource } from './co-county-sales/source';
import { stateMonthlySales, statePanelSources } from './state-monthly-sales/format';
import { source as stateMonthlySalesSource } from './state-monthly-sales/source';
import { cannlyticsLicenses } from './wa-licenses/format';
import { source as waLicensesSource } from './wa-licenses/source';
import { ctWeeklySales } from './ct-weekly-sales/format';
import { source as ctWeeklySalesSource } from './ct-weekly-sales/source';
import { orSales } from './or-sales/format';
import { source as orSalesSource } from './or-sales/source';
import { orPrices } from './or-prices/format';
import { source as orPricesSource } from './or-prices/source';
import { orLicensees } from './or-licensees/format';
import { source as orLicenseesSource } from './or-licensees/source';
import { ilSales } from './il-sales/format';
import { source as ilSalesSource } from './il-sales/source';
import { miSales } from './mi-sales/format';
import { source as miSalesSource } from './mi-sales/source';
import { dcSales } from './dc-sales/format';
import { source as dcSalesSource } from './dc-sales/source';
import { dcProductSales } from './dc-product-sales/format';
import { source as dcProductSalesSource } from './dc-product-sales/source';
import { dcPatients } from './dc-patients/format';
import { source as dcPatientsSource } from './dc-patients/source';
import { dcParticipation } from './dc-participation/format';
import { source as dcParticipationSource } from './dc-participation/source';
import { stateMonthlyIndicators } from './state-monthly-indicators/format';
import { source as stateMonthlyIndicatorsSource } from './state-monthly-indicators/source';
import { mdSales } from './md-sales/format';
import { source as mdSalesSource } from './md-sales/source';
import { mdDashboardMetrics } from './md-dashboard-metrics/format';
import { source as mdDashboardMetricsSource } from './md-dashboard-metrics/source';
import { azSalesTax } from './az-sales-tax/format';
import { source as azSalesTaxSource } from './az-sales-tax/source';
import { orTaxReceipts } from './or-tax-receipts/format';
import { source as orTaxReceiptsSource } from './or-tax-receipts/source';
import { maFlowerPrices } from './ma-flower-prices/format';
import { source as maFlowerPricesSource } from './ma-flower-prices/source';
import { statePopulation } from './state-population/format';
import { source as statePopulationSource } from './state-population/source';
import { stateAdults } from './state-adults-21/format';
import { source as stateAdults21Source } from './state-adults-21/source';
import { stateAnnualSales } from './state-annual-sales/format';
import { source as stateAnnualSalesSource } from './state-annual-sales/source';
import { canadaRetailSales } from './canada-retail-sales/format';
import { source as canadaRetailSalesSource } from './canada-retail-sales/source';
import { canadaSalesByType } from './canada-sales-by-type/format';
import { source as canadaSalesByTypeSource } from './canada-sales-by-type/source';
import { canadaPopulation } from './canada-population/format';
import { source as canadaPopulationSource } from './canada-population/source';
import { cadPerUsd } from './cad-per-usd/format';
import { source as cadPerUsdSource } from './cad-per-usd/source';
import { ctTaxRevenue } from './ct-tax-revenue/format';
import { source as ctTaxRevenueSource } from './ct-tax-revenue/source';

/** A dataset's row: its source and the formats its files come in (the first that fits a file's header reads it). */
interface DatasetEntry<Id extends DatasetId> {
  source: DatasetSource<Id, unknown>;
  /**
   * The currency of every amount of money in its rows, as published and never converted; null
   * when it holds none (counts, persons, licences, an exchange rate). The catalogue and the data
   * API say it beside the figures.
   */
  money: MoneyCurrency | null;
  formats: readonly Format[];
}

/** Ordered as the formats are tried; every id of the contracts' `DATASET_IDS` has its row (the compiler says which is missing). */
export const DATASETS = {
  'wa-retail-sales': { source: waRetailSalesSource, money: 'USD', formats: [waRetailSales] },
  'co-county-sales': {
    source: coCountySalesSource,
    money: 'USD',
    formats: [coCountySales, coCountySalesLong, coCountySalesSuperseded],
  },
  'state-monthly-sales': {
    source: stateMonthlySalesSource,
    money: 'USD',
    formats: [stateMonthlySales, statePanelSources],
  },
  'wa-licenses': { source: waLicensesSource, money: null, formats: [cannlyticsLicenses] },
  'ct-weekly-sales': { source: ctWeeklySalesSource, money: 'USD', formats: [ctWeeklySales] },
  'or-sales': { source: orSalesSource, money: 'USD', formats: [orSales] },
  'or-prices': { source: orPricesSource, money: 'USD', formats: [orPrices] },
  'or-licensees': { source: orLicenseesSource, money: null, formats: [orLicensees] },
  'il-sales': { source: ilSalesSource, money: 'USD', formats: [ilSales] },
  'mi-sales': { source: miSalesSource, money: 'USD', formats: [miSales] },
  'dc-sales': { source: dcSalesSource, money: 'USD', formats: [dcSales] },
  'dc-product-sales': { source: dcProductSalesSource, money: 'USD', formats: [dcProductSales] },
  'dc-patients': { source: dcPatientsSource, money: 'USD', formats: [dcPatients] },
  'dc-participation': { source: dcParticipationSource, money: null, formats: [dcParticipation] },
  'state-monthly-indicators': { source: stateMonthlyIndicatorsSource, money: 'USD', formats: [stateMonthlyIndicators] },
  'md-sales': { source: mdSalesSource, money: 'USD', formats: [mdSales] },
  'md-dashboard-metrics': { source: mdDashboardMetricsSource, money: 'USD', formats: [mdDashboardMetrics] },
  'az-sales-tax': { source: azSalesTaxSource, money: 'USD', formats: [azSalesTax] },
  'or-tax-receipts': { source: orTaxReceiptsSource, money: 'USD', formats: [orTaxReceipts] },
  'ma-flower-prices': { source: maFlowerPricesSource, money: 'USD', formats: [maFlowerPrices] },
  'state-population': { source: statePopulationSource, money: null, formats: [statePopulation] },
  'state-adults-21': { source: stateAdults21Source, money: null, formats: [stateAdults] },
  'state-annual-sales': { source: stateAnnualSalesSource, money: 'USD', formats: [stateAnnualSales] },
  'canada-retail-sales': { source: canadaRetailSalesSource, money: 'CAD', formats: [canadaRetailSales] },
  'canada-sales-by-type': { source: canadaSalesByTypeSource, money: 'CAD', formats: [canadaSalesByType] },
  'canada-population': { source: canadaPopulationSource, money: null, formats: [canadaPopulation] },
  'cad-per-usd': { source: cadPerUsdSource, money: null, formats: [cadPerUsd] },
  'ct-tax-revenue': { source: ctTaxRevenueSource, money: 'USD', formats: [ctTaxRevenue] },
} as const satisfies { [Id in DatasetId]: DatasetEntry<Id> };

/** The row type of each dataset, as its source declares it. */
export type RowsOf = {
  [Id in DatasetId]: (typeof DATASETS)[Id]['source'] extends DatasetSource<Id, infer Row> ? Row : never;
};

const entries = Object.values(DATASETS) as readonly DatasetEntry<DatasetId>[];

/** Every format the importer knows, in the table's order: a file's header row picks the first that fits. */
export const FORMATS: readonly Format[] = entries.flatMap((entry) => entry.formats);

/** The published files the snapshot is built from (paths under the data folder); datasets read from one file share it. */
export const SNAPSHOT_SOURCES: readonly string[] = [...new Set(entries.map((entry) => entry.source.snapshotFile))];

/** The currency of a dataset's money figures (its row's `money`); null for none, or an id the table does not know. */
export const moneyOf = (id: string): MoneyCurrency | null =>
  Object.hasOwn(DATASETS, id) ? DATASETS[id as DatasetId].money : null;

/** Datasets that count people, not a market's trade: they say nothing of how current a market's figures are. */
export const POPULATION_DATASETS = [
  'state-population',
  'state-adults-21',
  'canada-population',
] as const satisfies readonly DatasetId[];
