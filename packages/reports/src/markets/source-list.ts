/**
 * Every source of the state pages. Adding a dataset is one module in sources/ (a
 * `defineSource` answering its rows' contributions per state) and one entry here; the view
 * reads the dataset once it is imported, and the page template places its facts.
 */
import type { Currency, Figures, MarketSource } from './facts';
import { azSalesTax } from './sources/az-sales-tax';
import { canadaPopulation } from './sources/canada-population';
import { canadaRetailSales } from './sources/canada-retail-sales';
import { canadaSalesByType } from './sources/canada-sales-by-type';
import { coCountySales } from './sources/co-county-sales';
import { ctTaxRevenue } from './sources/ct-tax-revenue';
import { ctWeeklySales } from './sources/ct-weekly-sales';
import { dcParticipation, dcPatients, dcProductSales, dcSales } from './sources/dc-abca';
import { ilSales } from './sources/il-sales';
import { maFlowerPrices } from './sources/ma-flower-prices';
import { mdDashboardMetrics } from './sources/md-dashboard-metrics';
import { mdSales } from './sources/md-sales';
import { miSales } from './sources/mi-sales';
import { orLicensees } from './sources/or-licensees';
import { orPrices } from './sources/or-prices';
import { orSales } from './sources/or-sales';
import { orTaxReceipts } from './sources/or-tax-receipts';
import { panelIndicators } from './sources/panel-indicators';
import { panelSales } from './sources/panel-sales';
import { stateAdults21 } from './sources/state-adults-21';
import { stateAnnualSales } from './sources/state-annual-sales';
import { statePopulation } from './sources/state-population';
import { waLicenses } from './sources/wa-licenses';
import { waRetailSales } from './sources/wa-retail-sales';

/** The first is the view's main dataset: without it no page is built. */
export const MARKET_SOURCES: readonly MarketSource[] = [
  panelSales,
  panelIndicators,
  waRetailSales,
  waLicenses,
  coCountySales,
  ctWeeklySales,
  ctTaxRevenue,
  orSales,
  orPrices,
  orLicensees,
  orTaxReceipts,
  ilSales,
  miSales,
  dcSales,
  dcProductSales,
  dcPatients,
  dcParticipation,
  mdSales,
  mdDashboardMetrics,
  azSalesTax,
  maFlowerPrices,
  statePopulation,
  stateAdults21,
  stateAnnualSales,
  canadaRetailSales,
  canadaSalesByType,
  canadaPopulation,
];

/**
 * A dataset's monthly total as its market's page gives it, flags included (a month in part is
 * partial), in the currency the page gives it: what a 'What's new' line names, so that the line
 * and the page say one figure. `market` picks one of a dataset's several markets (Canada's of
 * Statistics Canada's); without it, undefined for a dataset that gives no total, or gives several
 * markets' (the panel).
 */
export function datasetTotal(
  datasetId: string,
  rows: readonly object[],
  market?: string,
): { figures: Figures; currency: Currency } | undefined {
  const source = MARKET_SOURCES.find((entry) => entry.dataset === datasetId);
  const totals =
    source
      ?.contribute(rows as never)
      .flatMap((entry) => (entry.total && (market === undefined || entry.state === market) ? [entry.total] : [])) ?? [];
  return totals.length === 1 ? { figures: totals[0].figures, currency: totals[0].currency ?? 'USD' } : undefined;
}
