/**
 * The package's surface: a report section's figures as a table, the files a report's tables
 * are written to (CSV, XLSX) and the words a flagged figure is given in them.
 */
export * from './section-table';
export * from './flags';
export * from './csv-text';
export * from './report-csv';
export * from './report-xlsx';
export { markWords } from './mark-words';
export { sheetNames, writeXlsx, XLSX_TYPE } from './xlsx-writer';
export { columnName, cellRef, type XlsxCell, type XlsxNote, type XlsxSheet } from './xlsx-sheet';
export { xmlText } from './xml-text';
