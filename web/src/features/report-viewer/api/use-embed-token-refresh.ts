/**
 * Keeps an embedded report's token fresh: shortly before the token expires, fetch a new
 * embed configuration and hand its token to the viewer (Power BI: `report.setAccessToken`),
 * without reloading the report. A failed refresh is only logged, and tried again later.
 */
import { useQuery } from '../../../lib/use-query';
import { wait } from '../../../lib/wait';
import type { EmbedConfig } from './embed-config';

/** Refresh this long before expiry. */
export const TOKEN_REFRESH_LEAD_MS = 5 * 60 * 1000;
/** After a failed refresh, try again this much later. */
export const TOKEN_REFRESH_RETRY_MS = 30 * 1000;

export function refreshDelay(expiresAt: string, now = Date.now()): number {
  return Math.max(0, Date.parse(expiresAt) - TOKEN_REFRESH_LEAD_MS - now);
}

export function useEmbedTokenRefresh(
  expiresAt: string | undefined,
  onFresh: (config: EmbedConfig) => void | Promise<void>,
  // Passed in, not imported: the framed demo asks /demo for its token, and must not load
  // the signed-in API client (and Firebase with it) to do so.
  fetchFresh: (signal: AbortSignal) => Promise<EmbedConfig>,
): void {
  // One read per token: it waits until the token is nearly spent, then retries until a
  // fresh one is handed over. A new expiry (or unmounting) aborts the wait.
  useQuery({
    key: ['embed-token-refresh', expiresAt],
    enabled: Boolean(expiresAt),
    fetcher: async (signal) => {
      await wait(refreshDelay(expiresAt ?? ''), signal);
      for (;;) {
        try {
          const fresh = await fetchFresh(signal);
          signal.throwIfAborted();
          await onFresh(fresh);
          return fresh;
        } catch (error) {
          signal.throwIfAborted();
          console.warn('Could not refresh the report token', error);
          await wait(TOKEN_REFRESH_RETRY_MS, signal);
        }
      }
    },
  });
}
