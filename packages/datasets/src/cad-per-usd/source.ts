/** Where `cad-per-usd` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { CadPerUsdRow } from './rows';
import { MONTHLY } from '../kit/cadence-days';

export const source = defineSource<CadPerUsdRow>()({
  id: 'cad-per-usd',
  title: 'Canadian dollars to one U.S. dollar, monthly average (FRED series EXCAUS)',
  publisher:
    'Board of Governors of the Federal Reserve System (H.10 foreign exchange rates), via FRED, Federal Reserve Bank of St. Louis',
  // The machine-readable copy is FRED's CSV, https://fred.stlouisfed.org/graph/fredgraph.csv?id=EXCAUS
  sourceUrl: 'https://fred.stlouisfed.org/series/EXCAUS',
  licence:
    'Public domain (a U.S. federal government work: the Board of Governors’ H.10 release). Attribute "Board of Governors of the Federal Reserve System (US), Canadian Dollars to U.S. Dollar Spot Exchange Rate [EXCAUS], retrieved from FRED".',
  cadence: 'Monthly (the average of the month’s daily rates, once the month is over)',
  units: 'Canadian dollars (CAD) per one U.S. dollar (USD), monthly average, not seasonally adjusted',
  expectedChangeDays: MONTHLY,
  // The H.10 release's monthly averages come out on the first business days of the next month (FRED's EXCAUS page).
  lag: { per: 'month', days: 3 },
  snapshotFile: 'fx/fred-EXCAUS-cad-per-usd-monthly.csv',
});
