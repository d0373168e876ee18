import { formatPeriod } from '@cannabis-reports/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ReportSource } from '../api/report-data';
import '../report-viewer.css';

/** Wide enough for the block to sit open beside the reading: a tablet or a desktop, not a phone. */
const ROOM_TO_OPEN = '(min-width: 48rem)';

const roomToOpen = () => window.matchMedia(ROOM_TO_OPEN).matches;
function onRoomChange(change: () => void) {
  const query = window.matchMedia(ROOM_TO_OPEN);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
}

/**
 * A report's one 'About this data' block: its sources, caveats and rules. Open where there is
 * room, one line on a phone (the reader opens it), and always open on paper.
 */
export function AboutData({ sources, notes }: { sources: ReportSource[]; notes: string[] }) {
  // The server knows no screen: its page, and the browser's hydration of it, show the block
  // closed, and the browser opens it at once where there is room (the last block, so nothing
  // above it moves). Once the reader opens or closes it, that stands.
  const room = useSyncExternalStore(onRoomChange, roomToOpen, () => false);
  const [chosen, setOpen] = useState<boolean>();
  const open = chosen ?? room;
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
