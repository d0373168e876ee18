/**
 * A sheet's cell notes (what Excel calls notes, the file format 'comments', ECMA-376 part 1,
 * 18.7) and the legacy VML drawing that spreadsheets need to show them: one hidden note box
 * per cell, anchored beside it. VML shape ids come in blocks of 1024, numbered across the
 * workbook, so each sheet claims the blocks its notes need.
 */
import { cellRef, type XlsxNote } from './xlsx-sheet';
import { xmlText } from './xml-text';

const AUTHOR = 'Cannabis Market Reports';
const BLOCK = 1024;

/** The comments part. */
export function commentsXml(notes: XlsxNote[]): string {
  const list = notes.map(
    (note) =>
      `<comment ref="${cellRef(note.row, note.column)}" authorId="0"><text><t xml:space="preserve">${xmlText(note.text)}</t></text></comment>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<comments xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><authors><author>${AUTHOR}</author></authors><commentList>${list.join('')}</commentList></comments>`;
}

/** How many blocks of shape ids a sheet's notes use. */
export const noteBlocks = (notes: XlsxNote[]) => Math.ceil(notes.length / BLOCK);

/** The VML drawing of the note boxes, its shape ids from `firstBlock` on. */
export function notesVml(notes: XlsxNote[], firstBlock: number): string {
  const blocks = Array.from({ length: noteBlocks(notes) }, (_, index) => firstBlock + index);
  const shapes = notes.map((note, index) => {
    const id = firstBlock * BLOCK + index + 1;
    // Anchor: left column and offset, top row and offset, right column and offset, bottom row and offset.
    const anchor = [note.column + 1, 15, note.row, 10, note.column + 3, 15, note.row + 4, 4].join(', ');
    return `<v:shape id="_x0000_s${id}" type="#_x0000_t202" style="position:absolute;margin-left:80pt;margin-top:2pt;width:160pt;height:60pt;z-index:${index + 1};visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto"><v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox><x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>${anchor}</x:Anchor><x:AutoFill>False</x:AutoFill><x:Row>${note.row}</x:Row><x:Column>${note.column}</x:Column></x:ClientData></v:shape>`;
  });
  return `<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel"><o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="${blocks.join(',')}"/></o:shapelayout><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>${shapes.join('')}</xml>`;
}
