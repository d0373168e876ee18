import { describe, expect, it } from 'vitest';
import { isAllowedDemoReportUrl, isEmbedConfigReady, isPowerBiEmbedUrl } from './embed-url';

describe('isPowerBiEmbedUrl', () => {
  it('accepts https embed URLs on Power BI hosts', () => {
    expect(isPowerBiEmbedUrl('https://app.powerbi.com/reportEmbed?reportId=1&groupId=2')).toBe(true);
    expect(isPowerBiEmbedUrl('https://app.powerbigov.us/reportEmbed?reportId=1')).toBe(true);
  });

  it('refuses http, other hosts, look-alikes, credentials and non-URLs', () => {
    for (const url of [
      'http://app.powerbi.com/reportEmbed',
      'https://evil.example.com/reportEmbed',
      'https://app.powerbi.com.evil.example/reportEmbed',
      'https://evilpowerbi.com/reportEmbed',
      'https://user:pass@app.powerbi.com/reportEmbed',
      'javascript:alert(1)',
      '/api/reports/market-overview',
      '',
    ]) {
      expect(isPowerBiEmbedUrl(url), url).toBe(false);
    }
  });
});

describe('isEmbedConfigReady', () => {
  const ready = { embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=1', embedToken: 't', reportId: '1' };
  it('needs an embed URL, an access token and a report id', () => {
    expect(isEmbedConfigReady(ready)).toBe(true);
    expect(isEmbedConfigReady({ ...ready, embedToken: '' })).toBe(false);
    expect(isEmbedConfigReady({ ...ready, reportId: '' })).toBe(false);
    expect(isEmbedConfigReady({ ...ready, embedUrl: 'https://example.com' })).toBe(false);
    expect(isEmbedConfigReady(null)).toBe(false);
  });
});

describe('isAllowedDemoReportUrl', () => {
  it('allows the built-in report path and Power BI URLs only', () => {
    expect(isAllowedDemoReportUrl('/embed/demo')).toBe(true);
    expect(isAllowedDemoReportUrl('https://app.powerbi.com/view?r=abc')).toBe(true);
    expect(isAllowedDemoReportUrl('//evil.example/x')).toBe(false);
    expect(isAllowedDemoReportUrl('https://evil.example/x')).toBe(false);
    expect(isAllowedDemoReportUrl('javascript:alert(1)')).toBe(false);
  });
});
