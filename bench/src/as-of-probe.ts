/**
 * Runs in the measured process (bundled by as-of-reads.ts), as an API instance: the data API's
 * rows read `asOf` many days at once, each naming another old version, by the functions' own
 * `currentMatches` against the Firestore emulator's project in GCLOUD_PROJECT. A read refused for
 * the loads under way (503 `versions_busy`) waits its Retry-After and asks again, as a client
 * would. Prints as JSON the reads answered, the refusals, the time and the process's peak memory.
 */
import type { DatasetId } from '@cannabis-reports/contracts';
import { HttpError } from '@cannabis-reports/functions/src/errors';
import { currentMatches } from '@cannabis-reports/functions/src/services/datasets/dataset-rows';
import { peakRssBytes } from './memory-probe';
import { printFigures } from './probe-process';

export interface AsOfProbeFigures {
  answered: number;
  /** Reads answered 503 `versions_busy` and asked again. */
  refused: number;
  versions: number;
  rows: number;
  ms: number;
  peakRssBytes: number;
  startRssBytes: number;
}

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function readAtOnce(): Promise<AsOfProbeFigures> {
  const { datasetId, days } = JSON.parse(process.env.BENCH_AS_OF ?? '{}') as { datasetId: DatasetId; days: string[] };
  const startRssBytes = peakRssBytes();
  let refused = 0;
  const read = async (asOf: string): Promise<{ version: string; rows: number }> => {
    for (;;) {
      try {
        const answer = await currentMatches(datasetId, {}, { asOf, chargeLoad: async () => undefined });
        return { version: answer.version, rows: answer.rows.length };
      } catch (error) {
        if (!(error instanceof HttpError) || error.code !== 'versions_busy') throw error;
        refused += 1;
        await wait(error.retryAfterSeconds ?? 1);
      }
    }
  };
  const started = performance.now();
  const answers = await Promise.all(days.map(read));
  return {
    answered: answers.length,
    refused,
    versions: new Set(answers.map((answer) => answer.version)).size,
    rows: answers.reduce((sum, answer) => sum + answer.rows, 0),
    ms: performance.now() - started,
    peakRssBytes: peakRssBytes(),
    startRssBytes,
  };
}

printFigures(readAtOnce);
