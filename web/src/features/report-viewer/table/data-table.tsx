import type { FigureFlag } from '@cannabis-reports/contracts';
import { useId, type ReactNode } from 'react';
import type { Unit } from '../api/report-data';
import { type TableContent, FLAG_LABELS, flagsUsed } from '@cannabis-reports/report-files';
import { formatValue } from '../section/format';
import { isPeriodText } from '../../../lib/dates';
import { TableMore, TableSearch } from './table-controls';
import { useTableView } from './use-table-view';
import './data-table.css';
import '../report-viewer.css';

type Cell = string | number | null;

/** A figure as the table writes it: a flagged missing figure is a word, never a dash or zero; a qualified one gets its mark. */
function CellText({ cell, unit, flag }: { cell: Cell; unit?: Unit; flag?: FigureFlag | null }) {
  if (!flag) return <>{formatValue(cell, unit)}</>;
  const { mark, text } = FLAG_LABELS[flag];
  return cell === null ? (
    <>
      {text}
      <sup aria-hidden="true">{mark}</sup>
    </>
  ) : (
    <>
      {formatValue(cell, unit)}
      <sup>
        <abbr title={text}>{mark}</abbr>
      </sup>
    </>
  );
}

/**
 * A report table: its title, header cells, the figures right-aligned under right-aligned
 * headers in their unit, and the meaning of each mark used. The title sits outside the
 * scrolling box, so a table wider than a phone scrolls inside its own box while its title
 * stays in view; the box is focusable so keyboard users can scroll it too. The row's name
 * and the figure the table is about stay pinned at the box's edges while the rest scrolls
 * under them, so a phone shows both without scrolling sideways. Headers sort (missing
 * figures last); a long table gets a search box, a header that stays in view and rows
 * shown a page at a time (every row is printed).
 */
export function DataTable({
  caption,
  columns,
  rows,
  flags,
  notes = [],
  flagNotes = {},
  download,
}: { caption: string } & TableContent & {
    flags?: Array<Array<FigureFlag | null>>;
    notes?: string[];
    flagNotes?: Partial<Record<FigureFlag, string>>;
    /** The table's 'Download CSV' button (the report's, with its attribution), shown when there are rows. */
    download?: ReactNode;
  }) {
  const captionId = useId();
  const used = flagsUsed(flags?.flat() ?? []);
  // Figures align right: a column with a unit, or one whose every figure is a number (a
  // table of mixed measures, where each row's label names its unit).
  const numericColumns = columns.map(
    (column, index) =>
      Boolean(column.unit) ||
      (rows.some((row) => typeof row[index] === 'number') &&
        rows.every((row) => row[index] === null || typeof row[index] === 'number')),
  );
  // A column of months or weeks stays on one line: a phone broke '2021-10' at its hyphen.
  const periodColumns = columns.map(
    (_, index) => rows.length > 0 && rows.every(({ [index]: cell }) => typeof cell === 'string' && isPeriodText(cell)),
  );
  const view = useTableView({ columns, rows }, numericColumns);
  const cellClass = (index: number, flagged = false) =>
    [
      numericColumns[index] || flagged ? 'numeric' : periodColumns[index] ? 'period' : '',
      index === view.keyFigure ? 'key-figure' : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const sortable = rows.length > 1;
  return (
    <div className="table-block">
      <p className="table-caption" id={captionId}>
        {caption}
      </p>
      {view.long && <TableSearch caption={caption} value={view.search} onChange={view.setSearch} />}
      <div
        className={view.long ? 'table-scroll table-scroll-long' : 'table-scroll'}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table className="data-table" aria-labelledby={captionId}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  className={cellClass(index)}
                  aria-sort={view.sort?.column === index ? view.sort.direction : undefined}
                >
                  {sortable ? (
                    <button type="button" className="sort-button" onClick={() => view.sortBy(index)}>
                      {column.label}
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.order.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>
                  {rows.length === 0 ? 'No data for these filters.' : `No rows match “${view.search.trim()}”.`}
                </td>
              </tr>
            ) : (
              view.order.map((rowIndex, position) => (
                <tr key={rowIndex} hidden={position >= view.shown}>
                  {rows[rowIndex].map((cell, cellIndex) => {
                    const flag = flags?.[rowIndex]?.[cellIndex];
                    return cellIndex === 0 ? (
                      <th key={cellIndex} scope="row" className={cellClass(0)}>
                        {formatValue(cell)}
                      </th>
                    ) : (
                      <td key={cellIndex} className={cellClass(cellIndex, Boolean(flag))}>
                        <CellText cell={cell} unit={columns[cellIndex]?.unit} flag={flag} />
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {view.long && (
        <TableMore shown={view.shown} total={view.order.length} showMore={view.showMore} showAll={view.showAll} />
      )}
      {(used.length > 0 || notes.length > 0) && (
        <ul className="table-notes">
          {used.map((flag) => (
            <li key={flag}>
              {FLAG_LABELS[flag].mark} {FLAG_LABELS[flag].text}: {flagNotes[flag] ?? FLAG_LABELS[flag].general}
            </li>
          ))}
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {rows.length > 0 && download}
    </div>
  );
}
