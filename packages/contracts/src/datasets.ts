import type {
  CtWeeklySalesRow,
  DcParticipationRow,
  DcPatientsRow,
  DcProductSalesRow,
  DcSalesRow,
  IlSalesRow,
  MiSalesRow,
  OrLicensee,
  OrPricesRow,
  OrSalesRow,
  StateMonthlyIndicatorsRow,
} from './published-datasets';
import type { FigureFlag } from './report-data';

export type * from './published-datasets';

/**
 * The stored datasets the built-in reports read: written by the importer (data-import),
 * read by the report data API (functions). Periods are 'YYYY-MM'; money is USD.
 */
export interface WaRetailRow {
  period: string;
  license: string;
  sales: number;
  excise: number;
}

export interface CoCountyRow {
  period: string;
  county: string;
  medical: number | null;
  retail: number | null;
  medicalCode: 'NR' | 'NL' | null;
  retailCode: 'NR' | 'NL' | null;
}

export interface StateMonthlyRow {
  period: string;
  state: string;
  sales: number;
  retailers: number | null;
  /** Why the source's figure for this month is incomplete; absent when it is complete. */
  incomplete?: string;
  /** A break in the state's series that starts this month (the source changes what it counts). */
  seriesBreak?: string;
}

export interface WaLicense {
  license: string;
  name: string;
  city: string;
  county: string;
  type: string;
}

export interface RowsOf {
  'wa-retail-sales': WaRetailRow;
  'co-county-sales': CoCountyRow;
  'state-monthly-sales': StateMonthlyRow;
  'wa-licenses': WaLicense;
  'ct-weekly-sales': CtWeeklySalesRow;
  'or-sales': OrSalesRow;
  'or-prices': OrPricesRow;
  'or-licensees': OrLicensee;
  'il-sales': IlSalesRow;
  'mi-sales': MiSalesRow;
  'dc-sales': DcSalesRow;
  'dc-product-sales': DcProductSalesRow;
  'dc-patients': DcPatientsRow;
  'dc-participation': DcParticipationRow;
  'state-monthly-indicators': StateMonthlyIndicatorsRow;
}

export type DatasetId = keyof RowsOf;

/** Every dataset id, for code that iterates them (settings per dataset, the data catalogue). */
export const DATASET_IDS = [
  'wa-retail-sales',
  'co-county-sales',
  'state-monthly-sales',
  'wa-licenses',
  'ct-weekly-sales',
  'or-sales',
  'or-prices',
  'or-licensees',
  'il-sales',
  'mi-sales',
  'dc-sales',
  'dc-product-sales',
  'dc-patients',
  'dc-participation',
  'state-monthly-indicators',
] as const satisfies readonly DatasetId[];

// A dataset added to RowsOf but not to DATASET_IDS fails to compile here.
const everyDatasetListed: Exclude<DatasetId, (typeof DATASET_IDS)[number]> extends never ? true : never = true;
void everyDatasetListed;

/** Where a dataset comes from, for the reports' 'data as of' line and attribution. */
export interface StoredDatasetMeta {
  id: string;
  title: string;
  publisher: string;
  /** Where the regulator publishes it. */
  sourceUrl: string;
  licence: string;
  /** True for the generated sample the start command loads: the UI labels it 'Sample data'. */
  sample: boolean;
  /**
   * First and last month covered ('YYYY-MM'); for licence lists, the refresh month twice; for
   * weekly datasets (`periodKind` 'week'), the first days ('YYYY-MM-DD') of the first and last weeks.
   */
  periodFrom: string;
  periodTo: string;
  /** How the rows are dated: by month when absent. */
  periodKind?: 'month' | 'week' | 'snapshot';
  /** How often the publisher updates the figures, and whether this copy follows, e.g. 'Monthly (weekly figures)'. */
  cadence?: string;
  /** The units of the figures, e.g. 'USD (excluding taxes); products sold (count); USD per product'. */
  units?: string;
}

/** `datasets/{datasetId}`: a dataset's attribution, counts, content hash and the version readers use. */
export interface StoredDataset extends StoredDatasetMeta {
  rowCount: number;
  rejectedCount: number;
  /** Rows added to another row of the same key, or dropped as exact repeats (absent in imports before they were counted). */
  mergedCount?: number;
  contentHash: string;
  /** The complete version of the rows (`datasets/{id}/versions/{version}`); flipped in one write after it is written. */
  version?: string;
}

/**
 * Where the built-in reports' data lives in Firestore (server only; firestore.rules denies
 * every client). Two levels, each versioned so that an import is all or nothing:
 *
 *   datasets/{datasetId}                                   StoredDataset: meta, counts, hash, `version`
 *   datasets/{datasetId}/versions/{v}                      { rowCount, chunks }
 *   datasets/{datasetId}/versions/{v}/rows/{00000}         { rows }: the parsed rows in chunks of at most 512 KiB
 *   reportViews/{viewId}                                   ReportViewPointer: `version`, the input versions, sources, months
 *   reportViews/{viewId}/versions/{v}/parts/{partId}       report-ready aggregates (below)
 *
 * The importer writes a new version under a fresh id, then flips the pointer (`version`) in one
 * write and deletes the older versions; a reader reads the pointer, then only parts of that
 * version, so it never sees a mix and a failed import leaves the previous version served.
 * Dataset rows are the importer's record, read again only to rebuild a view when another
 * of its inputs changes; reports read views only. A view's parts are what a request needs
 * for the months and slice it shows: one series part for the chart (all months, small) and,
 * for rankings over a month range, one part per month holding each item's running totals
 * before that month and through it, so a range from..to is through(to) - before(from): one
 * part for a single month, two for any longer range. Every
 * part stays far under Firestore's 1 MiB document limit at ten times today's data (the
 * largest, a Washington month of stores, is about 10 KB per 100 stores).
 */
export const DATASETS_COLLECTION = 'datasets';
export const REPORT_VIEWS_COLLECTION = 'reportViews';
export const VERSIONS_COLLECTION = 'versions';
export const ROWS_COLLECTION = 'rows';
export const PARTS_COLLECTION = 'parts';

export type ViewId =
  'state-monthly' | 'washington-retail' | 'colorado-counties' | 'connecticut-weekly' | 'prices' | 'per-capita';

/** `reportViews/{viewId}`: the version readers use and what every request needs besides parts. */
export interface ReportViewPointer<Summary = unknown> {
  view: ViewId;
  version: string;
  /** The dataset versions the view was built from: a changed input rebuilds it. */
  inputs: Record<string, string>;
  sources: StoredDatasetMeta[];
  /** The months with data, in order (for the weekly view connecticut-weekly, the weeks' Sundays, 'YYYY-MM-DD'). */
  months: string[];
  summary: Summary;
}

/** Part ids: the chart series of a slice (all, or one county) and a month's ranking inputs. */
export const seriesPartId = (county?: string) =>
  county ? `series__county__${encodeURIComponent(county)}` : 'series__all';
export const monthPartId = (period: string) => `month__${period}`;

/** state-monthly: every state's monthly sales, aligned with the pointer's months. */
export interface StateSeriesPart {
  states: Array<{
    state: string;
    sales: Array<number | null>;
    incomplete: Array<{ period: string; reason: string }>;
    breaks: Array<{ period: string; text: string }>;
  }>;
}

export interface WashingtonSummary {
  counties: string[];
  /** False until the licence list is imported: no names or counties. */
  hasLicences: boolean;
}

/** washington-retail series__*: a slice's monthly figures, aligned with the pointer's months. */
export interface WashingtonSeriesPart {
  sales: number[];
  excise: number[];
  stores: number[];
}

/** washington-retail month__*: every store that has reported by that month, in parallel arrays. */
export interface WashingtonMonthPart {
  licenses: string[];
  names: string[];
  cities: string[];
  counties: string[];
  /** Sales from the first month up to the month before this one. */
  before: number[];
  /** Sales from the first month through this one. */
  through: number[];
}

export type BlankCode = 'NR' | 'NL';

export interface ColoradoSummary {
  counties: string[];
}

/**
 * colorado-counties series__all: the statewide figures. `medical` and `retail` are the named
 * counties plus CDOR's remainder of the others where it publishes one (`remainder…`), else the
 * named counties only (`…Partial`). `total` is the statewide total and `totalBasis` says where
 * each month's comes from.
 */
export interface ColoradoStatewidePart {
  medical: number[];
  retail: number[];
  medicalPartial: boolean[];
  retailPartial: boolean[];
  remainderMedical: Array<number | null>;
  remainderRetail: Array<number | null>;
  total: Array<number | null>;
  /** This file's own statewide total row, where it has one (to note where CDOR's publications differ). */
  fileTotal: Array<number | null>;
  totalBasis: Array<'cdor-total' | 'counties-and-remainder' | 'panel-total' | null>;
}

/** colorado-counties series__county__*: one county's figures, null where withheld, with CDOR's code. */
export interface ColoradoCountyPart {
  medical: Array<number | null>;
  retail: Array<number | null>;
  medicalCode: Array<BlankCode | null>;
  retailCode: Array<BlankCode | null>;
}

/** Running totals per county: published figures, and months withheld (NR), without licensees (NL) or without any figure. */
export interface ColoradoTotals {
  medical: number[];
  retail: number[];
  medicalWithheld: number[];
  retailWithheld: number[];
  medicalUnlicensed: number[];
  retailUnlicensed: number[];
  medicalMissing: number[];
  retailMissing: number[];
}

/**
 * colorado-counties month__*: per county (and the remainder, as COUNTIES_NOT_REPORTED), the
 * running totals from the first month up to the month before this one, and through this one.
 */
export interface ColoradoMonthPart {
  counties: string[];
  before: ColoradoTotals;
  through: ColoradoTotals;
}

/** CDOR's remainder of the counties it does not report one by one, as the reports name it. */
export const COUNTIES_NOT_REPORTED = 'Counties not reported separately';

/**
 * connecticut-weekly series__all: every week, Sunday to Saturday, in order (the one or two rows
 * DCP publishes for it added together), in parallel arrays aligned with the pointer's `months`
 * (the weeks' Sundays).
 */
export interface ConnecticutWeeklyPart {
  weekEnd: string[];
  days: number[];
  /** Fewer than 7 days (the newest week when it is not over, or the file's first week): never compared. */
  partial: boolean[];
  adultUseSales: Array<number | null>;
  medicalSales: Array<number | null>;
  totalSales: number[];
  adultUseProducts: Array<number | null>;
  medicalProducts: Array<number | null>;
  totalProducts: Array<number | null>;
  adultUseAveragePrice: Array<number | null>;
  medicalAveragePrice: Array<number | null>;
  /** Why the week's figures disagree with each other; null when they agree. */
  inconsistent: Array<string | null>;
}

/** prices: the states with a price series, by code and name. */
export interface PricesSummary {
  states: Array<{ code: string; name: string }>;
}

/** prices series__state__{code}: one state's price series, one chart per unit. */
export interface PriceStatePart {
  state: string;
  /** The newest period of any of the state's series (a month, or the last week's end day). */
  asOf: string;
  /** The datasets its charts come from (the report's sources). */
  datasets: string[];
  charts: Array<{
    /** Says the unit, e.g. 'Retail price, USD per gram'. */
    title: string;
    /** 'month' ('YYYY-MM') or 'week' (the weeks' Sundays). */
    periodKind: 'month' | 'week';
    periods: string[];
    /** `flags` parallel to `values`, absent when none is flagged (a partial week). */
    series: Array<{ label: string; values: Array<number | null>; flags?: Array<FigureFlag | null> }>;
    /** The dataset the figures come from, and how they are derived. */
    notes: string[];
  }>;
}

export const statePartId = (state: string) => `series__state__${encodeURIComponent(state)}`;

/** per-capita: the default month, the latest complete for every state of the panel. */
export interface PerCapitaSummary {
  states: string[];
  defaultMonth: string;
}

/** per-capita month__*: each state's sales, residents and retailers in that month; null where missing. */
export interface PerCapitaMonthPart {
  states: string[];
  sales: Array<number | null>;
  /** Why the month's sales figure is incomplete; null when complete. */
  incomplete: Array<string | null>;
  population: Array<number | null>;
  retailers: Array<number | null>;
}
