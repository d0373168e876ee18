/**
 * How current each market is, by one rule everywhere: the month its page is dated ('Data as
 * of'), the newest complete month of its sales series (page.ts); for a market with annual totals
 * only, its last year ('CY2023'). A price, tax or licence series running on after the sales does
 * not date a market. The data catalogue reads these, so the sign-in page, the upgrade page and
 * /data say what the state pages say.
 */
import type { MarketForecastRecord } from '@cannabis-reports/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { createReportReader } from '../kit/reader';
import { ReportError } from '../kit/report-error';
import type { MarketsSummary } from './parts';
import { marketsView } from './view';

/** A market's date, and the dataset whose month it is (absent for annual totals only). */
export interface MarketDate {
  asOf: string;
  datedBy?: string;
  /** Its forecast's back-test record, which /data lists beside the date (absent without a forecast). */
  forecast?: MarketForecastRecord;
}

/** Each market's date by its code; empty while the markets view is not built (no sales data imported yet). */
export async function readMarketDates(db: Firestore): Promise<Map<string, MarketDate>> {
  try {
    const pointer = await createReportReader(db).requireView<MarketsSummary>(marketsView.id);
    return new Map(
      pointer.summary.states.map(({ code, asOf, datedBy, forecast }) => [code, { asOf, datedBy, forecast }]),
    );
  } catch (error) {
    if (error instanceof ReportError) return new Map();
    throw error;
  }
}
