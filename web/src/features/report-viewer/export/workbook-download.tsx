/** The whole report as one Excel workbook, a sheet for each chart, table and map, beside 'Print'. */
import type { ReportData } from '../api/report-data';
import { FAILED_MESSAGE, useReportFiles } from './use-report-files';

export function WorkbookDownload({ data }: { data: ReportData }) {
  const { failed, withFiles } = useReportFiles();
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={withFiles((files) => files.downloadWorkbook(data))}
      >
        Download all tables (XLSX)
      </button>
      {failed && (
        <span className="error-text" role="alert">
          {FAILED_MESSAGE}
        </span>
      )}
    </>
  );
}
