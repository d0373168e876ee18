/** The data catalogue as the server answers it: a weekly one-state dataset and the multi-state panel. */
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
