import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CsvRecords, csvRecordsOfFile, parseCsv } from './csv';

/** Texts whose records depend on looking past a piece's end: CRLF, doubled quotes, breaks in quotes. */
const SPLIT_CASES = [
  'a,b,c\n1, 2 ,\n',
  'name,amount\n"Smith, J.","388,731"\n"say ""hi""",""\n',
  'id,address\r\n1,"12 Main St\r\nSeattle"\r\n2,"a\nb\nc"\r\n3,x\r\n',
  '\uFEFFMonth,Year\n\n1,2020\r\n\r\n2,2020',
  'a\rb\r',
  '"x""","y\r"\r\n"",z',
];

describe('parseCsv', () => {
  it('splits plain records and keeps cells as written', () => {
    assert.deepEqual(parseCsv('a,b,c\n1, 2 ,\n'), [
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', ' 2 ', ''] },
    ]);
  });

  it('reads quoted cells with commas and doubled quotes', () => {
    assert.deepEqual(parseCsv('name,amount\n"Smith, J.","388,731"\n"say ""hi""",""\n'), [
      { line: 1, cells: ['name', 'amount'] },
      { line: 2, cells: ['Smith, J.', '388,731'] },
      { line: 3, cells: ['say "hi"', ''] },
    ]);
  });

  it('gives the physical line a record starts on, through line breaks inside quotes', () => {
    const records = parseCsv('id,address\r\n1,"12 Main St\r\nSeattle"\r\n2,"a\nb\nc"\r\n3,x\r\n');
    assert.deepEqual(records, [
      { line: 1, cells: ['id', 'address'] },
      { line: 2, cells: ['1', '12 Main St\r\nSeattle'] },
      { line: 4, cells: ['2', 'a\nb\nc'] },
      { line: 7, cells: ['3', 'x'] },
    ]);
  });

  it('skips a UTF-8 BOM and fully empty lines, counting them', () => {
    assert.deepEqual(parseCsv('\uFEFFMonth,Year\n\n1,2020\r\n\r\n2,2020'), [
      { line: 1, cells: ['Month', 'Year'] },
      { line: 3, cells: ['1', '2020'] },
      { line: 5, cells: ['2', '2020'] },
    ]);
  });

  it('takes a bare CR as a line end', () => {
    assert.deepEqual(parseCsv('a\rb\r'), [
      { line: 1, cells: ['a'] },
      { line: 2, cells: ['b'] },
    ]);
  });

  it('keeps a record of empty cells, which is not an empty line', () => {
    assert.deepEqual(parseCsv(',,\n'), [{ line: 1, cells: ['', '', ''] }]);
  });

  it('refuses an unterminated quoted cell, naming its line', () => {
    assert.throws(() => parseCsv('a,b\n1,"open\n2,3\n'), /Unterminated quoted cell starting on line 2/);
  });

  it('gives nothing for an empty text', () => {
    assert.deepEqual(parseCsv(''), []);
    assert.deepEqual(parseCsv('\uFEFF\r\n'), []);
  });
});

describe('CsvRecords', () => {
  it('reads a text cut anywhere as it reads it whole', () => {
    for (const text of SPLIT_CASES) {
      for (const size of [1, 2, 3, 5]) {
        const reader = new CsvRecords();
        const records = [];
        for (let at = 0; at < text.length; at += size) records.push(...reader.push(text.slice(at, at + size)));
        records.push(...reader.end());
        assert.deepEqual(records, parseCsv(text), `${JSON.stringify(text)} in pieces of ${size}`);
      }
    }
  });
});

describe('csvRecordsOfFile', () => {
  it('reads a file piece by piece, characters split across pieces included', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'csv-test-'));
    try {
      const file = path.join(folder, 'file.csv');
      const text = '\uFEFFcity,note\r\nMünchen,"über\r\nall"\r\nSão Paulo,ação\r\n';
      writeFileSync(file, text);
      for (const size of [1, 2, 3, 7, 1024]) {
        assert.deepEqual([...csvRecordsOfFile(file, size)], parseCsv(text), `pieces of ${size} bytes`);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
