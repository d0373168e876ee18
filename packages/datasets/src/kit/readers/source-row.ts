/** One row of a CSV file or a worksheet, with the 1-based line (or row number) it starts on. */
export interface SourceRow {
  line: number;
  cells: string[];
}

/** The file the rows come from. Spreadsheet cells may hold dates as serial numbers; CSV cells never do. */
export interface Source {
  file: string;
  spreadsheet: boolean;
}
