/**
 * Keeps an embedded report's token fresh (spec, section 4 and DESIGN.md): shortly before
 * the token expires, fetch a new embed configuration and hand its token to the viewer
 * (Power BI: `report.setAccessToken`), without reloading the report. Failures are logged
 * (spec, section 8) and retried.
 */
import { useEffect } from 'react';
import { fetchEmbedConfig, type EmbedConfig } from '../api/embed-config';

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
  fetchFresh: () => Promise<EmbedConfig> = fetchEmbedConfig,
): void {
  useEffect(() => {
    if (!expiresAt) return;
    let timer: ReturnType<typeof setTimeout>;
    let active = true;
    const refresh = async () => {
      try {
        const fresh = await fetchFresh();
        if (active) await onFresh(fresh);
      } catch (error) {
        console.warn('Could not refresh the report token', error);
        if (active) timer = setTimeout(() => void refresh(), TOKEN_REFRESH_RETRY_MS);
      }
    };
    timer = setTimeout(() => void refresh(), refreshDelay(expiresAt));
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [expiresAt, onFresh, fetchFresh]);
}
