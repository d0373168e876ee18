import { useMemo, useState } from 'react';
import type { TableContent } from '@cannabis-reports/report-files';
import { keyFigureColumn, nextSort, searchRows, sortRows, type TableSort } from './table-rows';

/** A table longer than this gets a search box and shows this many rows at a time. */
export const TABLE_PAGE_ROWS = 25;

/**
 * What the reader has done to a table: the column sorted by, the search, how many rows are
 * shown. Every table starts in the source's order, which is the report's own ranking.
 */
export function useTableView({ columns, rows }: TableContent, numericColumns: boolean[]) {
  const [sort, setSort] = useState<TableSort | null>(null);
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(TABLE_PAGE_ROWS);
  const long = rows.length > TABLE_PAGE_ROWS;
  const order = useMemo(() => sortRows(rows, searchRows(rows, search), sort), [rows, search, sort]);
  return {
    sort,
    sortBy: (column: number) => setSort(nextSort(sort, column, numericColumns[column])),
    search,
    setSearch: (value: string) => {
      setSearch(value);
      setLimit(TABLE_PAGE_ROWS);
    },
    /** Long tables only: a short one shows every row and needs no search. */
    long,
    order,
    /** How many of `order` are on screen; the rest are printed but hidden. */
    shown: long ? Math.min(limit, order.length) : order.length,
    showMore: () => setLimit((current) => current + TABLE_PAGE_ROWS),
    showAll: () => setLimit(rows.length),
    keyFigure: keyFigureColumn(columns, sort),
  };
}
