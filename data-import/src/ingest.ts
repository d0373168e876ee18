/**
 * Scheduled ingestion of one published file: fetch it from the regulator's address, import
 * it when its content changed, and record the outcome. A failed fetch, a file that does not
 * parse as the expected dataset, or one that looks cut short changes nothing: the served
 * version stays, and the outcome says why.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatasetId } from '@cannabis-reports/contracts';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { DownloadRefused, downloadToFile, type DownloadOptions } from './download';
import type { FileFacts } from './file-facts';
import { importDatasets } from './import';
import { checkPlausible, parseReceived, Refusal } from './received-file';
import { markDatasetChecked, readDataset } from './store/dataset-reads';
import { recordFetch } from './store/history';

/** `ingestion/{datasetId}`: the last check of each configured source. */
export const INGESTION_COLLECTION = 'ingestion';

export interface IngestSource {
  datasetId: DatasetId;
  url: string;
}

export type IngestStatus = 'imported' | 'unchanged' | 'fetch_failed' | 'malformed';

export interface IngestOutcome {
  datasetId: DatasetId;
  status: IngestStatus;
  /** Why nothing changed, for fetch_failed and malformed. */
  reason?: string;
  /** False for a failed fetch that another attempt would meet again (a file over the byte cap). */
  retryable?: boolean;
  rows?: number;
  rejected?: number;
  /** The version an import published. */
  version?: string;
}

export type IngestOptions = DownloadOptions;

/** Streams the source into `file`: only its facts are held in memory, never its bytes. */
async function fetchFile(url: string, file: string, options: IngestOptions): Promise<FileFacts> {
  return downloadToFile(url, file, options).catch((error: unknown) => {
    const final = error instanceof DownloadRefused && error.final;
    throw new Refusal('fetch_failed', error instanceof Error ? error.message : String(error), !final);
  });
}

/** The file's name as the URL gives it (its extension picks CSV or XLSX; some formats read its name). */
const fileNameOf = (source: IngestSource) => path.basename(new URL(source.url).pathname) || `${source.datasetId}.csv`;

export async function ingestSource(
  db: Firestore,
  source: IngestSource,
  options: IngestOptions = {},
): Promise<IngestOutcome> {
  const record = db.collection(INGESTION_COLLECTION).doc(source.datasetId);
  const at = new Date().toISOString();
  // What was received, for the dataset's record of fetches: a refused file is recorded with its hash.
  let received: { contentSha256: string; bytes: number; version?: string } | undefined;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'ingest-'));
  const outcome = await (async (): Promise<IngestOutcome & { contentSha256?: string }> => {
    try {
      const file = path.join(folder, fileNameOf(source));
      const facts = await fetchFile(source.url, file, options);
      const contentSha256 = facts.sha256;
      received = { contentSha256, bytes: facts.bytes };
      const previous = await record.get();
      if (facts.bytes > 0 && previous.exists && previous.get('contentSha256') === contentSha256) {
        await markDatasetChecked(db, source.datasetId, new Date().toISOString());
        return { datasetId: source.datasetId, status: 'unchanged', contentSha256 };
      }
      const { datasets, lastLine } = await parseReceived(file, facts);
      const dataset = datasets.find((candidate) => candidate.meta.id === source.datasetId);
      if (!dataset) throw new Refusal('malformed', `the file holds no ${source.datasetId} data`);
      checkPlausible(dataset, await readDataset(db, source.datasetId), lastLine);
      // Stored as a new version and flipped in one write, then the report views are rebuilt.
      received.version = (await importDatasets(db, [dataset])).versions[0];
      return {
        datasetId: source.datasetId,
        status: 'imported',
        rows: dataset.rows.length,
        rejected: dataset.rejected.length,
        version: received.version,
        contentSha256,
      };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return {
        datasetId: source.datasetId,
        status: error.status,
        reason: error.message,
        ...(error.status === 'fetch_failed' ? { retryable: error.retryable } : {}),
      };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  })();
  const { contentSha256, ...answer } = outcome;
  await record.set(
    {
      url: source.url,
      lastCheckedAt: FieldValue.serverTimestamp(),
      lastStatus: answer.status,
      lastReason: answer.reason ?? null,
      // Only a file that was imported (or already was) becomes the known content.
      ...(contentSha256 ? { contentSha256 } : {}),
      ...(answer.status === 'imported' ? { lastImportedAt: FieldValue.serverTimestamp() } : {}),
    },
    { merge: true },
  );
  await recordFetch(db, {
    datasetId: source.datasetId,
    source: source.url,
    via: 'fetch',
    at,
    ...received,
    rows: answer.rows,
    outcome: answer.status,
    reason: answer.reason,
  });
  return answer;
}
