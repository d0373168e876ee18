/**
 * For the tests of Statistics Canada's full-table download of Table 20-10-0056-01, which the
 * source fetches: the shared copy is the table's header and its cannabis retailers' lines, byte
 * for byte; the full table has every other retail industry's lines beside them. This writes a
 * stand-in of it from the copy: each of the copy's lines followed by the lines of `others` other
 * industries for the same month, place and adjustment, as StatCan orders the table (the table's
 * own industries, from its notes, then numbered ones), and the ZIP its download address serves.
 */
import { readFileSync } from 'node:fs';
import { Zip, ZipDeflate } from 'fflate';
import { quotedLine, sample } from '../kit/published-samples';

/** The shared copy of the table's cannabis retailers' lines, and the notes of the full table (its `_MetaData.csv`). */
export const CANNABIS_RETAILERS_COPY = sample('statcan/ca-cannabis-retailers-by-province-by-month.csv');
export const FULL_TABLE_NOTES = sample('statcan/20100056_MetaData.csv');

/** `count` industries other than the cannabis retailers: the table's own (NAICS dimension 2 of its notes), then numbered. */
function otherIndustries(count: number): string[] {
  const named = readFileSync(FULL_TABLE_NOTES, 'utf8')
    .split('\n')
    // The members of dimension 2, each with its code: '"2","Retail trade","[44-45]","1",...'.
    .filter((line) => /^"2","[^"]+","\[/.test(line))
    .map((line) => line.slice(1).split('","'))
    .map(([, name, code]) => `${name} ${code}`)
    .filter((industry) => !industry.includes('459993'));
  return Array.from({ length: count }, (_, index) => named[index] ?? `Other retailers ${index} [9${index}]`);
}

/** The stand-in full table's text, a line at a time (UTF-8 BOM first, every field quoted, LF line ends). */
export function* fullTableLines(others: number): Generator<string> {
  const [header, ...lines] = readFileSync(CANNABIS_RETAILERS_COPY, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\n');
  const industries = otherIndustries(others);
  yield `\uFEFF${header}\n`;
  for (const [index, line] of lines.entries()) {
    if (line === '') continue;
    yield `${line}\n`;
    const cells = line.slice(1, -1).split('","');
    for (const [other, industry] of industries.entries()) {
      // The industry's member number in the coordinate: '1.30.1.1' is Canada's cannabis retailers' unadjusted sales.
      const [geo, , ...rest] = cells[11].split('.');
      const coordinate = [geo, other + 31, ...rest].join('.');
      const changed = { 3: industry, 10: `v${9_000_000 + index * others + other}`, 11: coordinate };
      yield `${quotedLine(cells, { ...changed, 12: String(1_000 + other), 13: '' })}\n`;
    }
  }
}

/** Lines deflated at a time while the package is made: the stand-in table is never held whole, unzipped. */
const PIECE_LINES = 10_000;

/**
 * The package StatCan's download serves, `20100056-eng.zip`: the stand-in full table as `20100056.csv`, then the
 * shared copy of its notes as `20100056_MetaData.csv`, in the order of the real package; and its count of lines.
 */
export function fullTableZip(others: number): { zip: Buffer; lines: number } {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, part) => {
    if (error) throw error;
    parts.push(part);
  });
  const table = new ZipDeflate('20100056.csv');
  zip.add(table);
  let lines = 0;
  let piece: string[] = [];
  for (const line of fullTableLines(others)) {
    lines++;
    piece.push(line);
    if (piece.length === PIECE_LINES) {
      table.push(Buffer.from(piece.join('')));
      piece = [];
    }
  }
  table.push(Buffer.from(piece.join('')), true);
  const notes = new ZipDeflate('20100056_MetaData.csv');
  zip.add(notes);
  notes.push(readFileSync(FULL_TABLE_NOTES), true);
  zip.end();
  return { zip: Buffer.concat(parts), lines };
}
