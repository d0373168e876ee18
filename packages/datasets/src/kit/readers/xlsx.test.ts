import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { decodeXml, openXlsx, readXlsxSheet } from './xlsx';

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A two-sheet workbook written by hand: the first sheet ('Summary') is the second part, the
 * data sheet has an entity in its name and an absolute relationship target, so sheets must
 * be resolved through the workbook relationships rather than by file name.
 */
function workbook(): Uint8Array {
  const sharedStrings = [
    '<si><t>License Number</t></si>',
    // Rich text: runs are joined, formatting dropped.
    '<si><r><rPr><b/></rPr><t>Total</t></r><r><t xml:space="preserve"> Sales</t></r></si>',
    '<si><t>Fish &amp; Chips &lt;3 &quot;caf&#233;&quot; &#x263A; &apos;n&apos; &gt;</t></si>',
    // An empty item must keep the indexes after it in place.
    '<si><t/></si>',
    // Phonetic readings are not part of the value.
    '<si><t>漢字</t><rPh sb="0" eb="2"><t>カンジ</t></rPh></si>',
  ];
  const dataSheet = [
    '<row r="1"><c r="A1" t="s"><v>2</v></c></row>',
    // A row with a styled but empty cell: not a row of data.
    '<row r="2"><c r="A2" s="3"/><c r="B2" t="s"><v>3</v></c></row>',
    '<row r="4"><c r="A4" t="s"><v>0</v></c><c r="B4" t="s"><v>1</v></c><c r="C4" t="s"><v>4</v></c></row>',
    '<row r="5"><c r="A5" t="inlineStr"><is><t>071368</t></is></c><c r="B5" s="2"><v>418511.9</v></c><c r="D5" t="b"><v>1</v></c></row>',
    '<row r="7"><c r="A7"><f>1+1</f><v>2</v></c><c r="B7" t="str"><f>"a"&amp;"b"</f><v>ab</v></c><c r="C7" t="b"><v>0</v></c><c r="AA7"><v>43861</v></c></row>',
  ];
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook ${MAIN} xmlns:r="${REL}"><sheets>` +
        '<sheet name="Summary" sheetId="2" r:id="rId3"/><sheet name="R&amp;D" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="/xl/worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
        `<Relationship Id="rId3" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(`<?xml version="1.0"?><sst ${MAIN}>${sharedStrings.join('')}</sst>`),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0"?><worksheet ${MAIN}><sheetData>${dataSheet.join('')}</sheetData></worksheet>`,
    ),
    'xl/worksheets/sheet2.xml': strToU8(
      `<?xml version="1.0"?><worksheet ${MAIN}><sheetData><row r="1"><c r="B1" t="inlineStr"><is><r><t>see </t></r><r><t>R&amp;D</t></r></is></c></row></sheetData></worksheet>`,
    ),
  });
}

describe('readXlsxSheet', () => {
  const bytes = workbook();

  it('reads a sheet by name: row numbers from the file, cells by column letter, empty rows left out', () => {
    assert.deepEqual(readXlsxSheet(bytes, 'R&D'), [
      { line: 1, cells: ['Fish & Chips <3 "café" ☺ \'n\' >'] },
      { line: 4, cells: ['License Number', 'Total Sales', '漢字'] },
      { line: 5, cells: ['071368', '418511.9', '', 'TRUE'] },
      { line: 7, cells: ['2', 'ab', 'FALSE', ...Array<string>(23).fill(''), '43861'] },
    ]);
  });

  it('reads the first sheet by default, joining rich-text runs of inline strings', () => {
    assert.deepEqual(readXlsxSheet(bytes), [{ line: 1, cells: ['', 'see R&D'] }]);
  });

  it('lists the sheets in workbook order', () => {
    assert.deepEqual(openXlsx(bytes).sheetNames, ['Summary', 'R&D']);
  });

  it('names the sheets there are when the one asked for is missing', () => {
    assert.throws(() => readXlsxSheet(bytes, 'Retailers'), /No sheet named "Retailers" \(sheets: Summary, R&D\)/);
  });

  it('refuses a ZIP that is not a workbook', () => {
    assert.throws(() => readXlsxSheet(zipSync({ 'a.txt': strToU8('a') })), /xl\/workbook\.xml is missing/);
  });
});

/**
 * A zip bomb: a valid workbook whose sheet part inflates to 120 MiB of spaces from about
 * 120 KB, written through fflate's streaming zip so the test never holds the inflated part.
 */
function bomb(): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  const add = (name: string, text: string) => {
    const file = new ZipDeflate(name);
    zip.add(file);
    file.push(strToU8(text), true);
  };
  add('xl/workbook.xml', `<workbook ${MAIN}><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>`);
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 9 });
  zip.add(sheet);
  const spaces = new Uint8Array(4 * 1024 * 1024).fill(0x20);
  for (let i = 0; i < 30; i += 1) sheet.push(spaces);
  sheet.push(new Uint8Array(0), true);
  zip.end();
  return Buffer.concat(parts);
}

describe('openXlsx of a hostile package', () => {
  it('refuses a workbook that unzips past the cap, before inflating it', () => {
    const bytes = bomb();
    assert.ok(bytes.length < 1_000_000);
    assert.throws(() => openXlsx(bytes), /unzips to more than 100000000 bytes/);
  });

  it('refuses a workbook with very many parts', () => {
    const files: Record<string, Uint8Array> = { 'xl/workbook.xml': strToU8(`<workbook ${MAIN}/>`) };
    for (let i = 0; i < 5_000; i += 1) files[`xl/media/${i}.bin`] = new Uint8Array(0);
    assert.throws(() => openXlsx(zipSync(files)), /more than 1000 parts/);
  });
});

describe('decodeXml', () => {
  it('decodes the predefined entities and character references, once', () => {
    assert.equal(decodeXml('&amp;lt; &#65;&#x42; &unknown; &#x110000;'), '&lt; AB &unknown; &#x110000;');
  });
});
