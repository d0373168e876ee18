import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DATASET_IDS } from '@cannabis-reports/contracts';
import { arrivalOf, FETCH_URLS } from './cadence';
import { DATASETS, FORMATS, SNAPSHOT_SOURCES } from './datasets';

/** The folders that hold no dataset: the parsing kit, and what several datasets of one publisher share. */
const NOT_DATASETS = ['kit', 'publishers'];
/** What every dataset's folder holds. */
const PIECES = ['rows.ts', 'format.ts', 'source.ts'];

const folders = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_DATASETS.includes(entry.name))
  .map((entry) => entry.name);

describe('the datasets table and the folders', () => {
  it('has a row for every dataset folder and a folder for every row', () => {
    assert.deepEqual([...folders].sort(), Object.keys(DATASETS).sort());
  });

  it('finds rows, format and source in every row’s folder', () => {
    for (const id of Object.keys(DATASETS))
      for (const piece of PIECES) assert.ok(existsSync(path.join(__dirname, id, piece)), `${id}/${piece} is missing`);
  });

  it('lists every id the API takes, each row under its own id', () => {
    assert.deepEqual(Object.keys(DATASETS), [...DATASET_IDS]);
    for (const [id, { source }] of Object.entries(DATASETS)) assert.equal(source.id, id);
  });

  it('derives the format list and the snapshot files from the rows', () => {
    assert.equal(FORMATS.length, Object.values(DATASETS).flatMap((entry) => entry.formats).length);
    for (const { source } of Object.values(DATASETS)) assert.ok(SNAPSHOT_SOURCES.includes(source.snapshotFile));
  });

  it('fetches each source that sets a fetchUrl, over https, and says how every other one arrives', () => {
    const fetched = Object.values(DATASETS).filter(({ source }) => 'fetchUrl' in source);
    assert.deepEqual(
      Object.keys(FETCH_URLS),
      fetched.map(({ source }) => source.id),
    );
    for (const url of Object.values(FETCH_URLS)) assert.equal(new URL(url).protocol, 'https:', url);
    assert.deepEqual(arrivalOf('ct-weekly-sales'), { how: 'fetched', host: 'data.ct.gov' });
    assert.deepEqual(arrivalOf('co-county-sales'), { how: 'fetched', host: 'docs.google.com' });
    // Statistics Canada's full-table download, a ZIP of every retail industry's lines.
    assert.deepEqual(arrivalOf('canada-retail-sales'), { how: 'fetched', host: 'www150.statcan.gc.ca' });
    // Arizona's publisher serves a PDF; the 2014-2023 annual compilation is a third party's, never updated.
    assert.deepEqual(arrivalOf('az-sales-tax'), { how: 'manual' });
    assert.deepEqual(arrivalOf('state-annual-sales'), { how: 'frozen' });
    assert.deepEqual(arrivalOf('no-such-dataset'), { how: 'frozen' });
  });
});
