/**
 * The files a report's chart or table downloads besides its CSV: the workbook, and a chart's
 * PNG and SVG images. Loaded on the first click, so none of this weighs on the report's first load.
 */
import type { ReportData } from '../api/report-data';
import { COLOURS, type ChartSection } from '../chart/chart';
import {
  type FlaggedTable,
  reportFileName,
  reportWorkbook,
  reportXlsx,
  XLSX_TYPE,
} from '@cannabis-reports/report-files';
import { chartPng } from './chart-png';
import { chartStamp } from './chart-stamp';
import { chartSvg } from '../chart/chart-svg';
import { withPngText } from './png-text';
import { saveFile } from './save-file';

export function downloadXlsx(data: ReportData, title: string, table: FlaggedTable): void {
  // Blob takes views of a plain ArrayBuffer only (not a SharedArrayBuffer): slice() copies into one.
  saveFile(
    new Blob([reportXlsx(data, title, table).slice()], { type: XLSX_TYPE }),
    reportFileName(data, title, 'xlsx'),
  );
}

export function downloadWorkbook(data: ReportData): void {
  saveFile(new Blob([reportWorkbook(data).slice()], { type: XLSX_TYPE }), reportFileName(data, 'all tables', 'xlsx'));
}

export function downloadSvg(data: ReportData, section: ChartSection): void {
  const svg = chartSvg(section, chartStamp(data, section.title));
  saveFile(new Blob([svg], { type: 'image/svg+xml' }), reportFileName(data, section.title, 'svg'));
}

export async function downloadPng(data: ReportData, section: ChartSection, canvas: HTMLCanvasElement): Promise<void> {
  const legend = section.series.map((series, index) => ({
    label: series.label,
    colour: COLOURS[index % COLOURS.length],
  }));
  const stamp = chartStamp(data, section.title);
  const png = await chartPng(canvas, stamp, legend);
  // The stamp as text too, where image viewers show a file's title and description.
  const stamped = await withPngText(png, { Title: stamp.title, Description: `${stamp.source}\n${stamp.asOf}` });
  saveFile(stamped, reportFileName(data, section.title, 'png'));
}
