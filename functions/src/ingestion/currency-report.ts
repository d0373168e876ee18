/**
 * The daily word to the operator on currency: every source behind its publisher, as one
 * warning a log-based alert matches (docs/operations.md), so a publisher that has moved on
 * while our fetch still reads the old file, or a manual import that is due, is seen the same day.
 */
import type { DatasetSummary } from '@cannabis-reports/contracts';
import { sourcesBehind } from '../logs';
import { listDatasets } from '../services/datasets/dataset-catalog';

/** The catalogue's sources behind their publishers, most behind first. */
export function behindSources(datasets: DatasetSummary[]) {
  return datasets
    .filter((dataset) => dataset.currency.status === 'behind')
    .map(({ id, currency }) => ({
      datasetId: id,
      newestHeld: currency.newestHeld as string,
      newestExpected: currency.newestExpected as string,
      monthsBehind: currency.monthsBehind as number,
    }))
    .sort((a, b) => b.monthsBehind - a.monthsBehind || a.datasetId.localeCompare(b.datasetId));
}

/** Logs the sources behind today (nothing when all are current or frozen) and answers them. */
export async function reportSourcesBehind(): Promise<ReturnType<typeof behindSources>> {
  const behind = behindSources((await listDatasets()).datasets);
  if (behind.length > 0) sourcesBehind(behind);
  return behind;
}
