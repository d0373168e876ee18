/** The configured report provider (REPORT_PROVIDER): Power BI in production, built-in locally. */
import { reportProvider } from '../../config';
import type { ReportProvider } from './embed-config';

export async function configuredReportProvider(): Promise<ReportProvider> {
  // Each provider's module (and msal-node) loads only when that provider is used.
  if (reportProvider.value() === 'powerbi') return (await import('./powerbi-provider')).powerBiProvider;
  return (await import('./builtin-provider')).builtinProvider;
}
