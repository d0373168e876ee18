/**
 * One table's figures from each place that carries them, as one shape to compare: the data
 * API's JSON (the section as built) and CSV (one record per figure), the viewer's CSV and
 * workbook (attribution rows, then the header and the rows) and the page's table (text as
 * shown). Rows keep their order; the first column names the row.
 */
import { formatPeriod, type ReportSection } from '@cannabis-reports/contracts';
import { column, pageFigure } from './workbook';

export type Cell = string | number | null;

export interface FigureGrid {
  /** Column labels without their unit ('Sales', not 'Sales (USD)'). */
  labels: string[];
  rows: Cell[][];
}

type TableSection = Extract<ReportSection, { kind: 'table' }>;

/** 'Sales (USD)' as 'Sales': the files add the unit's name to a heading, the page does not. */
export const withoutUnit = (heading: string) => heading.replace(/ \((USD|count|%|index)\)$/, '');

/** A cell of a CSV file: empty is no figure, a number is a number, anything else text. */
export function csvValue(text: string): Cell {
  if (text === '') return null;
  return /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text) ? Number(text) : text;
}

export const gridOfSection = (section: TableSection): FigureGrid => ({
  labels: section.columns.map((each) => each.label),
  rows: section.rows.map((row) => [...row]),
});

/**
 * The API's long CSV (section, series, category, value, unit, flag, position) back into the
 * section's table: a row per position (or category) in order of appearance, a column per series in `labels` order.
 */
export function gridOfFigures(records: string[][], title: string, labels: string[]): FigureGrid {
  const [header, ...figures] = records;
  const at = (name: string) => header.indexOf(name);
  const rows = new Map<string, { category: Cell; values: Map<string, Cell> }>();
  for (const record of figures) {
    if (record[at('section')] !== title) continue;
    // A table's rows are told apart by their position: two may share their first column.
    const key = at('position') < 0 ? record[at('category')] : record[at('position')];
    if (!rows.has(key)) rows.set(key, { category: csvValue(record[at('category')]), values: new Map() });
    rows.get(key)?.values.set(record[at('series')], csvValue(record[at('value')]));
  }
  return {
    labels,
    rows: [...rows.values()].map(({ category, values }) => [
      category,
      ...labels.slice(1).map((label) => values.get(label) ?? null),
    ]),
  };
}

/** The viewer's CSV: the records under the header row (the first whose headings are the labels). */
export function gridOfCsvFile(records: string[][], labels: string[]): FigureGrid {
  const start = records.findIndex((record) => record.map(withoutUnit).join('\n') === labels.join('\n'));
  if (start < 0) throw new Error(`no header row ${labels.join(',')} in the CSV`);
  return { labels, rows: records.slice(start + 1).map((record) => record.map(csvValue)) };
}

/** A workbook's sheet: the rows under the header row, to the first empty row; a cell left empty is no figure. */
export function gridOfSheet(cells: Map<string, string | number>, labels: string[]): FigureGrid {
  let header = 1;
  while (header < 100 && withoutUnit(String(cells.get(`A${header}`))) !== labels[0]) header++;
  const found = labels.map((_, index) => withoutUnit(String(cells.get(`${column(index)}${header}`))));
  if (found.join('\n') !== labels.join('\n')) throw new Error(`no header row ${labels.join(',')} in the sheet`);
  const rows: Cell[][] = [];
  for (let row = header + 1; cells.get(`A${row}`) !== undefined; row++) {
    rows.push(labels.map((_, index) => cells.get(`${column(index)}${row}`) ?? null));
  }
  return { labels, rows };
}

/** A month or a day as the API writes it ('2021-10', '2026-03-22'): the viewer writes it as a reader reads it ('Oct 2021'). */
const isMonth = (cell: Cell) => typeof cell === 'string' && /^\d{4}-\d{2}(?:-\d{2})?$/.test(cell);

/** Whether a figure as shown ('$1,235', '—', 'NR') is the value, to the decimals it shows. */
function shownAs(value: Cell, text: string): boolean {
  if (typeof value !== 'number') return value === null ? !pageFigure(text) : text === value || isMonth(value);
  const figure = pageFigure(text);
  return figure !== undefined && Math.abs(figure.value - value) <= 0.5 * 10 ** -figure.decimals + 1e-9;
}

/**
 * Where `actual` differs from `expected` (the API's JSON): its labels, its row count, or a
 * cell. Files must carry the same values; the page (`shown`) the same to the decimals it shows.
 * A month in the first column is compared by position only (the viewer writes it in words).
 */
export function gridDifferences(expected: FigureGrid, actual: FigureGrid | string[][], what: string): string[] {
  const shown = Array.isArray(actual);
  const labels = shown ? actual[0] : actual.labels;
  const rows = shown ? actual.slice(1) : actual.rows;
  const problems: string[] = [];
  if (labels.join('\n') !== expected.labels.join('\n'))
    problems.push(`${what}: columns ${labels.join(', ')}, expected ${expected.labels.join(', ')}`);
  if (rows.length !== expected.rows.length)
    problems.push(`${what}: ${rows.length} rows, expected ${expected.rows.length}`);
  expected.rows.forEach((row, rowIndex) =>
    row.forEach((value, index) => {
      const cell = rows[rowIndex]?.[index] ?? null;
      const same = shown
        ? shownAs(value, String(cell ?? ''))
        : cell === value ||
          (index === 0 && isMonth(value) && typeof cell === 'string') ||
          // A month in another column is written in words by the files ('2021-10' as 'Oct 2021').
          (isMonth(value) && cell === formatPeriod(value as string)) ||
          // CSV has no types: a text of digits (a licence number) reads back as a number.
          (typeof value === 'string' && typeof cell === 'number' && String(cell) === value) ||
          // A file names why a figure is missing ('Withheld', 'No licensees') where the JSON has none.
          (value === null && typeof cell === 'string' && /^[A-Za-z][A-Za-z ]*$/.test(cell));
      if (!same)
        problems.push(
          `${what}: row ${rowIndex + 1}, ${expected.labels[index]}: ${JSON.stringify(cell)}, expected ${JSON.stringify(value)}`,
        );
    }),
  );
  return problems;
}

/** A value of a dataset row as the API's CSV writes it: null and absent empty, a list joined by '; '. */
const asCsvText = (value: unknown) =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);

/** Where a page of dataset rows as CSV (header first) differs from the same page as JSON. */
export function rowDifferences(
  json: { columns: string[]; rows: Array<Record<string, unknown>> },
  records: string[][],
): string[] {
  const [header, ...rows] = records;
  const problems: string[] = [];
  if (header.join(',') !== json.columns.join(','))
    problems.push(`columns ${header.join(',')}, JSON ${json.columns.join(',')}`);
  if (rows.length !== json.rows.length) problems.push(`${rows.length} rows, JSON ${json.rows.length}`);
  json.rows.forEach((row, index) =>
    json.columns.forEach((name, at) => {
      // Text a spreadsheet would run as a formula is written with a leading apostrophe.
      const cell = rows[index]?.[at]?.replace(/^'(?=\s*[=+\-@])/, '');
      if (cell !== asCsvText(row[name]))
        problems.push(`row ${index + 1}, ${name}: ${JSON.stringify(cell)}, JSON ${JSON.stringify(row[name])}`);
    }),
  );
  return problems;
}
