import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { zipSync } from 'fflate';
import { CANNABIS_RETAILERS_COPY, fullTableZip, parseOne, sample } from '@cannabis-reports/datasets';
import { FileFactsCollector } from './file-facts';
import { checkPlausible, parseReceived } from './received-file';

const CT = readFileSync(sample('ct-dcp/ct-cannabis-retail-sales-by-week.csv'));

const factsOf = (bytes: Uint8Array) => {
  const collector = new FileFactsCollector();
  collector.add(bytes);
  return collector.facts();
};

describe('a received file', () => {
  let folder = '';
  before(async () => (folder = await mkdtemp(path.join(os.tmpdir(), 'received-'))));
  after(() => rm(folder, { recursive: true, force: true }));

  /** The bytes written where a download would put them, parsed as the ingestion parses them. */
  const receive = async (name: string, bytes: Uint8Array) => {
    const file = path.join(folder, name);
    await writeFile(file, bytes);
    return parseReceived(file, factsOf(bytes));
  };

  it("is read from a ZIP package's data file, its notes left aside, and checked by that file's last line", async () => {
    const notes = Buffer.from('"Cube Title","Notes"\n"Cannabis retail sales","none"\n');
    const { datasets, lastLine } = await receive(
      'table-eng.zip',
      zipSync({ 'table.csv': CT, 'table_MetaData.csv': notes }),
    );
    assert.deepEqual(
      datasets.map((dataset) => [dataset.meta.id, dataset.rows.length, dataset.rejected.length]),
      [['ct-weekly-sales', 201, 0]],
    );
    assert.equal(lastLine, 202);
    checkPlausible(datasets[0], undefined, lastLine);
  });

  it("is Statistics Canada's table in either shape, its full-table package or the cannabis retailers' lines alone", async () => {
    const expected = await parseOne(CANNABIS_RETAILERS_COPY, 'canada-retail-sales');
    const copy = readFileSync(CANNABIS_RETAILERS_COPY);
    for (const [name, bytes] of [
      ['20100056-eng.zip', fullTableZip(5).zip],
      ['ca-cannabis-retailers-by-province-by-month.csv', copy],
    ] as const) {
      const { datasets, lastLine } = await receive(name, bytes);
      assert.deepEqual(
        datasets.map((dataset) => dataset.meta.id),
        ['canada-retail-sales'],
        name,
      );
      assert.deepEqual(datasets[0].rows, expected.rows, name);
      assert.deepEqual(datasets[0].rejected, [], name);
      checkPlausible(datasets[0], undefined, lastLine);
    }
  });

  it('is refused as cut short when the zipped data file ends mid-row', async () => {
    const cut = CT.subarray(0, CT.length - 30);
    const { datasets, lastLine } = await receive('cut-eng.zip', zipSync({ 'table.csv': cut }));
    assert.throws(() => checkPlausible(datasets[0], undefined, lastLine), /the file looks cut short/);
  });

  it('is refused, naming the package, when the ZIP holds no data file, and when it is empty', async () => {
    await assert.rejects(receive('empty-eng.zip', zipSync({ 'readme.txt': Buffer.from('x') })), {
      status: 'malformed',
      message: /the ZIP package: the package holds no data file/,
    });
    await assert.rejects(receive('nothing.csv', new Uint8Array(0)), {
      status: 'malformed',
      message: 'the file is empty',
    });
  });
});
