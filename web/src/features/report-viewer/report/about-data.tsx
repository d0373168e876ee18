import { formatPeriod } from '@cannabis-reports/contracts';
import { useEffect, useState } from 'react';
import type { ReportSource } from '../api/report-data';
import '../report-viewer.css';

/** Wide enough for the block to sit open beside the reading: a tablet or a desktop, not a phone. */
const ROOM_TO_OPEN = '(min-width: 48rem)';

/**
 * A report's one 'About this data' block: its sources, caveats and rules. Open where there is
 * room, one line on a phone (the reader opens it), and always open on paper.
 */
export function AboutData({ sources, notes }: { sources: ReportSource[]; notes: string[] }) {
  const [open, setOpen] = useState(() => window.matchMedia(ROOM_TO_OPEN).matches);
  useEffect(() => {
    const openForPrint = () => setOpen(true);
    window.addEventListener('beforeprint', openForPrint);
    return () => window.removeEventListener('beforeprint', openForPrint);
  }, []);
  return (
    <details className="report-about" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>About this data</summary>
      <ul className="report-about-list">
        {sources.map((source) => (
          <li key={source.title}>
            Source: <a href={source.sourceUrl}>{source.title}</a>, {source.publisher} ({formatPeriod(source.periodFrom)}{' '}
            to {formatPeriod(source.periodTo)}). {source.licence}
          </li>
        ))}
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </details>
  );
}
