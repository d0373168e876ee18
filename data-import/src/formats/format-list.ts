/**
 * Every format the importer knows. A file's header row picks its format from this list, so a
 * new format is one file in this folder and one entry here.
 */
import { coCountySales, coCountySalesSuperseded } from './co-county-sales';
import { ctWeeklySales } from './ct-weekly-sales';
import { dcParticipation } from './dc-participation';
import { dcPatients } from './dc-patients';
import { dcProductSales } from './dc-product-sales';
import { dcSales } from './dc-sales';
import type { Format } from './define-format';
import { ilSales } from './il-sales';
import { miSales } from './mi-sales';
import { orLicensees } from './or-licensees';
import { orPrices } from './or-prices';
import { orSales } from './or-sales';
import { stateMonthlyIndicators } from './state-monthly-indicators';
import { stateMonthlySales, statePanelSources } from './state-monthly-sales';
import { cannlyticsLicenses } from './wa-licenses';
import { waRetailSales } from './wa-retail-sales';
import { azSalesTax } from './az-sales-tax';
import { mdDashboardMetrics } from './md-dashboard-metrics';
import { mdSales } from './md-sales';
import { orTaxReceipts } from './or-tax-receipts';
import { maFlowerPrices } from './ma-flower-prices';
import { stateAdults } from './state-adults';
import { stateAnnualSales } from './state-annual-sales';
import { statePopulation } from './state-population';

export const FORMATS: readonly Format[] = [
  waRetailSales,
  coCountySales,
  coCountySalesSuperseded,
  stateMonthlySales,
  statePanelSources,
  cannlyticsLicenses,
  ctWeeklySales,
  orSales,
  orPrices,
  orLicensees,
  ilSales,
  miSales,
  dcSales,
  dcProductSales,
  dcPatients,
  dcParticipation,
  stateMonthlyIndicators,
  mdSales,
  mdDashboardMetrics,
  azSalesTax,
  orTaxReceipts,
  maFlowerPrices,
  statePopulation,
  stateAdults,
  stateAnnualSales,
];
