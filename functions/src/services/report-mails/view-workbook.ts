/**
 * The workbook a view's mail carries: the whole report as the page's 'Download all tables
 * (XLSX)' writes it (one sheet per chart, table and map with figures), by the same writer.
 */
import type { ReportData } from '@cannabis-reports/contracts';
import { downloadFileName, reportWorkbook } from '@cannabis-reports/report-files';

export function viewWorkbook(viewName: string, report: ReportData): { filename: string; content: Buffer } {
  const bytes = reportWorkbook(report);
  return {
    filename: downloadFileName(viewName, 'xlsx'),
    content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
  };
}
