/** Reading the viewer's downloads in the journeys: a workbook's sheets, cells and notes, and a page's figures. */
import { strFromU8, unzipSync } from 'fflate';

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
const unescapeXml = (text: string) => text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ENTITIES[name]);

/** The workbook's sheet names, and one sheet's cells and notes by reference ('B7'): the first unless told. */
export function readWorkbook(bytes: Uint8Array, sheet = 1) {
  const files = unzipSync(bytes);
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const sheetNames = [...text('xl/workbook.xml').matchAll(/<sheet name="([^"]*)"/g)].map(([, name]) =>
    unescapeXml(name),
  );
  const cells = new Map<string, string | number>();
  for (const [, ref, attributes, body] of text(`xl/worksheets/sheet${sheet}.xml`).matchAll(
    /<c r="([A-Z]+\d+)"([^>]*)>(.*?)<\/c>/gs,
  )) {
    const inline = attributes.includes('t="inlineStr"');
    cells.set(
      ref,
      inline ? unescapeXml(/<t(?: [^>]*)?>(.*?)<\/t>/s.exec(body)?.[1] ?? '') : Number(/<v>(.*?)<\/v>/.exec(body)?.[1]),
    );
  }
  const notes = new Map(
    [...text(`xl/comments${sheet}.xml`).matchAll(/<comment ref="([A-Z]+\d+)".*?<t(?: [^>]*)?>(.*?)<\/t>/gs)].map(
      ([, ref, note]) => [ref, unescapeXml(note)],
    ),
  );
  return { sheetNames, cells, notes };
}

/** A column's letter; the tables here have fewer than 26 columns. */
export const column = (index: number) => String.fromCharCode(65 + index);

/** A figure as the page writes it ('$1,234', '-3.5 %', '12', '$5*' with a mark): its value and its decimals. */
export function pageFigure(text: string): { value: number; decimals: number } | undefined {
  const match = /^([+-])?\$?(\d[\d,]*)(?:\.(\d+))?/.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const value = Number(`${whole.replaceAll(',', '')}.${fraction || '0'}`);
  return { value: sign === '-' ? -value : value, decimals: fraction.length };
}
