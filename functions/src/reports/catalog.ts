/** The built-in reports: which are paid, which is the public demo, and how each is built. */
import type { ReportData } from '@cannabis-reports/contracts';
import { coloradoCounties } from './builders/colorado-counties';
import { connecticutWeekly } from './builders/connecticut-weekly';
import type { ReportQuery } from './builders/common';
import { marketOverview } from './builders/market-overview';
import { perCapita } from './builders/per-capita';
import { prices } from './builders/prices';
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
    case 'connecticut-weekly':
      return connecticutWeekly(query, {
        reportId,
        title: 'Connecticut weekly sales',
        description: 'Adult-use and medical sales, products sold and average product price, week by week.',
      });
    case 'prices':
      return prices(query);
    case 'per-capita':
      return perCapita(query);
    case DEMO_REPORT_ID:
      return connecticutWeekly(
        {},
        {
          reportId,
          title: 'Connecticut weekly sales (demo)',
          description: 'The last 26 weeks of adult-use and medical cannabis sales in Connecticut, as published.',
          reduced: { weeks: 26 },
        },
      );
    default:
      throw new Error(`Unknown report ${reportId}`);
  }
}
