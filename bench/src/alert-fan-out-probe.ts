/**
 * Runs in the measured process (bundled by alert-fan-out.ts), as a function instance that does
 * nothing else: fans out the alert run BENCH_ALERT_RUN names (seeded by the bench's own process)
 * with the functions' own code, and prints as JSON its figures and the process's peak memory.
 */
import { fanOutAlertRun, type AlertBenchFigures } from '@cannabis-reports/functions/src/testing/alert-fan-out-bench';
import { peakRssBytes } from './memory-probe';
import { printFigures } from './probe-process';

export interface AlertProbeFigures extends AlertBenchFigures {
  /** Peak resident memory of the whole process, and before the fan-out began (Node, modules). */
  peakRssBytes: number;
  startRssBytes: number;
}

async function fanOut(): Promise<AlertProbeFigures> {
  const { runId, retry } = JSON.parse(process.env.BENCH_ALERT_RUN ?? '{}') as { runId: string; retry: boolean };
  const startRssBytes = peakRssBytes();
  const figures = await fanOutAlertRun(runId, { retry });
  return { ...figures, peakRssBytes: peakRssBytes(), startRssBytes };
}

printFigures(fanOut);
