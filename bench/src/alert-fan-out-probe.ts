/**
 * Runs in the measured process (bundled by alert-fan-out.ts), as a function instance that does
 * nothing else: fans out the alert run BENCH_ALERT_RUN names (seeded by the bench's own process)
 * with the functions' own code, and prints as JSON its figures and the process's peak memory.
 */
import { fanOutAlertRun, type AlertBenchFigures } from '@cannabis-reports/functions/src/testing/alert-fan-out-bench';
import { peakRssBytes } from './memory-probe';

export interface AlertProbeFigures extends AlertBenchFigures {
  /** Peak resident memory of the whole process, and before the fan-out began (Node, modules). */
  peakRssBytes: number;
  startRssBytes: number;
}

async function main(): Promise<void> {
  const { runId, retry } = JSON.parse(process.env.BENCH_ALERT_RUN ?? '{}') as { runId: string; retry: boolean };
  const startRssBytes = peakRssBytes();
  const figures = await fanOutAlertRun(runId, { retry });
  const probe: AlertProbeFigures = { ...figures, peakRssBytes: peakRssBytes(), startRssBytes };
  process.stdout.write(JSON.stringify(probe));
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
