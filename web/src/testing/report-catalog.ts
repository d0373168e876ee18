/** The report catalogue as the local server answers it: the built-in paid reports, in tab order. */
import type { ReportCatalogAnswer } from '@cannabis-reports/contracts';

export const BUILTIN_CATALOG: ReportCatalogAnswer = {
  reports: [
    { id: 'market-overview', label: 'Market overview', viewer: 'builtin' },
    { id: 'washington-retail', label: 'Washington retail', viewer: 'builtin' },
    { id: 'colorado-counties', label: 'Colorado by county', viewer: 'builtin' },
    { id: 'connecticut-weekly', label: 'Connecticut weekly', viewer: 'builtin' },
    { id: 'prices', label: 'Prices', viewer: 'builtin' },
    { id: 'per-capita', label: 'Per-capita rankings', viewer: 'builtin' },
  ],
};
