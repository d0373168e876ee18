import type { EmbedConfig } from '@cannabis-reports/contracts';

/** The built-in provider's embed configuration of one report, valid for an hour. */
export function builtinEmbedConfig(reportId = 'market-overview', overrides: Partial<EmbedConfig> = {}): EmbedConfig {
  return {
    embedToken: 'token-1',
    embedUrl: `/api/reports/${reportId}`,
    reportId,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    viewer: 'builtin',
    ...overrides,
  };
}
