/** An .xlsx file read back for tests: each sheet's cells by reference, with their type and style, and its notes. */
import { strFromU8, unzipSync } from 'fflate';

export interface ReadCell {
  value: string | number;
  /** The cell's style index (0 when unstyled). */
  style: number;
}

export interface ReadSheet {
  name: string;
  cells: Map<string, ReadCell>;
  /** Notes by cell reference. */
  notes: Map<string, string>;
}

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

export function readXlsx(bytes: Uint8Array): { files: Record<string, string>; sheets: ReadSheet[] } {
  const files = Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
  const names = Array.from(parse(files['xl/workbook.xml']).getElementsByTagName('sheet'), (sheet) =>
    sheet.getAttribute('name'),
  );
  const sheets = names.map((name, index) => {
    const cells = new Map<string, ReadCell>();
    for (const cell of Array.from(parse(files[`xl/worksheets/sheet${index + 1}.xml`]).getElementsByTagName('c'))) {
      const text = cell.getElementsByTagName('t')[0]?.textContent;
      const number = cell.getElementsByTagName('v')[0]?.textContent;
      cells.set(cell.getAttribute('r') ?? '', {
        value: cell.getAttribute('t') === 'inlineStr' ? (text ?? '') : Number(number),
        style: Number(cell.getAttribute('s') ?? 0),
      });
    }
    const comments = files[`xl/comments${index + 1}.xml`];
    const notes = new Map(
      comments
        ? Array.from(parse(comments).getElementsByTagName('comment'), (comment) => [
            comment.getAttribute('ref') ?? '',
            comment.textContent ?? '',
          ])
        : [],
    );
    return { name: name ?? '', cells, notes };
  });
  return { files, sheets };
}
