import { csvFileName, tableToCsv, type TableContent } from '../csv';

/**
 * 'Download CSV' under a report table: the file is made in the browser from the numbers
 * already on the page, so it needs no request. The table's name completes the button's
 * accessible name, as a page has several such buttons.
 */
export function CsvDownload({ title, columns, rows }: { title: string } & TableContent) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([tableToCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(title);
    link.click();
    // The download has started from the click; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <button type="button" className="link-button table-download" onClick={download}>
      Download CSV<span className="visually-hidden">: {title}</span>
    </button>
  );
}
