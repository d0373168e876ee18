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

/**
 * `md-sales`: Maryland Cannabis Administration (MCA) retail sales by month, product category
 * and customer type (the dashboard's `Market Sales Data`).
 */
export interface MdSalesRow {
  period: string;
  /** 'Flower', 'Concentrate (includes vape)', 'Edible' or 'Other', as published. */
  productType: string;
  /** The MCA product category, e.g. 'Raw Pre-Roll', 'Vape Cart', 'Gummy'. */
  category: string;
  /** The customer type as published: 'Medical' or 'Adult-Use' to 2025-07; 'Patient', 'Caregiver' or 'Consumer' from 2025-08. */
  customerType: string;
  /**
   * The market the customer type belongs to, one meaning across MCA's two label sets:
   * 'Medical', 'Patient' and 'Caregiver' are medical; 'Adult-Use' and 'Consumer' are adult-use.
   */
  market: 'medical' | 'adult-use';
  /** USD, rounded to cents; negative where returns exceed sales in the month. */
  sales: number;
}

/** The figures of the MCA dashboard's monthly metrics, as `md-dashboard-metrics` names them. */
export type MdDashboardMetric =
  | 'transactions-medical'
  | 'transactions-adult-use'
  | 'year-to-date-sales'
  | 'median-price-per-gram'
  | 'median-patient-annual-spend'
  | 'median-caregiver-annual-spend'
  | 'weight-sold'
  | 'weight-harvested'
  | 'plants-harvested'
  | 'patients'
  | 'caregivers'
  | 'certifying-providers';

/** `md-dashboard-metrics`: the MCA dashboard's monthly metrics, one figure a row. */
export interface MdDashboardMetricRow {
  period: string;
  metric: MdDashboardMetric;
  /** The sheet and metric name as published, e.g. 'Dispensary Transactions' / 'Dispensary Transactions - Medical'. */
  sheet: string;
  sourceMetric: string;
  value: number;
  /**
   * 'USD' (year-to-date sales, median annual spends), 'USD per gram' (median price of a gram),
   * 'pounds' (weights), 'count' (transactions, plants) or 'persons' (patients, caregivers, providers).
   */
  unit: 'USD' | 'USD per gram' | 'pounds' | 'count' | 'persons';
  /** The date as published when it is not the first of the month (three months of transactions are keyed to the 25th). */
  publishedDate?: string;
}

/**
 * `az-sales-tax`: Arizona Department of Revenue (ADOR) taxable sales and tax collections by
 * period covered (the month the sales took place, not the month ADOR received the tax).
 * Every figure is ADOR's estimate from the revenue received so far, revised as late returns,
 * amendments and audits come in: a newer report replaces every month's figures.
 */
export interface AzSalesTaxRow {
  period: string;
  /**
   * USD, estimated taxable sales under the transaction privilege tax (TPT). The TPT bases are
   * the sales measure: medical plus adult-use is the market's total.
   */
  medicalTaxableSales: number;
  adultUseTaxableSales: number;
  /** USD, the excise tax's estimated base: another estimate of adult-use sales, never added to the TPT bases. */
  exciseTaxableSales: number;
  /** USD collected, all jurisdictions. */
  medicalTaxCollections: number;
  adultUseTaxCollections: number;
  exciseTaxCollections: number;
  /** USD; negative where ADOR refunded more fees than it charged. */
  eftPaymentFees: number;
  totalCollections: number;
  /** Why the month is not a real month of sales (the report came out before its returns were in); absent when it is. */
  incomplete?: string;
}

/**
 * `or-tax-receipts`: Oregon Department of Revenue marijuana tax receipts by month of payment.
 * Receipts, not sales: payments made in the month, net of refunds, whatever month the sales
 * were made in, and DOR says they cannot be turned into sales. No field here is a sales figure.
 */
export interface OrTaxReceiptsRow {
  period: string;
  /** USD received for the state marijuana tax. */
  stateTaxReceived: number;
  /** USD received for the local taxes the state collects; null before the first local taxes came in (2017-02). */
  localTaxReceived: number | null;
  /** True where DOR estimated the split between state and local tax (both are paid together). */
  splitEstimated: boolean;
}

/**
 * `ma-flower-prices`: the Massachusetts Cannabis Control Commission's average retail price of
 * adult-use flower by month, in USD per gram (the file's unit column, which must say grams).
 */
export interface MaFlowerPriceRow {
  period: string;
  /** USD per gram, the monthly average retail price of adult-use flower. */
  pricePerGram: number;
}

/** The U.S. Census Bureau's vintages of state population estimates the importer knows, and the census each rests on. */
export type PopulationVintage = 'V2020' | 'V2024';

/**
 * `state-population`: the Census Bureau's July 1 resident population estimate of each state
 * (and DC and Puerto Rico) by year. Each year uses one estimate, named by its vintage: years
 * before 2020 come from vintage 2020, which rests on the 2010 Census; years from 2020 from
 * vintage 2024, which rests on the 2020 Census. The change of base at 2020 is a break in the
 * series: part of the step from 2019 to 2020 is the new base, not growth.
 */
export interface StatePopulationRow {
  /** The estimate's date: July of its year, 'YYYY-07'. */
  period: string;
  year: number;
  /** Two-letter USPS code, e.g. 'MA'. */
  state: string;
  /** Persons resident on July 1. */
  population: number;
  vintage: PopulationVintage;
  /** The decennial census the vintage's estimates start from. */
  censusBase: 2010 | 2020;
  /** On the first year of a new census base: what changes there. Absent elsewhere. */
  seriesBreak?: string;
}

/**
 * `state-adults-21`: residents aged 21 and over by state and year, from the Census Bureau's
 * American Community Survey 1-year estimates (table B01001: total minus under-21s). A survey
 * estimate for the calendar year, not the Population Estimates Program's July 1 count of
 * `state-population`: the two are different series, and a ratio of one to the other says so.
 * The ACS published no standard 1-year estimates for 2020, so that year is absent.
 */
export interface StateAdultsRow {
  /** The calendar year the survey covers, from its first month ('YYYY-01'). */
  period: string;
  year: number;
  /** Two-letter USPS code. */
  state: string;
  /** Persons aged 21 and over. */
  adults: number;
  /** The source as the file states it. */
  source: string;
}

/**
 * `state-annual-sales`: statewide cannabis sales by year for a few states, compiled by a third
 * party from regulators' publications. A year is either a calendar year or a state fiscal
 * year (July to June, labelled by the year it ends in); each row says which and gives the
 * months it covers, so no fiscal year is ever read as a calendar year. States measure
 * different things (scope, taxable against gross sales), so rows of different states are not
 * comparable as they stand.
 */
export interface StateAnnualSalesRow {
  /** The first month the year covers, 'YYYY-MM': January of a calendar year, July of a fiscal year's start. */
  period: string;
  /** The last month the year covers: December, or June of a fiscal year's ending year. */
  periodTo: string;
  /** 'CY2021' or 'FY2021' (July 2020 to June 2021). */
  label: string;
  yearBasis: 'calendar' | 'fiscal';
  /** Two-letter USPS code. */
  state: string;
  /** USD, nominal. */
  sales: number;
  /** What the figure covers: adult-use sales only, or adult-use and medical. */
  scope: 'adult-use' | 'adult-use and medical';
  /** True where the publication gives the figure rounded (to $100,000 or coarser). */
  rounded: boolean;
  /** The regulator publication the compiler took the figure from, and the compiler's notes on it. */
  sourceUrl: string;
  notes: string;
}
