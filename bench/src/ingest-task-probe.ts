/**
 * Runs in the measured process (bundled by hundred-times.ts): one ingestion task's work as
 * the task queue runs it, `ingestSource` with the task's default download options (the
 * 50 MB cap, 60 s), against the Firestore emulator's project named in GCLOUD_PROJECT, and
 * prints as JSON its outcome, time, peak memory, writes and the bytes its version stored.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { DatasetId } from '@cannabis-reports/contracts';
import { ingestSource, readDataset, readVersion } from '@cannabis-reports/data-import';
import { peakRssBytes } from './memory-probe';
import { printFigures } from './probe-process';
import { countWrites } from './write-count';

export interface ProbeFigures {
  status: string;
  reason?: string;
  rows?: number;
  ms: number;
  /** Peak resident memory of the whole process, and before the task began (Node, modules, client). */
  peakRssBytes: number;
  startRssBytes: number;
  writes: { data: number; record: number; dataBytes: number };
  /** The version's own record of what it stored (chunks it did not share, revisions, record). */
  storedBytes?: number;
}

async function ingestTask(): Promise<ProbeFigures> {
  const { datasetId, url } = JSON.parse(process.env.BENCH_INGEST_TASK ?? '{}') as { datasetId: DatasetId; url: string };
  const db = getFirestore(getApps()[0] ?? initializeApp());
  const before = (await readDataset(db, datasetId))?.version;
  const startRssBytes = peakRssBytes();
  const writes = countWrites();
  const started = performance.now();
  const outcome = await ingestSource(db, { datasetId, url });
  const ms = performance.now() - started;
  const peak = peakRssBytes();
  const after = (await readDataset(db, datasetId))?.version;
  const storedBytes = after && after !== before ? (await readVersion(db, datasetId, after))?.storedBytes : undefined;
  return {
    status: outcome.status,
    reason: outcome.reason,
    rows: outcome.rows,
    ms,
    peakRssBytes: peak,
    startRssBytes,
    writes: { ...writes },
    storedBytes,
  };
}

printFigures(ingestTask);
