/**
 * For the tests of the newer publications' parsers: where the public sample files are, the
 * raw cells of a file read by plain string splitting (independent of the importer's CSV
 * reader), and corrupted copies of a file written to a temporary folder.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatasetId } from '@cannabis-reports/contracts';
import { isDataset, type ParsedDataset, type RejectedRow } from './parsed-dataset';
import { parseFile, parsePath } from './parse-files';

/** The public sample files; they are read in place, never copied into the repo. */
export const SAMPLES =
  process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '../../../../../shared/data/public-cannabis');

export const sample = (relative: string) => path.join(SAMPLES, relative);

/** The dataset of the given id that a file gives. */
export async function parseOne<Id extends DatasetId>(file: string, id: Id): Promise<ParsedDataset<Id>> {
  const datasets = await parseFile(file);
  const dataset = datasets.find((candidate) => isDataset(candidate, id));
  assert.ok(dataset, `${file} gives ${id}, not ${datasets.map((candidate) => candidate.meta.id).join(', ')}`);
  return dataset;
}

/** A CSV file's lines, without BOM or line ends; the last (empty) line of a file ending with a line break is dropped. */
export async function rawLines(file: string): Promise<string[]> {
  const lines = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
  return lines.at(-1) === '' ? lines.slice(0, -1) : lines;
}

/** The records of a CSV file without quoted cells, by column title (header excluded). */
export async function rawRecords(file: string): Promise<Array<Record<string, string>>> {
  const [header, ...lines] = await rawLines(file);
  const titles = header.split(',');
  return lines.map((text, index) => {
    assert.ok(!text.includes('"'), `line ${index + 2} of ${file} has quotes: not for plain splitting`);
    const cells = text.split(',');
    return Object.fromEntries(titles.map((title, column) => [title, cells[column]]));
  });
}

/**
 * The records of a CSV file whose every cell is quoted and none holds a quote (Statistics
 * Canada's full-table CSVs), by column title: split on '","', independently of the product's reader.
 */
export async function rawQuotedRecords(file: string): Promise<Array<Record<string, string>>> {
  const split = (text: string, line: number) => {
    assert.ok(/^".*"$/.test(text) && !text.slice(1, -1).replaceAll('","', '').includes('"'), `line ${line} of ${file}`);
    return text.slice(1, -1).split('","');
  };
  const [header, ...lines] = await rawLines(file);
  const titles = split(header, 1);
  return lines.map((text, index) => {
    const cells = split(text, index + 2);
    return Object.fromEntries(titles.map((title, column) => [title, cells[column]]));
  });
}

/** A quoted CSV line (StatCan's form) of `base`'s cells with some replaced, by position: a corrupted line for a test. */
export const quotedLine = (base: readonly string[], replaced: Record<number, string>): string =>
  `"${base.map((cell, index) => replaced[index] ?? cell).join('","')}"`;

/** Cents of a sum of amounts, to compare money without floating-point dust. */
export const cents = (amounts: Array<number | null>) =>
  Math.round(amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0) * 100);

/** A CSV line cut at its middle comma (outside quotes), as a download that stopped there, and the cells left. */
function cutInHalf(line: string): { cut: string; cells: number; commas: number[] } {
  const commas: number[] = [];
  let quoted = false;
  for (const [index, char] of [...line].entries()) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) commas.push(index);
  }
  const middle = Math.floor(commas.length / 2);
  return { cut: line.slice(0, commas[middle]), cells: middle + 1, commas };
}

export interface Corruption {
  /** 1-based line to replace, and its new text. */
  line: number;
  text: string;
  /** The reason the parser must give for it. */
  reason: string;
}

/** A temporary folder, removed by the returned function. */
export async function temporaryFolder(): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'data-import-published-'));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * Writes a copy of a CSV file with some lines replaced and its last line cut in half (a
 * truncated download), parses it, and checks that exactly those lines are rejected with the
 * reasons given, the others read as in the real file.
 */
export async function checkCorruptedCopy<Id extends DatasetId>(
  original: string,
  id: Id,
  corruptions: Corruption[],
  name = path.basename(original),
): Promise<ParsedDataset<Id>> {
  const { folder, remove } = await temporaryFolder();
  try {
    const lines = await rawLines(original);
    for (const { line, text } of corruptions) lines[line - 1] = text;
    const last = lines.length;
    const { cut, cells } = cutInHalf(lines[last - 1]);
    lines[last - 1] = cut;
    const file = path.join(folder, name);
    await writeFile(file, lines.join('\n'));
    const truncated = {
      line: last,
      reason: `has ${cells} cells where the header has ${cutInHalf(lines[0]).commas.length + 1}`,
    };
    const [real, broken] = await Promise.all([parseOne(original, id), parseOne(file, id)]);
    assert.deepEqual(
      broken.rejected,
      [...corruptions, truncated]
        .map(({ line, reason }): RejectedRow => ({ file, line, reason }))
        .sort((a, b) => a.line - b.line),
    );
    assert.equal(broken.rows.length, real.rows.length - corruptions.length - 1);
    return broken;
  } finally {
    await remove();
  }
}

/** A file of garbage bytes, and a workbook cut short: both refused as a whole, naming the file. */
export async function checkGarbage(workbook?: string): Promise<void> {
  const { folder, remove } = await temporaryFolder();
  try {
    const garbage = path.join(folder, 'garbage.csv');
    await writeFile(garbage, Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)));
    await assert.rejects(parseFile(garbage), (error: Error) => error.message.startsWith(`${garbage}: `));
    if (workbook) {
      const cut = path.join(folder, 'cut.xlsx');
      const bytes = await readFile(workbook);
      await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      await assert.rejects(parseFile(cut), (error: Error) =>
        error.message.startsWith(`${cut}: cannot be read as XLSX`),
      );
    }
  } finally {
    await remove();
  }
}

/**
 * The original and the converted copy of one publication in one folder: each row is kept
 * once, and every row of the second file is accounted for (not imported twice). Import one
 * of the two; this is what happens when both are given.
 */
export async function checkBothCopies<Id extends DatasetId>(first: string, second: string, id: Id): Promise<void> {
  const { folder, remove } = await temporaryFolder();
  try {
    await symlink(first, path.join(folder, `a-${path.basename(first)}`));
    await symlink(second, path.join(folder, `b-${path.basename(second)}`));
    const { datasets } = await parsePath(folder);
    const dataset = datasets.find((candidate) => isDataset(candidate, id));
    const single = await parseOne(first, id);
    assert.ok(dataset);
    assert.equal(dataset.rows.length, single.rows.length);
    // Repeats of the first file are listed as rejected, or as merged where the importer lists merged rows.
    const listed = [...dataset.rejected, ...((dataset as { merged?: RejectedRow[] }).merged ?? [])];
    assert.equal(listed.filter((row) => row.file.startsWith(path.join(folder, 'b-'))).length, single.rows.length);
  } finally {
    await remove();
  }
}
