/** The built-in reports: which are paid, which is the public demo, and how each is built. */
import type { ReportData } from '@cannabis-reports/contracts';
import { coloradoCounties } from './builders/colorado-counties';
import type { ReportQuery } from './builders/common';
import { marketOverview } from './builders/market-overview';
import { washingtonRetail } from './builders/washington-retail';
import { StaleVersionError } from './data/store';

import { DEMO_REPORT_ID } from '@cannabis-reports/contracts';

export { DEMO_REPORT_ID, isPaidReportId, PAID_REPORT_IDS, type PaidReportId } from '@cannabis-reports/contracts';

/** Builds a report; once more when an import replaced the view's version while it was being read. */
export async function buildReport(reportId: string, query: ReportQuery): Promise<ReportData> {
  try {
    return await buildOnce(reportId, query);
  } catch (error) {
    if (!(error instanceof StaleVersionError)) throw error;
    return buildOnce(reportId, query);
  }
}

function buildOnce(reportId: string, query: ReportQuery): Promise<ReportData> {
  switch (reportId) {
    case 'market-overview':
      return marketOverview(query, {
        reportId,
        title: 'Multi-state market overview',
        description: 'Monthly legal cannabis sales by state, with year-over-year growth.',
      });
    case 'washington-retail':
      return washingtonRetail(query);
    case 'colorado-counties':
      return coloradoCounties(query);
    case DEMO_REPORT_ID:
      return marketOverview(
        {},
        {
          reportId,
          title: 'Market overview (demo)',
          description: 'The last two years of monthly sales in the three largest markets of the panel.',
          reduced: { months: 24, states: 3 },
        },
      );
    default:
      throw new Error(`Unknown report ${reportId}`);
  }
}
