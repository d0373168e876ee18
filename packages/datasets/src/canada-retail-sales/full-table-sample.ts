/**
 * For the tests of Statistics Canada's full-table download of Table 20-10-0056-01, which the
 * source fetches: the shared copy is the table's header and its cannabis retailers' lines, byte
 * for byte; the full table has every other retail industry's lines beside them. This writes a
 * stand-in of it from the copy: each of the copy's lines followed by the lines of `others` other
 * industries for the same month, place and adjustment, as StatCan orders the table (the table's
 * own industries, from its notes, then numbered ones).
 */
import { readFileSync } from 'node:fs';
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
      const member = String(other + 31);
      const coordinate = cells[11].split('.').toSpliced(1, 1, member).join('.');
      const changed = { 3: industry, 10: `v${9_000_000 + index * others + other}`, 11: coordinate };
      yield `${quotedLine(cells, { ...changed, 12: String(1_000 + other), 13: '' })}\n`;
    }
  }
}
