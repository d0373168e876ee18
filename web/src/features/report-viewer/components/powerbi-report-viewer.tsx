/**
 * The Power BI viewer: loaded only on /reports, in its own chunk, so powerbi-client never
 * weighs on the other pages.
 */
import type { Embed, Report } from 'powerbi-client';
import { models } from 'powerbi-client';
import { PowerBIEmbed } from 'powerbi-client-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { EmbedConfig } from '../api/embed-config';
import { isEmbedConfigReady } from '../embed-url';
import { useEmbedTokenRefresh } from '../hooks/use-embed-token-refresh';

/** View mode, all permissions, filter pane on, page navigation off, no page name, Embed token. */
export function powerBiEmbedConfiguration(config: EmbedConfig): models.IReportEmbedConfiguration {
  return {
    type: 'report',
    id: config.reportId,
    embedUrl: config.embedUrl,
    accessToken: config.embedToken,
    tokenType: models.TokenType.Embed,
    permissions: models.Permissions.All,
    viewMode: models.ViewMode.View,
    settings: {
      panes: {
        filters: { visible: true, expanded: false },
        pageNavigation: { visible: false },
      },
    },
  };
}

export default function PowerBiReportViewer({ config }: { config: EmbedConfig }) {
  const report = useRef<Report | null>(null);
  const [expiresAt, setExpiresAt] = useState(config.expiresAt);
  // Built once: a new configuration object would make the component embed the report again.
  const embedConfiguration = useMemo(() => powerBiEmbedConfiguration(config), [config]);

  const onFresh = useCallback(async (fresh: EmbedConfig) => {
    await report.current?.setAccessToken(fresh.embedToken);
    setExpiresAt(fresh.expiresAt);
  }, []);
  useEmbedTokenRefresh(expiresAt, onFresh);

  if (!isEmbedConfigReady(config)) return <p className="error-text">Error!</p>;
  return (
    <PowerBIEmbed
      embedConfig={embedConfiguration}
      cssClassName="report-frame"
      getEmbeddedComponent={(embedded: Embed) => {
        report.current = embedded as Report;
      }}
    />
  );
}
