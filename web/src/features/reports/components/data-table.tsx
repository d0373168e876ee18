import type { Unit } from '../api/report-data';
import { formatValue } from '../format';

/** A report table: a caption, header cells, and numbers right-aligned in their unit. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Array<{ label: string; unit?: Unit }>;
  rows: Array<Array<string | number | null>>;
}) {
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
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row">
                      {formatValue(cell)}
                    </th>
                  ) : (
                    <td key={cellIndex} className={typeof cell === 'number' ? 'numeric' : undefined}>
                      {formatValue(cell, columns[cellIndex]?.unit)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
