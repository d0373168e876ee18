/**
 * A report view's parts, written as a new version and made current in one write (layout in
 * view-layout.ts), beside the reader. Parts are named by their content, so a version stores only the
 * parts it changed and every version stays readable for the 'as of' views.
 */
import { createHash } from 'node:crypto';
import type { StoredDatasetMeta } from '@cannabis-reports/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import type { BuiltView } from './built-view';
import { BoundedBatch } from './bounded-batch';
import { makeCurrent, newVersionId } from './versions';
import { partsOf, viewPointer, type ReportViewPointer } from './view-layout';

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export async function readViewPointer(db: Firestore, view: string): Promise<ReportViewPointer | undefined> {
  const doc = await viewPointer(db, view).get();
  return doc.exists ? (doc.data() as ReportViewPointer) : undefined;
}

export interface ViewBuild {
  inputs: Record<string, string>;
  sources: StoredDatasetMeta[];
  shape: number;
  /** ISO time the version counts as published. */
  publishedAt: string;
}

export async function writeView(db: Firestore, view: string, build: ViewBuild, built: BuiltView<unknown>) {
  const pointer = viewPointer(db, view);
  const version = newVersionId(hashOf({ inputs: build.inputs, shape: build.shape }));
  const known = new Set(Object.values((await readViewPointer(db, view))?.parts ?? {}));
  const parts: Record<string, string> = {};
  const batch = new BoundedBatch(db);
  for (const [id, part] of built.parts) {
    const hash = hashOf(part).slice(0, 40);
    parts[id] = hash;
    // The current version's parts are there already; any other is written again (same content, same name).
    if (!known.has(hash)) await batch.set(partsOf(pointer).doc(hash), part as Record<string, unknown>);
    known.add(hash);
  }
  await batch.flush();
  const current: ReportViewPointer = {
    view,
    version,
    ...build,
    parts,
    months: built.months,
    summary: built.summary,
  };
  // A newer build (another import's) that became current first stays: this one is dropped.
  await makeCurrent(db, pointer, version, { ...current }, { ...current });
  return version;
}
