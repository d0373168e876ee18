/**
 * A small XLSX writer: the few parts of an Office Open XML workbook (ECMA-376) that a table
 * needs (sheets of numbers and text, a bold frozen header, number formats, cell notes), zipped
 * with fflate. A full spreadsheet library would weigh ten to a hundred times more, for features
 * a report's tables do not use.
 */
import { strToU8, zipSync } from 'fflate';
import { commentsXml, noteBlocks, notesVml } from './xlsx-notes';
import { sheetXml, type XlsxSheet } from './xlsx-sheet';
import { STYLES_XML } from './xlsx-styles';
import { xmlText } from './xml-text';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument';

export const XLSX_TYPE = `${TYPE}.spreadsheetml.sheet`;

const relationships = (entries: Array<[id: string, type: string, target: string]>) =>
  `${XML_HEAD}<Relationships xmlns="${RELS}">${entries
    .map(([id, type, target]) => `<Relationship Id="${id}" Type="${DOC_RELS}/${type}" Target="${target}"/>`)
    .join('')}</Relationships>`;

/** Sheet names as spreadsheets accept them: no \ / ? * [ ] :, at most 31 characters, unique regardless of case. */
export function sheetNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base =
      name
        .replace(/[\\/?*[\]:]/g, ' ')
        .replace(/\s+/g, ' ')
        .replace(/^'+|'+$/g, '')
        .trim()
        .slice(0, 31) || 'Sheet';
    let unique = base;
    for (let index = 2; taken.has(unique.toLowerCase()); index++) {
      unique = `${base.slice(0, 31 - String(index).length - 1)} ${index}`;
    }
    taken.add(unique.toLowerCase());
    return unique;
  });
}

/** The workbook as the bytes of an .xlsx file. */
export function writeXlsx(sheets: XlsxSheet[]): Uint8Array {
  const names = sheetNames(sheets.map((sheet) => sheet.name));
  // The content types first, where readers that stream the archive look for them.
  const files: Record<string, Uint8Array> = { '[Content_Types].xml': new Uint8Array() };
  const overrides = [
    `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.spreadsheetml.sheet.main+xml"/>`,
    `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.spreadsheetml.styles+xml"/>`,
  ];
  let block = 1;
  sheets.forEach((sheet, index) => {
    const number = index + 1;
    const notes = sheet.notes ?? [];
    files[`xl/worksheets/sheet${number}.xml`] = strToU8(sheetXml(sheet, notes.length ? 'rId1' : undefined));
    overrides.push(
      `<Override PartName="/xl/worksheets/sheet${number}.xml" ContentType="${TYPE}.spreadsheetml.worksheet+xml"/>`,
    );
    if (!notes.length) return;
    files[`xl/worksheets/_rels/sheet${number}.xml.rels`] = strToU8(
      relationships([
        ['rId1', 'vmlDrawing', `../drawings/vmlDrawing${number}.vml`],
        ['rId2', 'comments', `../comments${number}.xml`],
      ]),
    );
    files[`xl/comments${number}.xml`] = strToU8(commentsXml(notes));
    files[`xl/drawings/vmlDrawing${number}.vml`] = strToU8(notesVml(notes, block));
    overrides.push(`<Override PartName="/xl/comments${number}.xml" ContentType="${TYPE}.spreadsheetml.comments+xml"/>`);
    block += noteBlocks(notes);
  });
  files['[Content_Types].xml'] = strToU8(
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="vml" ContentType="${TYPE}.vmlDrawing"/>${overrides.join('')}</Types>`,
  );
  files['_rels/.rels'] = strToU8(relationships([['rId1', 'officeDocument', 'xl/workbook.xml']]));
  files['xl/workbook.xml'] = strToU8(
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>${names
      .map((name, index) => `<sheet name="${xmlText(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
      .join('')}</sheets></workbook>`,
  );
  files['xl/_rels/workbook.xml.rels'] = strToU8(
    relationships([
      ...sheets.map((_, index): [string, string, string] => [
        `rId${index + 1}`,
        'worksheet',
        `worksheets/sheet${index + 1}.xml`,
      ]),
      [`rId${sheets.length + 1}`, 'styles', 'styles.xml'],
    ]),
  );
  files['xl/styles.xml'] = strToU8(STYLES_XML);
  return zipSync(files, { level: 6 });
}
