import { posix } from 'node:path';
import { strFromU8 } from 'fflate';
import type { SourceRow } from './source-row';
import { unzipCapped, XLSX_UNZIP_LIMITS, type UnzipLimits } from './unzip-capped';

/**
 * A minimal XLSX reader: just enough of SpreadsheetML to get cell text out of the workbooks
 * regulators publish. Cells come back as text, as the file stores them: numbers and dates
 * as the number in `<v>` (dates are serial day numbers), no formatting applied.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five predefined XML entities and numeric character references. */
export function decodeXml(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));/g,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (name) return ENTITIES[name];
      const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}

/** The attributes of an element's start tag, by qualified name (`r`, `t`, `r:id`...), decoded. */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    found.set(match[1], decodeXml(match[2] ?? match[3]));
  }
  return found;
}

const elementPatterns = new Map<string, RegExp>();

/** Every `<name ...>...</name>` or `<name .../>` element: its attributes text and its content ('' when empty). */
function* elements(xml: string, name: string): Generator<{ attrs: string; body: string }> {
  let pattern = elementPatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`<${name}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${name}>)`, 'g');
    elementPatterns.set(name, pattern);
  }
  // matchAll clones the pattern, so sharing one compiled pattern between calls is safe.
  for (const match of xml.matchAll(pattern)) yield { attrs: match[1], body: match[2] ?? '' };
}

/**
 * The text of a string item (`<si>` or `<is>`): plain `<t>`, or rich-text runs `<r><t>` joined.
 * Phonetic runs (`<rPh>`, Japanese readings) are not part of the value.
 */
function stringItemText(body: string): string {
  const withoutPhonetic = body.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const t of elements(withoutPhonetic, 't')) text += decodeXml(t.body);
  return text;
}

/** 0-based column of a cell reference: 'A1' → 0, 'AA7' → 26; undefined when there are no letters. */
function columnIndex(reference: string): number | undefined {
  const letters = /^([A-Z]+)/.exec(reference)?.[1];
  if (!letters) return undefined;
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function cellText(attrs: Map<string, string>, body: string, sharedStrings: string[]): string {
  const type = attrs.get('t');
  if (type === 'inlineStr') {
    const inline = elements(body, 'is').next();
    return inline.done ? '' : stringItemText(inline.value.body);
  }
  const valueElement = elements(body, 'v').next();
  if (valueElement.done) return '';
  const value = decodeXml(valueElement.value.body);
  if (type === 's') {
    const shared = sharedStrings[Number(value)];
    if (shared === undefined) throw new Error(`Cell ${attrs.get('r') ?? '?'} refers to missing shared string ${value}`);
    return shared;
  }
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}

function parseSheet(xml: string, sharedStrings: string[]): SourceRow[] {
  const rows: SourceRow[] = [];
  let previousRow = 0;
  for (const row of elements(xml, 'row')) {
    // `r` is optional in the schema; without it a row follows the previous one (same for cells).
    const line = Number(attributes(row.attrs).get('r') ?? previousRow + 1);
    previousRow = line;
    const cells: string[] = [];
    let previousColumn = -1;
    for (const cell of elements(row.body, 'c')) {
      const attrs = attributes(cell.attrs);
      const column = columnIndex(attrs.get('r') ?? '') ?? previousColumn + 1;
      previousColumn = column;
      const text = cellText(attrs, cell.body, sharedStrings);
      if (text === '') continue;
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    if (cells.length > 0) rows.push({ line, cells });
  }
  return rows;
}

export interface XlsxWorkbook {
  /** Sheet names in workbook order. */
  sheetNames: string[];
  /** Every non-empty row of a sheet (default: the first). */
  readSheet(sheetName?: string): SourceRow[];
}

/** Opens a workbook once, to read several of its sheets; a package past the limits is refused unread. */
export function openXlsx(bytes: Uint8Array, limits: UnzipLimits = XLSX_UNZIP_LIMITS): XlsxWorkbook {
  const files = unzipCapped(bytes, limits);
  const text = (path: string): string | undefined => (files[path] ? strFromU8(files[path]) : undefined);

  const workbook = text('xl/workbook.xml');
  if (workbook === undefined) throw new Error('Not an XLSX workbook: xl/workbook.xml is missing');
  const relationships = new Map<string, { type: string; target: string }>();
  for (const rel of elements(text('xl/_rels/workbook.xml.rels') ?? '', 'Relationship')) {
    const attrs = attributes(rel.attrs);
    const target = attrs.get('Target') ?? '';
    // Targets are relative to xl/, or absolute within the package.
    const path = target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`);
    relationships.set(attrs.get('Id') ?? '', { type: attrs.get('Type') ?? '', target: path });
  }

  const sheets = [...elements(workbook, 'sheet')].map(({ attrs }) => {
    const parsed = attributes(attrs);
    // The relationship id attribute is namespaced; its prefix is conventionally, not necessarily, `r`.
    const id = [...parsed].find(([key]) => key.endsWith(':id'))?.[1] ?? '';
    return { name: parsed.get('name') ?? '', path: relationships.get(id)?.target };
  });

  const sharedStringsPath = [...relationships.values()].find((rel) => rel.type.endsWith('/sharedStrings'))?.target;
  const sharedStrings = [...elements((sharedStringsPath && text(sharedStringsPath)) ?? '', 'si')].map((si) =>
    stringItemText(si.body),
  );

  return {
    sheetNames: sheets.map((sheet) => sheet.name),
    readSheet(sheetName) {
      const sheet = sheetName === undefined ? sheets[0] : sheets.find((candidate) => candidate.name === sheetName);
      if (!sheet) {
        throw new Error(
          `No sheet ${sheetName === undefined ? 'at all' : `named "${sheetName}"`} (sheets: ${sheets.map((s) => s.name).join(', ')})`,
        );
      }
      const xml = sheet.path && text(sheet.path);
      if (!xml) throw new Error(`Sheet "${sheet.name}" has no worksheet part in the package`);
      return parseSheet(xml, sharedStrings);
    },
  };
}

/** Every non-empty row of one sheet (by name; default the first), cells placed by column letter. */
export function readXlsxSheet(bytes: Uint8Array, sheetName?: string): SourceRow[] {
  return openXlsx(bytes).readSheet(sheetName);
}
