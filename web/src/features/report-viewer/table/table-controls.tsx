import { useId } from 'react';
import { TABLE_PAGE_ROWS } from './use-table-view';

/** A long table's search box, named after its table, since a report has several. */
export function TableSearch({
  caption,
  value,
  onChange,
}: {
  caption: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="table-search">
      <label htmlFor={id}>
        Search <span className="visually-hidden">{caption}</span>
      </label>
      <input
        id={id}
        type="search"
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** How many rows are shown, with the buttons that show more; announced as rows come and go. */
export function TableMore({
  shown,
  total,
  showMore,
  showAll,
}: {
  shown: number;
  total: number;
  showMore: () => void;
  showAll: () => void;
}) {
  return (
    <div className="table-more">
      <p role="status">
        {shown === total ? `${total} ${total === 1 ? 'row' : 'rows'}` : `Showing ${shown} of ${total} rows`}
      </p>
      {shown < total && (
        <>
          <button type="button" className="button button-secondary" onClick={showMore}>
            Show {Math.min(TABLE_PAGE_ROWS, total - shown)} more
          </button>
          <button type="button" className="link-button" onClick={showAll}>
            Show all
          </button>
        </>
      )}
    </div>
  );
}
