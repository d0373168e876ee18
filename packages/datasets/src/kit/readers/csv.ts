import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { SourceRow } from './source-row';

/**
 * RFC 4180 CSV read piece by piece: records, each with the 1-based physical line it starts on,
 * so that a rejected row can be found in an editor even after multi-line quoted cells.
 * Accepts LF, CRLF and bare CR line ends, skips a leading UTF-8 BOM and fully empty lines.
 * Cells are returned exactly as written (no trimming): what a blank means is the format's call.
 * Text may arrive in pieces of any size: a piece's last character that needs the next one to be
 * read (a CR, a quote inside a quoted cell) waits for it.
 */
const CELL_END = new Set([',', '\r', '\n']);

export class CsvRecords {
  private cells: string[] = [];
  private cell = '';
  /** Whether the current record has any content: an empty line is not a record. */
  private started = false;
  private inQuote = false;
  private quoteLine = 1;
  private line = 1;
  private recordLine = 1;
  private atStart = true;
  private carried = '';

  /** Reads `piece`, answering the records it completed. */
  push(piece: string): SourceRow[] {
    return this.read(this.carried + piece, false);
  }

  /** The last record; throws when a quoted cell is left open. */
  end(): SourceRow[] {
    const records = this.read(this.carried, true);
    if (this.inQuote) throw new Error(`Unterminated quoted cell starting on line ${this.quoteLine}`);
    this.endRecord(records);
    return records;
  }

  private endRecord(records: SourceRow[]): void {
    if (this.started) records.push({ line: this.recordLine, cells: [...this.cells, this.cell] });
    this.cells = [];
    this.cell = '';
    this.started = false;
  }

  private read(text: string, last: boolean): SourceRow[] {
    const records: SourceRow[] = [];
    this.carried = '';
    let i = 0;
    if (this.atStart && text.length > 0) {
      this.atStart = false;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    while (i < text.length) {
      const char = text[i];
      const next = text[i + 1];
      if (next === undefined && !last && (char === '\r' || (char === '"' && this.inQuote))) {
        this.carried = char;
        break;
      }
      if (!this.started) this.recordLine = this.line;
      if (this.inQuote) {
        if (char === '"') {
          if (next === '"') {
            this.cell += '"';
            i += 2;
            continue;
          }
          this.inQuote = false;
        } else {
          if (char === '\n' || (char === '\r' && next !== '\n')) this.line++;
          this.cell += char;
        }
        i++;
      } else if (char === '"' && this.cell === '') {
        // A quoted cell: read to the closing quote, through commas and line breaks.
        this.quoteLine = this.line;
        this.started = true;
        this.inQuote = true;
        i++;
      } else if (char === ',') {
        this.started = true;
        this.cells.push(this.cell);
        this.cell = '';
        i++;
      } else if (char === '\r' || char === '\n') {
        i += char === '\r' && next === '\n' ? 2 : 1;
        this.endRecord(records);
        this.line++;
      } else {
        // A run of plain characters up to the next comma or line end, taken in one slice.
        this.started = true;
        let end = i + 1;
        while (end < text.length && !CELL_END.has(text[end])) end++;
        this.cell += text.slice(i, end);
        i = end;
      }
    }
    return records;
  }
}

/** Parses a whole CSV text into its records. */
export function parseCsv(text: string): SourceRow[] {
  const reader = new CsvRecords();
  return [...reader.push(text), ...reader.end()];
}

/** Bytes read from a file at a time: memory holds one piece of the file and the records read so far, never the file. */
const PIECE_BYTES = 1024 * 1024;

/** The records of a UTF-8 CSV file (invalid bytes read as U+FFFD), read piece by piece. */
export function* csvRecordsOfFile(file: string, pieceBytes = PIECE_BYTES): Generator<SourceRow> {
  const handle = openSync(file, 'r');
  try {
    const reader = new CsvRecords();
    const decoder = new StringDecoder('utf8');
    const buffer = Buffer.alloc(pieceBytes);
    for (;;) {
      const read = readSync(handle, buffer, 0, pieceBytes, null);
      if (read === 0) break;
      yield* reader.push(decoder.write(buffer.subarray(0, read)));
    }
    yield* reader.push(decoder.end());
    yield* reader.end();
  } finally {
    closeSync(handle);
  }
}
