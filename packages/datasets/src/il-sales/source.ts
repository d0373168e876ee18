/** Where `il-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { IlSalesRow } from './rows';

export const source = defineSource<IlSalesRow>()({
  id: 'il-sales',
  title: 'Illinois adult-use cannabis sales by month, residents and non-residents',
  publisher: 'Illinois Department of Financial and Professional Regulation (IDFPR), transcribed by Cannlytics',
  sourceUrl: 'https://www.idfpr.com/Forms/AUC/2021%2011%2002%20IDFPR%20monthly%20adult%20use%20cannabis%20sales.pdf',
  licence:
    'MIT, "Copyright (c) 2021-2022 Cannlytics" (the transcription); the facts are Illinois public records. Attribute IDFPR.',
  cadence: 'Monthly (IDFPR, revised later); this copy is the 2021-11-02 edition and is not updated',
  units: 'Items sold as counts; sales in USD (in-state: to Illinois residents; out-of-state: to non-residents)',

  expectedChangeDays: null,
  // A transcription of IDFPR's 2021-11-02 edition (data README); IDFPR posts each month's
  // adult-use sales within about three weeks, so the copy is measured against that.
  lag: { per: 'month', days: 21 },
  snapshotFile: 'il-idfpr/il-adult-use-sales-by-month.csv',
});
