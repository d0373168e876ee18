/**
 * Which rows a report table shows and in what order: sorted by a column, filtered by a search,
 * and the column a phone keeps in view. Rows are handled by their index, so each row's flags
 * stay with it.
 */
import type { TableContent } from '@cannabis-reports/report-files';

type Cell = TableContent['rows'][number][number];

export type SortDirection = 'ascending' | 'descending';

export interface TableSort {
  column: number;
  direction: SortDirection;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Made at the first sort, not as the module loads (the first Intl object starts ICU).
let text: Intl.Collator | undefined;

/** 'Oct 2021' as '2021-10', so months sort by date; ISO periods already do. */
function periodKey(cell: string): string {
  const match = /^([A-Z][a-z]{2}) (\d{4})$/.exec(cell);
  if (!match || !MONTHS.includes(match[1])) return cell;
  return `${match[2]}-${String(MONTHS.indexOf(match[1]) + 1).padStart(2, '0')}`;
}

/** Two present figures in ascending order: numbers as numbers, periods by date, text as a reader sorts it. */
function compareCells(a: Exclude<Cell, null>, b: Exclude<Cell, null>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  text ??= new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });
  return text.compare(periodKey(a), periodKey(b));
}

/**
 * The row indices in `sort`'s order. A missing figure (withheld, not published, no licensees)
 * has no place on the scale, so it goes last whichever the direction; ties keep the source's order.
 */
export function sortRows(rows: TableContent['rows'], indices: number[], sort: TableSort | null): number[] {
  if (!sort) return indices;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...indices].sort((left, right) => {
    const a = rows[left][sort.column] ?? null;
    const b = rows[right][sort.column] ?? null;
    if (a === null || a === '' || b === null || b === '') {
      const missing = Number(a === null || a === '') - Number(b === null || b === '');
      return missing || left - right;
    }
    return sign * compareCells(a, b) || left - right;
  });
}

/** The rows whose text (a name, a city, a month) contains the search, ignoring case and accents. */
export function searchRows(rows: TableContent['rows'], search: string): number[] {
  const wanted = fold(search.trim());
  const all = rows.map((_, index) => index);
  if (!wanted) return all;
  return all.filter((index) => rows[index].some((cell) => typeof cell === 'string' && fold(cell).includes(wanted)));
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A click on a column's header: figures first sort largest first, text A to Z; a second click turns it round. */
export function nextSort(current: TableSort | null, column: number, numeric: boolean): TableSort {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: numeric ? 'descending' : 'ascending' };
}

/**
 * The figure a table is about, which a phone keeps in view beside the row's name: the column
 * sorted by; else, in a ranking ('Rank per resident'), the figure ranked ('USD per resident');
 * else the first column with a unit after the row's name. None when there is no such column.
 */
export function keyFigureColumn(columns: TableContent['columns'], sort: TableSort | null): number | undefined {
  if (sort && sort.column > 0 && columns[sort.column]?.unit) return sort.column;
  const rank = /^Rank (.+)$/.exec(columns[0]?.label ?? '');
  if (rank) {
    const ranked = columns.findIndex(
      (column, index) => index > 0 && column.unit && !column.label.startsWith('Rank') && column.label.endsWith(rank[1]),
    );
    if (ranked > 0) return ranked;
  }
  const first = columns.findIndex((column, index) => index > 0 && column.unit && !column.label.startsWith('Rank'));
  return first > 0 ? first : undefined;
}
