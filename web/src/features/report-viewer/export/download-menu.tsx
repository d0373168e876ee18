/**
 * 'Download' under a report's chart or table: one button per file, each named with the
 * section's title ('Download PNG: Monthly sales'). A chart offers PNG and SVG images; every
 * section offers CSV and Excel (XLSX), both with the report's attribution and the same figures.
 * Buttons in a labelled group rather than a pop-up menu: each is one Tab and one click away.
 * The CSV is made at once; the other files' code is loaded on the first click.
 */
import { useRef } from 'react';
import type { ReportData } from '../api/report-data';
import { drawNow, type ChartSection } from '../chart/chart';
import { type FlaggedTable, reportCsv, reportFileName } from '@cannabis-reports/report-files';
import { saveFile } from './save-file';
import { FAILED_MESSAGE, useReportFiles } from './use-report-files';
import './download-menu.css';

export function DownloadMenu({
  data,
  title,
  table,
  chart,
}: {
  data: ReportData;
  title: string;
  /** The section's figures, made only when a file is asked for, not with every render of the report. */
  table: () => FlaggedTable;
  /** A chart's section: adds its PNG and SVG images. */
  chart?: ChartSection;
}) {
  const group = useRef<HTMLDivElement>(null);
  const { failed, withFiles } = useReportFiles();
  /** The canvas the chart is drawn on, in the figure this group belongs to (drawn now if it was still to come). */
  const canvas = () => {
    const container = group.current?.closest('figure')?.querySelector('.report-chart-canvas');
    if (container) drawNow(container);
    const found = container?.querySelector('canvas');
    if (!(found instanceof HTMLCanvasElement)) throw new Error('The chart is not drawn');
    return found;
  };
  const csv = () =>
    saveFile(
      new Blob([reportCsv(data, title, table())], { type: 'text/csv;charset=utf-8' }),
      reportFileName(data, title),
    );

  // Names in aria-label, not a visually hidden span: Chrome puts a space before an absolutely
  // positioned span ('Download CSV : ...'), so the name would differ by browser.
  const button = (format: string, onClick: () => void) => (
    <button type="button" className="link-button" aria-label={`Download ${format}: ${title}`} onClick={onClick}>
      {format}
    </button>
  );
  return (
    <div ref={group} className="report-downloads" role="group" aria-label={`Download: ${title}`}>
      <span aria-hidden="true">Download</span>
      {chart &&
        button(
          'PNG',
          withFiles((files) => files.downloadPng(data, chart, canvas())),
        )}
      {chart &&
        button(
          'SVG',
          withFiles((files) => files.downloadSvg(data, chart)),
        )}
      {button('CSV', csv)}
      {button(
        'Excel (XLSX)',
        withFiles((files) => files.downloadXlsx(data, title, table())),
      )}
      {failed && (
        <span className="error-text" role="alert">
          {FAILED_MESSAGE}
        </span>
      )}
    </div>
  );
}
