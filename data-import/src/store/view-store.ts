/** A report view's parts, written as a new version and made current in one write (layout in the reports' view-layout). */
import { createHash } from 'node:crypto';
import type { StoredDatasetMeta } from '@cannabis-reports/contracts';
import {
  PARTS_COLLECTION,
  REPORT_VIEWS_COLLECTION,
  VERSIONS_COLLECTION,
  type BuiltView,
  type ReportViewPointer,
} from '@cannabis-reports/reports';
import type { Firestore } from 'firebase-admin/firestore';
import { BoundedBatch } from './bounded-batch';
import { makeCurrent, newVersionId } from './versions';

export async function readViewPointer(db: Firestore, view: string): Promise<ReportViewPointer | undefined> {
  const doc = await db.collection(REPORT_VIEWS_COLLECTION).doc(view).get();
  return doc.exists ? (doc.data() as ReportViewPointer) : undefined;
}

export async function writeView(
  db: Firestore,
  view: string,
  inputs: Record<string, string>,
  sources: StoredDatasetMeta[],
  built: BuiltView<unknown>,
  shape = 1,
): Promise<string> {
  const pointer = db.collection(REPORT_VIEWS_COLLECTION).doc(view);
  const version = newVersionId(createHash('sha256').update(JSON.stringify({ inputs, shape })).digest('hex'));
  const parts = pointer.collection(VERSIONS_COLLECTION).doc(version).collection(PARTS_COLLECTION);
  const batch = new BoundedBatch(db);
  for (const [id, part] of built.parts) await batch.set(parts.doc(id), part as Record<string, unknown>);
  await batch.flush();
  const current: ReportViewPointer = {
    view,
    version,
    inputs,
    shape,
    sources,
    months: built.months,
    summary: built.summary,
  };
  // A newer build (another import's) that became current first stays: this one is dropped.
  await makeCurrent(db, pointer, version, { ...current });
  return version;
}
