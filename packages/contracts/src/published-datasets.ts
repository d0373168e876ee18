/**
 * Row shapes of the datasets added for the newer reports (Connecticut weekly, Oregon,
 * Illinois, Michigan, DC and the multi-state panel's indicators). As in ./datasets: `period`
 * is the calendar month 'YYYY-MM' the row belongs to; money is nominal USD as published
 * (never adjusted); a figure the source leaves blank or withholds is null, never 0.
 */

/**
 * `ct-weekly-sales`: Connecticut DCP retail sales by week ending, adult-use and medical.
 * DCP weeks run Sunday to Saturday and are cut at month ends (an extra row ends on the last
 * day of the month, the next one starts on the first), so every row lies in one month and
 * monthly sums are exact.
 */
export interface CtWeeklySalesRow {
  /** The month the row's days lie in, 'YYYY-MM'. */
  period: string;
  /** First day the row covers, 'YYYY-MM-DD' (a Sunday, or the 1st of the month for a week cut at a month start). */
  weekStart: string;
  /** The week ending date as published, 'YYYY-MM-DD' (a Saturday, or the last day of a month). */
  weekEnd: string;
  /** Days covered, 1 to 7. */
  days: number;
  /** True when the row covers fewer than 7 days: a week cut at a month start or end (also the newest row, whose week is not over). */
  partial: boolean;
  /** USD, excluding taxes; preliminary per DCP. */
  adultUseSales: number | null;
  medicalSales: number | null;
  totalSales: number;
  /** Counts of products sold. */
  adultUseProducts: number | null;
  medicalProducts: number | null;
  totalProducts: number | null;
  /** USD per product, as DCP computes it. */
  adultUseAveragePrice: number | null;
  medicalAveragePrice: number | null;
  /** Why the row's figures disagree with each other (product counts against sales and average price); absent when they agree. */
  inconsistent?: string;
}

/** `or-sales`: Oregon statewide recreational retail sales by month (OLCC Marijuana Market Data). */
export interface OrSalesRow {
  period: string;
  /** USD. */
  sales: number;
}

/** `or-prices`: Oregon prices and sales by product type by month (Cannlytics' compilation of the OLCC dashboards). */
export interface OrPricesRow {
  period: string;
  /** USD; null where the compilation leaves the month blank. */
  flowerSales: number | null;
  concentrateSales: number | null;
  /** USD per gram, retail. */
  retailFlowerPrice: number | null;
  retailConcentratePrice: number | null;
  /** USD per pound, wholesale. */
  wholesaleFlowerPrice: number | null;
  /** USD per pound, wholesale (the compilation states no unit; the figures are per-gram prices × 453.6). */
  wholesaleConcentratePrice: number | null;
}

/** `or-licensees`: the OLCC Cannabis Licensee Public Report, active licences only. Rows have no month: the list is a snapshot. */
export interface OrLicensee {
  /** e.g. '050-10157025C26'; the prefix encodes the type (020 producer, 030 processor, 050 retailer, 060 wholesaler, 010 lab). */
  license: string;
  /** As published, e.g. 'RECREATIONAL RETAILER'. */
  type: string;
  legalName: string;
  businessName: string | null;
  county: string | null;
  /** Street, city and ZIP; null where OLCC exempts it from public disclosure (everything but retailers and labs). */
  address: string | null;
  /** e.g. ['Marijuana Home Delivery', 'Medical Marijuana Retailer']. */
  endorsements: string[];
  /** Producers only: Indoor, Outdoor or Mixed. */
  canopy: string | null;
  /** Producers only, e.g. 'Tier II'. */
  tier: string | null;
  status: string;
  /** 'YYYY-MM-DD'; null where OLCC writes '*'. */
  expires: string | null;
}

/** `il-sales`: Illinois adult-use sales by month, to residents and non-residents (IDFPR). */
export interface IlSalesRow {
  period: string;
  /** Count of items sold. */
  items: number | null;
  /** USD, sales to Illinois residents. */
  inStateSales: number | null;
  /** USD, sales to non-residents. */
  outOfStateSales: number | null;
  /** USD. */
  totalSales: number;
}

/** `mi-sales`: Michigan medical (MMFLA) program figures by month, from the METRC section of the MRA monthly reports. */
export interface MiSalesRow {
  period: string;
  /** USD. */
  sales: number;
  /** Pounds sold. */
  pounds: number | null;
  /** Fluid ounces sold. */
  fluidOunces: number | null;
  /** Count of completed METRC transfers in the month. */
  transfers: number | null;
  /** Count of completed transfers, year to date as transcribed (its exact meaning is unclear); given to 2020-09 only. */
  transfersYearToDate: number | null;
}

/** The ABCA report a DC row was typed from, e.g. 'Medical Cannabis Program Report | December 2021'. */
interface DcReported {
  period: string;
  report: string;
}

/** `dc-sales`: DC medical cannabis sales by month and seller type (ABCA MCP metrics). */
export interface DcSalesRow extends DcReported {
  /** 'Dispensaries', 'Cultivation Centers' or (from 2023-10) 'Manufacturer'. */
  source: string;
  /** USD. */
  sales: number;
}

/** `dc-product-sales`: DC medical cannabis quantity and value sold by product type and month. */
export interface DcProductSalesRow extends DcReported {
  productType: string;
  /** Quantity sold, in `unit`. */
  quantity: number;
  /** G (grams), LBS (pounds) or EACH (items). */
  unit: 'G' | 'LBS' | 'EACH';
  /** Grams: the quantity converted for weight units (1 lb = 453.59237 g), null for EACH; value / grams is USD per gram. */
  grams: number | null;
  /** USD. */
  value: number;
}

/** `dc-patients`: DC medical cannabis patients, transactions and sales by residency and month. */
export interface DcPatientsRow extends DcReported {
  /** 'DC Residents', 'Non-DC Residents' or 'Non-DC Residents (Self-Certified Temporary)'. */
  residency: string;
  /** Persons. */
  patients: number;
  /** Counts of transactions. */
  transactions: number | null;
  inStoreTransactions: number | null;
  deliveryTransactions: number | null;
  /** USD per transaction. */
  averageTransaction: number | null;
  inStoreAverageSale: number | null;
  deliveryAverageSale: number | null;
  /** USD. */
  inStoreSales: number | null;
  deliverySales: number | null;
  sales: number | null;
}

/** `dc-participation`: DC medical cannabis program participation by month (persons). */
export interface DcParticipationRow extends DcReported {
  patients: number;
  caregivers: number | null;
  healthcareProviders: number | null;
  /** Unique patients a dispensary served in the month. */
  patientsServed: number | null;
}

/**
 * `state-monthly-indicators`: the multi-state panel's columns besides sales and retailers
 * (which are `state-monthly-sales`), read from the same file; same key (month and state).
 * Most columns are given for a few states only (null elsewhere).
 */
export interface StateMonthlyIndicatorsRow {
  period: string;
  state: string;
  /** Persons (Census resident population, from FRED). */
  population: number | null;
  /** Retailers per 100,000 residents. */
  retailersPerCapita: number | null;
  /** USD per retailer. */
  salesPerRetailer: number | null;
  /** USD per item (IL). */
  averagePricePerItem: number | null;
  /** USD per eighth of an ounce (MA, ME, OR). */
  averagePricePerEighth: number | null;
  /** USD per gram (MA, ME, OR). */
  averagePricePerGram: number | null;
  /** USD (OR). */
  flowerSales: number | null;
  concentrateSales: number | null;
  /** USD (MD). */
  edibleSales: number | null;
  /** Pounds (MD). */
  flowerQuantity: number | null;
  /** Counts of items. */
  infusedProducts: number | null;
  vapeProducts: number | null;
  totalQuantity: number | null;
  /** Persons: registered patients (MD). */
  patients: number | null;
}
