/**
 * The Power BI viewer of a catalogue entry: loaded only when such a report is opened, in its
 * own chunk, so powerbi-client never weighs on the other pages. The tabs refresh the token;
 * a fresh one is handed to the embedded report without embedding it again.
 */
import type { Embed, Report } from 'powerbi-client';
import { models } from 'powerbi-client';
import { PowerBIEmbed } from 'powerbi-client-react';
import { useEffect, useMemo, useRef } from 'react';
import type { EmbedConfig } from '../api/embed-config';
import { isEmbedConfigReady } from '../api/embed-url';
import '../report-viewer.css';

/** View mode, all permissions, filter pane on, page navigation off, no page name, Embed token. */
export function powerBiEmbedConfiguration(config: EmbedConfig): models.IReportEmbedConfiguration {
  return {
    type: 'report',
    // Power BI's own id of the report, which its embed URL carries (the catalogue's id is ours).
    id: new URL(config.embedUrl, 'https://app.powerbi.com').searchParams.get('reportId') ?? config.reportId,
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
  // Built once per report: a new configuration object would make the component embed it again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const embedConfiguration = useMemo(() => powerBiEmbedConfiguration(config), [config.reportId, config.embedUrl]);
  useEffect(() => {
    void report.current?.setAccessToken(config.embedToken);
  }, [config.embedToken]);

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
