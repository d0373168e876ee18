/**
 * `alertRuns/{runId}`: the versions an import run published, the run being the UTC day of the
 * schedule that enqueued the ingest tasks. Each ingest task that publishes adds its version; the
 * fan-out, a while after, seals what was added so far into a wave and mails each follower once
 * for the whole wave. A version published after a wave was sealed goes into the next wave, so
 * nothing is lost, and a version recorded twice (a task retried) is recorded once.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import { readDataset, readRowsAt, readVersion } from '@cannabis-reports/data-import/src/store/dataset-reads';
import { db } from '../platform/firebase';
import { keyFigures, type Publication } from './alert-content';

export interface PublishedVersion {
  datasetId: DatasetId;
  version: string;
}

interface StoredRun {
  publications: PublishedVersion[];
  /** Publications already in a wave, from the first. */
  sealed: number;
  /** Each wave's [from, to) range of publications. */
  waves: Array<{ from: number; to: number }>;
  /** When the last publication joined (ms): the sweep fans out a run left unsealed once it settled. */
  lastPublishedAt?: number;
}

const runs = () => db().collection('alertRuns');

export const runIdOf = (at: Date) => at.toISOString().slice(0, 10);

/** Adds the version to the run once; answers its place in the run. */
export async function recordPublication(runId: string, published: PublishedVersion): Promise<number> {
  const ref = runs().doc(runId);
  return db().runTransaction(async (transaction) => {
    const run: StoredRun = ((await transaction.get(ref)).data() as StoredRun | undefined) ?? {
      publications: [],
      sealed: 0,
      waves: [],
    };
    const known = run.publications.findIndex(
      (entry) => entry.datasetId === published.datasetId && entry.version === published.version,
    );
    if (known >= 0) return known;
    transaction.set(ref, { ...run, publications: [...run.publications, published], lastPublishedAt: Date.now() });
    return run.publications.length;
  });
}

/** Seals the publications no wave holds yet into a new wave; undefined when there are none. */
export async function sealWave(runId: string): Promise<{ wave: number; publications: PublishedVersion[] } | undefined> {
  const ref = runs().doc(runId);
  return db().runTransaction(async (transaction) => {
    const run = (await transaction.get(ref)).data() as StoredRun | undefined;
    if (!run || run.sealed >= run.publications.length) return undefined;
    const range = { from: run.sealed, to: run.publications.length };
    transaction.update(ref, { sealed: range.to, waves: [...run.waves, range] });
    return { wave: run.waves.length, publications: run.publications.slice(range.from, range.to) };
  });
}

/** Whether the run holds publications no wave took, the last of them older than `settledMs`. */
export async function runLeftUnsealed(runId: string, settledMs: number, now = Date.now()): Promise<boolean> {
  const run = (await runs().doc(runId).get()).data() as StoredRun | undefined;
  return !!run && run.sealed < run.publications.length && (run.lastPublishedAt ?? 0) < now - settledMs;
}

/** The run's last sealed wave, if any. */
export async function latestWave(runId: string): Promise<number | undefined> {
  const waves = ((await runs().doc(runId).get()).data() as StoredRun | undefined)?.waves.length ?? 0;
  return waves ? waves - 1 : undefined;
}

export async function waveOf(runId: string, wave: number): Promise<PublishedVersion[]> {
  const run = (await runs().doc(runId).get()).data() as StoredRun | undefined;
  const range = run?.waves[wave];
  return range ? run.publications.slice(range.from, range.to) : [];
}

/** Versions never change, so each instance describes one once for all of a run's batches (a few kept). */
const described = new Map<string, Promise<Publication>>();
const DESCRIBED_KEPT = 20;

/** What a mail says of one published version: its dataset's name and markets, its revision and key figures. */
export function describePublication(published: PublishedVersion): Promise<Publication> {
  const key = `${published.datasetId}@${published.version}`;
  let description = described.get(key);
  if (!description) {
    description = readPublication(published);
    described.set(key, description);
    // A failed read is not kept: the task's retry reads again.
    description.catch(() => described.delete(key));
    if (described.size > DESCRIBED_KEPT) described.delete(described.keys().next().value as string);
  }
  return description;
}

async function readPublication({ datasetId, version }: PublishedVersion): Promise<Publication> {
  const [meta, stored] = await Promise.all([readDataset(db(), datasetId), readVersion(db(), datasetId, version)]);
  const revision = stored?.revision;
  const periodsAdded = revision?.periodsAdded ?? [];
  const rows = periodsAdded.length
    ? ((await readRowsAt<Record<string, unknown>>(db(), datasetId, { version }))?.rows ?? [])
    : [];
  return {
    datasetId,
    title: meta?.title ?? datasetId,
    markets: (meta?.markets ?? []).map((market) => market.state),
    version,
    revision: {
      periodsAdded,
      periodsRevised: revision?.periodsRevised ?? [],
      figuresRevised: revision?.figuresRevised ?? 0,
    },
    keyFigures: keyFigures(datasetId, rows, periodsAdded),
  };
}
