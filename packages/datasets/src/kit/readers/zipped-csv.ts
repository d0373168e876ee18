/**
 * A publisher's download that is a ZIP package of CSV files rather than a workbook (Statistics
 * Canada serves each table as `<table>-eng.zip`: the data file and its `_MetaData.csv`). The
 * data file is inflated to disk as the package is read, so memory holds one piece at a time;
 * the inflated bytes are capped as a workbook's are, whatever the package declares.
 */
import { closeSync, createReadStream, openSync, writeSync } from 'node:fs';
import { Unzip, UnzipInflate } from 'fflate';

/** A part that is a table's notes, not its data. */
const METADATA = /_metadata\.csv$/i;
/** Parts only a workbook has. */
const WORKBOOK_PART = /^(\[Content_Types\]\.xml|xl\/)/;

export type ZipKind = { workbook: true } | { workbook: false; csv: string };

/**
 * Writes the package's one data CSV to `outFile` and answers its name, each inflated piece handed
 * to `onPiece` as it is written (the ingestion describes the file on the way); answers
 * `{ workbook: true }` and writes nothing for an XLSX workbook. Throws when the package holds no
 * data CSV or several, or inflates past `maxBytes`.
 */
export async function unzipCsv(
  zipFile: string,
  outFile: string,
  { maxBytes, onPiece }: { maxBytes: number; onPiece?: (piece: Uint8Array) => void },
): Promise<ZipKind> {
  const names: string[] = [];
  let workbook = false;
  let written = 0;
  let failure: Error | undefined;
  const output = openSync(outFile, 'w');
  const unzip = new Unzip((part) => {
    names.push(part.name);
    if (WORKBOOK_PART.test(part.name)) workbook = true;
    if (workbook || !/\.csv$/i.test(part.name) || METADATA.test(part.name)) return;
    if (names.filter((name) => /\.csv$/i.test(name) && !METADATA.test(name)).length > 1) {
      failure ??= new Error('the package holds more than one data file');
      return;
    }
    part.ondata = (error, piece) => {
      if (error) return void (failure ??= error);
      written += piece.byteLength;
      if (written > maxBytes) return void (failure ??= new Error(`the package unzips to more than ${maxBytes} bytes`));
      if (failure) return;
      writeSync(output, piece);
      onPiece?.(piece);
    };
    part.start();
  });
  unzip.register(UnzipInflate);
  try {
    for await (const chunk of createReadStream(zipFile)) {
      unzip.push(chunk as Uint8Array);
      if (failure || workbook) break;
    }
    if (!failure && !workbook) unzip.push(new Uint8Array(0), true);
  } finally {
    closeSync(output);
  }
  if (workbook) return { workbook: true };
  if (failure) throw failure;
  const csv = names.find((name) => /\.csv$/i.test(name) && !METADATA.test(name));
  if (!csv) throw new Error(`the package holds no data file (${names.join(', ') || 'nothing'})`);
  return { workbook: false, csv };
}
