import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCsv } from '@cannabis-reports/datasets';
import * as grids from './figure-grid';

const records = (text: string) => parseCsv(text).map((record) => record.cells);

const SECTION = {
  kind: 'table' as const,
  title: 'Top stores',
  columns: [{ label: 'Month' }, { label: 'Store' }, { label: 'Sales', unit: 'usd' as const }],
  rows: [
    ['2021-01', 'Green Leaf', 1234.5],
    ['2021-02', 'Blue Sky', null],
  ],
};
const expected = grids.gridOfSection(SECTION as never);

describe('figure grids', () => {
  it("read the API's long CSV back into the section's table", () => {
    const csv = records(
      'section,series,category,value,unit,flag\r\nOther,Sales,2021-01,9,usd,\r\n' +
        'Top stores,Store,2021-01,Green Leaf,,\r\nTop stores,Sales,2021-01,1234.5,usd,\r\n' +
        'Top stores,Store,2021-02,Blue Sky,,\r\nTop stores,Sales,2021-02,,usd,withheld\r\n',
    );
    assert.deepEqual(
      grids.gridDifferences(expected, grids.gridOfFigures(csv, 'Top stores', expected.labels), 'API CSV'),
      [],
    );
  });

  it("read the viewer's CSV under its attribution, months in words", () => {
    const csv = records(
      'Source: X, published by Y. Licence: Z\r\nReport: data as of Feb 2021\r\nMonth,Store,Sales (USD)\r\n' +
        'Jan 2021,Green Leaf,1234.5\r\nFeb 2021,Blue Sky,\r\n',
    );
    assert.deepEqual(grids.gridDifferences(expected, grids.gridOfCsvFile(csv, expected.labels), 'viewer CSV'), []);
  });

  it("read a workbook's sheet to its first empty row", () => {
    const cells = new Map<string, string | number>([
      ['A1', 'Source: X'],
      ['A3', 'Month'],
      ['B3', 'Store'],
      ['C3', 'Sales (USD)'],
      ['A4', 'Jan 2021'],
      ['B4', 'Green Leaf'],
      ['C4', 1234.5],
      ['A5', 'Feb 2021'],
      ['B5', 'Blue Sky'],
    ]);
    assert.deepEqual(grids.gridDifferences(expected, grids.gridOfSheet(cells, expected.labels), 'viewer XLSX'), []);
  });

  it("hold the page's text to the decimals it shows, and name every difference", () => {
    const page = [
      ['Month', 'Store', 'Sales'],
      ['Jan 2021', 'Green Leaf', '$1,235'],
      ['Feb 2021', 'Blue Sky', '—'],
    ];
    assert.deepEqual(grids.gridDifferences(expected, page, 'page'), []);
    const wrong = [page[0], ['Jan 2021', 'Green Leaf', '$1,237'], ['Feb 2021', 'Blue Sky', '$0']];
    assert.deepEqual(grids.gridDifferences(expected, wrong, 'page'), [
      'page: row 1, Sales: "$1,237", expected 1234.5',
      'page: row 2, Sales: "$0", expected null',
    ]);
    const changed = { labels: expected.labels, rows: [['2021-01', 'Green Leaf', 1234.51]] };
    assert.deepEqual(grids.gridDifferences(expected, changed, 'file'), [
      'file: 1 rows, expected 2',
      'file: row 1, Sales: 1234.51, expected 1234.5',
      'file: row 2, Month: null, expected "2021-02"',
      'file: row 2, Store: null, expected "Blue Sky"',
    ]);
  });
});

describe('rowDifferences', () => {
  it('holds a CSV page of dataset rows to its JSON page, value by value', () => {
    const json = {
      columns: ['period', 'state', 'sales', 'incomplete'],
      rows: [
        { period: '2021-01', state: 'MA', sales: 1.5, incomplete: true },
        { period: '2021-02', state: 'MA', sales: null },
      ],
    };
    const csv = records('period,state,sales,incomplete\r\n2021-01,MA,1.5,true\r\n2021-02,MA,,\r\n');
    assert.deepEqual(grids.rowDifferences(json, csv), []);
    const wrong = records('period,state,sales,incomplete\r\n2021-01,MA,1.6,true\r\n');
    assert.deepEqual(grids.rowDifferences(json, wrong), [
      '1 rows, JSON 2',
      'row 1, sales: "1.6", JSON 1.5',
      'row 2, period: undefined, JSON "2021-02"',
      'row 2, state: undefined, JSON "MA"',
      'row 2, sales: undefined, JSON null',
      'row 2, incomplete: undefined, JSON undefined',
    ]);
  });
});
