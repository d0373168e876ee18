import type { FigureFlag } from '@cannabis-reports/contracts';
import type { Unit } from '../api/report-data';
import { FLAG_LABELS, flagsUsed } from '../flags';
import { formatValue } from '../format';

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

/** A report table: a caption, header cells, numbers right-aligned in their unit, and the meaning of each mark used. */
export function DataTable({
  caption,
  columns,
  rows,
  flags,
  notes = [],
  flagNotes = {},
}: {
  caption: string;
  columns: Array<{ label: string; unit?: Unit }>;
  rows: Cell[][];
  flags?: Array<Array<FigureFlag | null>>;
  notes?: string[];
  flagNotes?: Partial<Record<FigureFlag, string>>;
}) {
  const used = flagsUsed(flags?.flat() ?? []);
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>No data for these filters.</td>
            </tr>
          ) : (
            rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) => {
                  const flag = flags?.[rowIndex]?.[cellIndex];
                  return cellIndex === 0 ? (
                    <th key={cellIndex} scope="row">
                      {formatValue(cell)}
                    </th>
                  ) : (
                    <td key={cellIndex} className={typeof cell === 'number' || flag ? 'numeric' : undefined}>
                      <CellText cell={cell} unit={columns[cellIndex]?.unit} flag={flag} />
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
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
    </div>
  );
}
