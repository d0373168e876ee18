/** Every dataset the product imports (one folder and one table row each), their rows, sources and the parsing kit. */
export {
  arrivalOf,
  EXPECTED_CHANGE_DAYS,
  expectedChangeDays,
  FETCH_URLS,
  isNews,
  isOverdue,
  marketDatingLag,
  publicationLag,
} from './cadence';
export { MARKET_EVENTS } from './market-events';
export { DATASETS, FORMATS, moneyOf, POPULATION_DATASETS, SNAPSHOT_SOURCES, type RowsOf } from './datasets';
export { FileFormatError, type Format } from './kit/define-format';
export {
  isDataset,
  type DatasetMeta,
  type MergedRow,
  type ParsedDataset,
  type RejectedRow,
} from './kit/parsed-dataset';
export { parseFile, parsePath } from './kit/parse-files';
export { parseCsv } from './kit/readers/csv';
export { unzipCsv, type ZipKind } from './kit/readers/zipped-csv';
// For the tests that parse the publishers' real files (here and in the importer).
export { cents, parseOne, rawQuotedRecords, rawRecords, sample, SAMPLES } from './kit/published-samples';
export { CANNABIS_RETAILERS_COPY, fullTableZip } from './canada-retail-sales/full-table-sample';
export type { DatasetSource } from './kit/source';
export type * from './az-sales-tax/rows';
export type * from './cad-per-usd/rows';
export type * from './canada-population/rows';
export type * from './canada-retail-sales/rows';
export type * from './canada-sales-by-type/rows';
export type * from './co-county-sales/rows';
export type * from './ct-tax-revenue/rows';
export type * from './ct-weekly-sales/rows';
export type * from './dc-participation/rows';
export type * from './dc-patients/rows';
export type * from './dc-product-sales/rows';
export type * from './dc-sales/rows';
export type * from './il-sales/rows';
export type * from './ma-flower-prices/rows';
export type * from './md-dashboard-metrics/rows';
export type * from './md-sales/rows';
export type * from './mi-sales/rows';
export type * from './or-licensees/rows';
export type * from './or-prices/rows';
export type * from './or-sales/rows';
export type * from './or-tax-receipts/rows';
export type * from './state-adults-21/rows';
export type * from './state-annual-sales/rows';
export type * from './state-monthly-indicators/rows';
export type * from './state-monthly-sales/rows';
export type * from './state-population/rows';
export type * from './wa-licenses/rows';
export type * from './wa-retail-sales/rows';
