/**
 * For the reports' tests: the importer's snapshot of every dataset (the views' input), and a
 * reader serving one view built from it as Firestore would give it back (plain data only).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { DatasetRows, ViewDefinition } from './definitions';
import type { ReportReader } from './reader';
import type { ReportViewPointer } from './view-layout';

const SNAPSHOT = path.resolve(__dirname, '../../../../data-snapshot');

/** The importer's parsed rows of the datasets named, from the snapshot. */
export function snapshotOf(ids: string[]): DatasetRows {
  const present = new Set(readdirSync(SNAPSHOT));
  return Object.fromEntries(
    ids
      .filter((id) => present.has(`${id}.json.gz`))
      .map((id) => [id, JSON.parse(gunzipSync(readFileSync(path.join(SNAPSHOT, `${id}.json.gz`))).toString()).rows]),
  ) as DatasetRows;
}

/** A reader of the view built from the snapshot, as the importer would have stored it. */
export function viewReader(
  definition: ViewDefinition,
  rows = snapshotOf([definition.main, ...definition.extra]),
): ReportReader {
  const built = definition.build(rows);
  const pointer: ReportViewPointer = {
    view: definition.id,
    version: 'test',
    inputs: {},
    sources: Object.keys(rows).map((id) => ({
      id,
      title: id,
      publisher: id,
      sourceUrl: '',
      licence: '',
      sample: false,
      periodFrom: '',
      periodTo: '',
    })),
    months: built.months,
    summary: built.summary,
    parts: Object.fromEntries([...built.parts.keys()].map((id) => [id, id])),
    publishedAt: '',
  };
  // Through JSON, as Firestore gives the parts back: nothing but plain data survives.
  const parts = new Map([...built.parts].map(([id, part]) => [id, JSON.parse(JSON.stringify(part)) as object]));
  return {
    requireView: async <Summary>() => pointer as ReportViewPointer<Summary>,
    requireParts: async (_pointer, ids) => new Map(ids.map((id) => [id, parts.get(id)!])),
  };
}
