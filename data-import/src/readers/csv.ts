import type { SourceRow } from './source-row';

/**
 * Parses RFC 4180 CSV into records, each with the 1-based physical line it starts on, so
 * that a rejected row can be found in an editor even after multi-line quoted cells.
 * Accepts LF, CRLF and bare CR line ends, skips a leading UTF-8 BOM and fully empty lines.
 * Cells are returned exactly as written (no trimming): what a blank means is the format's call.
 */
export function parseCsv(text: string): SourceRow[] {
  const records: SourceRow[] = [];
  let cells: string[] = [];
  let cell = '';
  /** Whether the current record has any content: an empty line is not a record. */
  let started = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endRecord = (): void => {
    if (started) records.push({ line: recordLine, cells: [...cells, cell] });
    cells = [];
    cell = '';
    started = false;
  };

  while (i < text.length) {
    const char = text[i];
    if (!started) {
      recordLine = line;
    }
    if (char === '"' && cell === '') {
      // A quoted cell: read to the closing quote, through commas and line breaks.
      const quoteLine = line;
      started = true;
      i++;
      for (;;) {
        if (i >= text.length) throw new Error(`Unterminated quoted cell starting on line ${quoteLine}`);
        const quoted = text[i];
        if (quoted === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (quoted === '\n' || (quoted === '\r' && text[i + 1] !== '\n')) line++;
        cell += quoted;
        i++;
      }
      continue;
    }
    if (char === ',') {
      started = true;
      cells.push(cell);
      cell = '';
      i++;
    } else if (char === '\r' || char === '\n') {
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      endRecord();
      line++;
    } else {
      started = true;
      cell += char;
      i++;
    }
  }
  endRecord();
  return records;
}
