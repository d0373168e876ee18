/** Each catalogue entry's provider: its viewer names it (built-in or Power BI). */
import type { CatalogEntry } from '../catalog';
import type { ReportProvider } from './embed-config';

export async function providerFor(entry: CatalogEntry): Promise<ReportProvider> {
  // Each provider's module (and msal-node) loads only when that provider is used.
  if (entry.viewer === 'powerbi') return (await import('./powerbi-provider')).powerBiProvider;
  return (await import('./builtin-provider')).builtinProvider;
}
