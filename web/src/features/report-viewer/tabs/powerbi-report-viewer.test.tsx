import { act, render, screen } from '@testing-library/react';
import { Embed, models } from 'powerbi-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbedConfig } from '../api/embed-config';
import PowerBiReportViewer, { powerBiEmbedConfiguration } from './powerbi-report-viewer';

const MINUTE = 60_000;

function embedConfig(overrides: Partial<EmbedConfig> = {}): EmbedConfig {
  return {
    embedToken: 'embed-token-1',
    embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=rpt-1&groupId=ws-1',
    reportId: 'powerbi-rpt-1',
    expiresAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
    viewer: 'powerbi',
    ...overrides,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Power BI embed configuration', () => {
  it("is view mode, all permissions, filter pane on, page navigation off, no page name, Embed token, Power BI's report id", () => {
    const configuration = powerBiEmbedConfiguration(embedConfig());
    expect(configuration).toEqual({
      type: 'report',
      id: 'rpt-1',
      embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=rpt-1&groupId=ws-1',
      accessToken: 'embed-token-1',
      tokenType: models.TokenType.Embed,
      permissions: models.Permissions.All,
      viewMode: models.ViewMode.View,
      settings: { panes: { filters: { visible: true, expanded: false }, pageNavigation: { visible: false } } },
    });
    expect(configuration).not.toHaveProperty('pageName');
  });
});

describe('the Power BI viewer', () => {
  it("shows 'Error!' when the configuration is not ready", () => {
    render(<PowerBiReportViewer config={embedConfig({ embedUrl: 'https://evil.example.com/reportEmbed' })} />);
    expect(screen.getByText('Error!')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('embeds the report in a frame about 85 % of the screen high', () => {
    const { container } = render(<PowerBiReportViewer config={embedConfig()} />);
    const frame = container.querySelector('.report-frame');
    expect(frame?.querySelector('iframe')?.getAttribute('src')).toContain(
      'https://app.powerbi.com/reportEmbed?reportId=rpt-1',
    );
  });

  it('hands a fresh token (the tabs refresh it) to the embedded report without embedding it again', async () => {
    const setAccessToken = vi.spyOn(Embed.prototype, 'setAccessToken').mockResolvedValue(undefined);
    const { container, rerender } = render(<PowerBiReportViewer config={embedConfig()} />);
    const frame = container.querySelector('iframe');
    setAccessToken.mockClear();
    await act(async () => {
      rerender(<PowerBiReportViewer config={embedConfig({ embedToken: 'embed-token-2' })} />);
    });
    expect(setAccessToken).toHaveBeenCalledWith('embed-token-2');
    expect(container.querySelector('iframe')).toBe(frame);
  });
});
