/** The built-in reports: which are paid, which is the public demo, and how each is built. */
import type { ReportData } from '../report-model';
import { coloradoCounties } from './colorado-counties';
import type { ReportQuery } from './common';
import { marketOverview } from './market-overview';
import { washingtonRetail } from './washington-retail';

export const DEMO_REPORT_ID = 'demo';
export const PAID_REPORT_IDS = ['market-overview', 'washington-retail', 'colorado-counties'] as const;
export type PaidReportId = (typeof PAID_REPORT_IDS)[number];

export const isPaidReportId = (id: string): id is PaidReportId => (PAID_REPORT_IDS as readonly string[]).includes(id);

export function buildReport(reportId: string, query: ReportQuery): Promise<ReportData> {
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
