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
