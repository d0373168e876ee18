/** The catalogue and the folders agree: a report is one folder and one row, never one without the other. */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPORTS } from './catalog';

/** Folders of src/ that are not reports: the shared kit. */
const NOT_REPORTS = new Set(['kit']);
/** The files a report folder holds; a report reusing another's view or words may leave some out. */
const REPORT_FILES = ['builder.ts', 'text.ts'];

const folders = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_REPORTS.has(entry.name))
  .map((entry) => entry.name)
  .sort();

describe('the report catalogue', () => {
  it('has one row per report folder, and a folder for every row', () => {
    assert.deepEqual([...REPORTS.map((report) => report.id)].sort(), folders);
  });

  it('names every report once', () => {
    assert.equal(new Set(REPORTS.map((report) => report.id)).size, REPORTS.length);
    assert.equal(new Set(REPORTS.map((report) => report.label)).size, REPORTS.length);
  });

  it('finds each report’s builder and words in its folder', () => {
    for (const folder of folders) {
      const files = readdirSync(path.join(__dirname, folder));
      for (const file of REPORT_FILES) assert.ok(files.includes(file), `${folder}/ has no ${file}`);
    }
  });

  it('gives each view one definition: reports sharing a view share the same object', () => {
    const byId = new Map<string, unknown>();
    for (const { view } of REPORTS) {
      if (byId.has(view.id)) assert.equal(byId.get(view.id), view, `two definitions of the view ${view.id}`);
      byId.set(view.id, view);
    }
  });
});
