import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../testing/read-xlsx';
import { columnName, type XlsxSheet, sheetNames, writeXlsx, xmlText } from '@cannabis-reports/report-files';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('the XLSX writer', () => {
  it('writes numbers as number cells, text as inline strings and nothing for an empty figure', () => {
    const sheet: XlsxSheet = {
      name: 'Sales',
      rows: [['About', null], [], ['Store', 'Sales (USD)'], ['=cmd|calc', 1234.5], ['<A & B>', null], ['Zero', 0]],
      headerRow: 2,
      columnStyles: [undefined, 2],
      notes: [{ row: 4, column: 1, text: 'Withheld: for confidentiality.' }],
    };
    const { files, sheets } = readXlsx(writeXlsx([sheet]));
    for (const [name, xml] of Object.entries(files)) {
      if (name.endsWith('.xml') || name.endsWith('.rels'))
        expect(parse(xml).getElementsByTagName('parsererror'), name).toHaveLength(0);
    }
    const { cells, notes } = sheets[0];
    expect(cells.get('B4')).toEqual({ value: 1234.5, style: 2 });
    expect(cells.get('B6')).toEqual({ value: 0, style: 2 });
    expect(cells.get('A4')).toEqual({ value: '=cmd|calc', style: 0 });
    expect(files['xl/worksheets/sheet1.xml']).not.toContain('<f>');
    expect(cells.get('A5')?.value).toBe('<A & B>');
    expect(cells.has('B5')).toBe(false);
    expect(cells.get('A3')?.style).toBe(1);
    expect(notes).toEqual(new Map([['B5', 'Withheld: for confidentiality.']]));
    expect(files['xl/drawings/vmlDrawing1.vml']).toContain('<x:Row>4</x:Row><x:Column>1</x:Column>');
    expect(files['[Content_Types].xml']).toContain('/xl/comments1.xml');
    expect(files['xl/worksheets/sheet1.xml']).toContain('<pane ySplit="3" topLeftCell="A4"');
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('makes sheet names valid and unique', () => {
    expect(
      sheetNames(['Sales: by county [2021]', 'A very long title that goes past the limit', 'sales: by county [2021]']),
    ).toEqual(['Sales by county 2021', 'A very long title that goes pas', 'sales by county 2021 2']);
  });

  it('writes several sheets, each with its own notes drawing', () => {
    const sheet = (name: string): XlsxSheet => ({
      name,
      rows: [['x', null]],
      notes: [{ row: 0, column: 1, text: name }],
    });
    const { files, sheets } = readXlsx(writeXlsx([sheet('One'), sheet('Two')]));
    expect(sheets.map((read) => [read.name, [...read.notes.values()]])).toEqual([
      ['One', ['One']],
      ['Two', ['Two']],
    ]);
    expect(files['xl/drawings/vmlDrawing2.vml']).toContain('data="2"');
    expect(files['xl/drawings/vmlDrawing2.vml']).toContain('_x0000_s2049');
  });
});

describe('text in the XML', () => {
  it('drops the characters XML forbids and keeps the rest', () => {
    expect(xmlText('a\u0000b\u0008\tc\uD800d 😀 <&>')).toBe('ab\tcd 😀 &lt;&amp;&gt;');
  });
});
