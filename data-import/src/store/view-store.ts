/** A report view's parts, written as a new version and made current in one write (layout in the contracts). */
import { createHash } from 'node:crypto';
import {
  PARTS_COLLECTION,
  REPORT_VIEWS_COLLECTION,
  VERSIONS_COLLECTION,
  type ReportViewPointer,
  type StoredDatasetMeta,
  type ViewId,
} from '@cannabis-reports/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import type { BuiltView } from '../views/built-view';
import { BoundedBatch } from './bounded-batch';
import { makeCurrent, newVersionId } from './versions';

export async function readViewPointer(db: Firestore, view: ViewId): Promise<ReportViewPointer | undefined> {
  const doc = await db.collection(REPORT_VIEWS_COLLECTION).doc(view).get();
  return doc.exists ? (doc.data() as ReportViewPointer) : undefined;
}

export async function writeView(
  db: Firestore,
  view: ViewId,
  inputs: Record<string, string>,
  sources: StoredDatasetMeta[],
  built: BuiltView<unknown>,
): Promise<string> {
  const pointer = db.collection(REPORT_VIEWS_COLLECTION).doc(view);
  const version = newVersionId(createHash('sha256').update(JSON.stringify(inputs)).digest('hex'));
  const parts = pointer.collection(VERSIONS_COLLECTION).doc(version).collection(PARTS_COLLECTION);
  const batch = new BoundedBatch(db);
  for (const [id, part] of built.parts) await batch.set(parts.doc(id), part as Record<string, unknown>);
  await batch.flush();
  const current: ReportViewPointer = { view, version, inputs, sources, months: built.months, summary: built.summary };
  // A newer build (another import's) that became current first stays: this one is dropped.
  await makeCurrent(db, pointer, version, { ...current });
  return version;
}
