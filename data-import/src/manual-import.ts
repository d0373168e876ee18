/**
 * A publication imported by hand (`npm run import-data -- <file> --project <id>`), for the
 * publishers that serve only a PDF or a dashboard: the file goes through what a fetched one does
 * (the same parse, the same refusal of a file that does not look whole) and each dataset's
 * history records it as a manual import, refused or not.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatasetId } from '@cannabis-reports/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { FileFactsCollector, type FileFacts } from './file-facts';
import { importDatasets } from './import';
import type { IngestOutcome } from './ingest';
import { checkPlausible, parseReceived, Refusal } from './received-file';
import { readDataset } from './store/dataset-reads';
import { recordFetch } from './store/history';

async function factsOf(file: string): Promise<FileFacts> {
  const collector = new FileFactsCollector();
  for await (const chunk of createReadStream(file)) collector.add(chunk as Buffer);
  return collector.facts();
}

/**
 * Imports the datasets one file holds, all of them or none: one that does not look whole refuses
 * the file. A file of no known format names no dataset, so it is refused with nothing recorded.
 */
export async function importFileByHand(db: Firestore, file: string, now = new Date()): Promise<IngestOutcome[]> {
  const name = path.basename(file);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'import-'));
  try {
    // A copy, so that a package's data file is unpacked beside it and never beside the operator's file.
    const copy = path.join(folder, name);
    await copyFile(file, copy);
    const facts = await factsOf(copy);
    const { datasets, lastLine } = await parseReceived(copy, facts);
    if (datasets.length === 0) throw new Refusal('malformed', `${name} holds no dataset the product imports`);
    const at = now.toISOString();
    const record = (datasetId: DatasetId, fields: Partial<IngestOutcome> & Pick<IngestOutcome, 'status'>) =>
      recordFetch(db, {
        datasetId,
        source: name,
        via: 'manual',
        at,
        contentSha256: facts.sha256,
        bytes: facts.bytes,
        rows: fields.rows,
        outcome: fields.status,
        reason: fields.reason,
        version: fields.version,
      });
    try {
      for (const dataset of datasets) checkPlausible(dataset, await readDataset(db, dataset.meta.id), lastLine);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const refused = datasets.map((dataset) => ({
        datasetId: dataset.meta.id,
        status: 'malformed' as const,
        reason: error.message,
      }));
      for (const outcome of refused) await record(outcome.datasetId, outcome);
      return refused;
    }
    const { outcomes, versions } = await importDatasets(db, datasets, now);
    const imported = datasets.map((dataset, index): IngestOutcome => {
      const unchanged = outcomes[index] === 'unchanged' || outcomes[index] === 'counts updated';
      return {
        datasetId: dataset.meta.id,
        status: unchanged ? 'unchanged' : 'imported',
        rows: dataset.rows.length,
        rejected: dataset.rejected.length,
        // A superseded version was never current, and leaves no record to point at.
        ...(outcomes[index] === 'superseded' ? {} : { version: versions[index] }),
      };
    });
    for (const outcome of imported) await record(outcome.datasetId, outcome);
    return imported;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
