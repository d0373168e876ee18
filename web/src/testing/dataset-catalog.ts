/**
 * The data catalogue as the server answers it: a weekly one-state dataset and the multi-state
 * panel; and beside them, Statistics Canada's monthly sales (Canada's markets, in CAD) and FRED's
 * exchange rate (no market, no money).
 */
import type { DatasetCatalogAnswer, DatasetSummary } from '@cannabis-reports/contracts';

export const CT_WEEKLY: DatasetSummary = {
  id: 'ct-weekly-sales',
  title: 'Connecticut cannabis retail sales by week',
  publisher: 'Connecticut Department of Consumer Protection',
  sourceUrl: 'https://data.ct.gov/',
  licence: 'Public record',
  periodFrom: '2023-01-08',
  periodTo: '2026-03-29',
  periodKind: 'week',
  cadence: 'Monthly',
  sample: false,
  markets: [{ state: 'CT', periodFrom: '2023-01', periodTo: '2026-03' }],
  money: 'USD',
  units: 'Sales in USD, excluding taxes, preliminary',
  lastChecked: '2026-04-02T06:00:00.000Z',
  lastChanged: '2026-03-31T06:00:00.000Z',
  expectedChangeDays: 45,
  overdue: true,
  currency: { status: 'behind', newestHeld: '2026-03', newestExpected: '2026-10', monthsBehind: 7 },
  arrives: { how: 'fetched', host: 'data.ct.gov' },
};

export const PANEL: DatasetSummary = {
  id: 'state-monthly-sales',
  title: 'State cannabis sales by month',
  publisher: 'Cannlytics, compiled from state regulators',
  sourceUrl: '',
  licence: 'CC BY 4.0',
  periodFrom: '2014-01',
  periodTo: '2021-12',
  periodKind: 'month',
  cadence: null,
  sample: false,
  markets: [
    { state: 'CO', periodFrom: '2014-01', periodTo: '2021-10' },
    { state: 'MA', periodFrom: '2018-11', periodTo: '2021-12' },
  ],
  money: 'USD',
  units: null,
  lastChecked: null,
  lastChanged: null,
  expectedChangeDays: null,
  overdue: false,
  currency: { status: 'frozen', newestHeld: '2021-12', newestExpected: null, monthsBehind: null },
  arrives: { how: 'frozen' },
};

export const DATASET_CATALOG: DatasetCatalogAnswer = {
  datasets: [CT_WEEKLY, PANEL],
  markets: [
    {
      state: 'CT',
      periodFrom: '2023-01',
      periodTo: '2026-03',
      currency: { status: 'behind', newestHeld: '2026-03', newestExpected: '2026-10', monthsBehind: 7 },
    },
    {
      state: 'MA',
      periodFrom: '2018-11',
      periodTo: '2021-12',
      currency: { status: 'behind', newestHeld: '2021-12', newestExpected: '2026-09', monthsBehind: 57 },
    },
    { state: 'CO', periodFrom: '2014-01', periodTo: '2021-10' },
  ],
};

const statcanMonths = (state: string) => ({ state, periodFrom: '2018-10', periodTo: '2025-08' });

export const CANADA_RETAIL: DatasetSummary = {
  id: 'canada-retail-sales',
  title: 'Monthly retail sales of cannabis stores by province and territory (Table 20-10-0056-01)',
  publisher: 'Statistics Canada',
  sourceUrl: 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=2010005601',
  licence: 'Statistics Canada Open Licence',
  periodFrom: '2018-10',
  periodTo: '2025-08',
  periodKind: 'month',
  cadence: 'Monthly (Retail Trade Survey)',
  sample: false,
  // Stored in code order, as the importer writes them: Canada among the provinces.
  markets: ['AB', 'CAN', 'NL', 'ON', 'QC'].map(statcanMonths),
  money: 'CAD',
  units: 'Thousands of Canadian dollars (CAD), not USD',
  lastChecked: '2026-04-02T06:00:00.000Z',
  lastChanged: '2026-03-31T06:00:00.000Z',
  expectedChangeDays: 45,
  overdue: false,
  currency: { status: 'behind', newestHeld: '2025-08', newestExpected: '2026-08', monthsBehind: 12 },
  arrives: { how: 'manual' },
};

export const CAD_PER_USD: DatasetSummary = {
  ...CANADA_RETAIL,
  id: 'cad-per-usd',
  title: 'Canadian dollars to one U.S. dollar, monthly average (FRED series EXCAUS)',
  publisher: 'Board of Governors of the Federal Reserve System, via FRED',
  periodFrom: '1971-01',
  periodTo: '2026-08',
  markets: [],
  money: null,
  units: 'Canadian dollars (CAD) per one U.S. dollar (USD), monthly average',
};

/** The catalogue with Canada's markets: the catalogue's order, newest first, then by code ('CAN' after 'BC'). */
export const CATALOG_WITH_CANADA: DatasetCatalogAnswer = {
  datasets: [CT_WEEKLY, PANEL, CANADA_RETAIL, CAD_PER_USD],
  markets: [
    DATASET_CATALOG.markets[0],
    ...['CAN', 'NL', 'ON', 'QC'].map(statcanMonths),
    ...DATASET_CATALOG.markets.slice(1),
  ],
};
