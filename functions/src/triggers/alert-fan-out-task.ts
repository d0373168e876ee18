/**
 * One batch of an import run's alert mails, dispatched by Cloud Tasks: queued by the ingest task
 * that published, and by each batch for the next. Retried with backoff when a send fails; the
 * alert records keep a retry from mailing anyone twice.
 */
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { alertLinkSecret, smtpUrl } from '../config';
import { alertSettings, skippedForSettings } from '../serve-guard';

export const alertFanOutTask = onTaskDispatched(
  {
    secrets: [smtpUrl, alertLinkSecret],
    maxInstances: 2,
    memory: '512MiB',
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 120, maxBackoffSeconds: 1800, maxDoublings: 3 },
    rateLimits: { maxConcurrentDispatches: 2 },
  },
  async (request) => {
    const { runId, wave, after } = (request.data ?? {}) as Record<string, unknown>;
    if (typeof runId !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(runId)) return;
    if (wave !== undefined && !Number.isInteger(wave)) return;
    if (after !== undefined && typeof after !== 'string') return;
    // Skipped before the wave is sealed: the run's publications wait for the next fan-out.
    if (skippedForSettings('alertFanOutTask', alertSettings)) return;
    const { runFanOutTask } = await import('../services/alerts/alert-delivery');
    await runFanOutTask({ runId, wave: wave as number | undefined, after: after as string | undefined });
  },
);
