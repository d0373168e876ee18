import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { zipSync } from 'fflate';
import { sample, temporaryFolder } from '../published-samples';
import { unzipCsv } from './zipped-csv';

// Statistics Canada's full-table download holds the table and its notes: the shared copies are both, as unzipped.
const DATA = readFileSync(sample('statcan/ca-cannabis-retailers-by-province-by-month.csv'));
const NOTES = readFileSync(sample('statcan/20100056_MetaData.csv'));

describe('a ZIP package of CSV files', () => {
  let folder = '';
  let remove: () => Promise<void>;
  before(async () => ({ folder, remove } = await temporaryFolder()));
  after(() => remove());

  const zipped = async (parts: Record<string, Uint8Array>) => {
    const file = path.join(folder, 'package.zip');
    await writeFile(file, zipSync(parts));
    return file;
  };

  it("inflates the table's data file, not its notes, piece by piece to disk", async () => {
    const file = await zipped({ '20100056_MetaData.csv': NOTES, '20100056.csv': DATA });
    const out = path.join(folder, 'data.csv');
    let described = 0;
    const kind = await unzipCsv(file, out, { maxBytes: 10_000_000, onPiece: (piece) => (described += piece.length) });
    assert.deepEqual(kind, { workbook: false, csv: '20100056.csv' });
    assert.ok((await readFile(out)).equals(DATA));
    assert.equal(described, DATA.length);
  });

  it('leaves a workbook to the XLSX reader', async () => {
    const workbook = readFileSync(sample('md-mca/md_sales_data.xlsx'));
    const file = path.join(folder, 'book.xlsx');
    await writeFile(file, workbook);
    assert.deepEqual(await unzipCsv(file, path.join(folder, 'out.csv'), { maxBytes: 100_000_000 }), { workbook: true });
  });

  it('refuses a package past the cap, with several data files, or with none', async () => {
    const out = path.join(folder, 'out.csv');
    await assert.rejects(
      unzipCsv(await zipped({ 'a.csv': DATA }), out, { maxBytes: 1_000 }),
      /unzips to more than 1000 bytes/,
    );
    await assert.rejects(
      unzipCsv(await zipped({ 'a.csv': DATA, 'b.csv': DATA }), out, { maxBytes: 10_000_000 }),
      /more than one data file/,
    );
    await assert.rejects(
      unzipCsv(await zipped({ 'notes.txt': NOTES }), out, { maxBytes: 10_000_000 }),
      /no data file \(notes\.txt\)/,
    );
  });
});
