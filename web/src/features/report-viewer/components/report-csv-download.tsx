import type { ReportData } from '../api/report-data';
import { reportCsv, reportCsvFileName, type FlaggedTable } from '../report-csv';
import './report-viewer.css';

/**
 * 'Download CSV' under a report's chart or table: the file is made in the browser from the
 * figures already on the page (through a Blob URL, which the CSP allows), with the report's
 * attribution and filters. The section's title completes the button's accessible name.
 */
export function ReportCsvDownload({ data, title, table }: { data: ReportData; title: string; table: FlaggedTable }) {
  const download = () => {
    const blob = new Blob([reportCsv(data, title, table)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = reportCsvFileName(data, title);
    link.click();
    // The download has started from the click; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    // The name in aria-label, not a visually hidden span: Chrome puts a space before an
    // absolutely positioned span ('Download CSV : ...'), so the name would differ by browser.
    <button
      type="button"
      className="link-button report-csv-download"
      aria-label={`Download CSV: ${title}`}
      onClick={download}
    >
      Download CSV
    </button>
  );
}
