import { useId } from 'react';
import type { TableContent } from '../csv';
import { formatValue } from '../format';
import { CsvDownload } from './csv-download';

/**
 * A report table: its title, header cells, and the figures right-aligned under
 * right-aligned headers in their unit. The title sits outside the scrolling box, so a
 * table wider than a phone scrolls inside its own box while its title stays in view;
 * the box is focusable so keyboard users can scroll it too.
 */
export function DataTable({ caption, columns, rows }: { caption: string } & TableContent) {
  const captionId = useId();
  const numeric = (index: number) => (columns[index]?.unit ? 'numeric' : undefined);
  return (
    <div className="table-block">
      <p className="table-caption" id={captionId}>
        {caption}
      </p>
      <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="data-table" aria-labelledby={captionId}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col" className={numeric(index)}>
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
                      <td key={cellIndex} className={numeric(cellIndex)}>
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
      {rows.length > 0 && <CsvDownload title={caption} columns={columns} rows={rows} />}
    </div>
  );
}
