/**
 * What the ingestion needs to know of a downloaded file, gathered chunk by chunk as it is
 * written to disk, so no check ever holds the whole file: its size, its SHA-256, its first
 * bytes (a workbook is a zip: 'PK'), and the number of its last non-blank line (a text file
 * whose last line the parser rejected was cut short).
 */
import { createHash } from 'node:crypto';

export interface FileFacts {
  bytes: number;
  sha256: string;
  /** True when the file starts as a zip package does (an XLSX workbook). */
  isZip: boolean;
  /** 1-based number of the last line holding anything but white space; 1 for an empty file. */
  lastLine: number;
}

const NEWLINE = 0x0a;
/** ASCII white space besides the line feed: what trimming a line's end removes. */
const BLANK = new Set([0x20, 0x09, 0x0d, 0x0b, 0x0c]);

export class FileFactsCollector {
  private readonly hash = createHash('sha256');
  private bytes = 0;
  private head: number[] = [];
  private newlines = 0;
  private newlinesBeforeLastText = 0;

  add(chunk: Uint8Array): void {
    this.hash.update(chunk);
    this.bytes += chunk.byteLength;
    for (let index = 0; index < chunk.length && this.head.length < 2; index += 1) this.head.push(chunk[index]);
    // Native scans, not a loop over every byte in JavaScript: files run to hundreds of megabytes.
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let lastText = bytes.length - 1;
    while (lastText >= 0 && (bytes[lastText] === NEWLINE || BLANK.has(bytes[lastText]))) lastText -= 1;
    const newlinesBefore = (end: number) => {
      let count = 0;
      for (let at = bytes.indexOf(NEWLINE); at !== -1 && at < end; at = bytes.indexOf(NEWLINE, at + 1)) count += 1;
      return count;
    };
    if (lastText >= 0) this.newlinesBeforeLastText = this.newlines + newlinesBefore(lastText);
    this.newlines += newlinesBefore(bytes.length);
  }

  facts(): FileFacts {
    return {
      bytes: this.bytes,
      sha256: this.hash.digest('hex'),
      isZip: this.head[0] === 0x50 && this.head[1] === 0x4b,
      lastLine: this.newlinesBeforeLastText + 1,
    };
  }
}
