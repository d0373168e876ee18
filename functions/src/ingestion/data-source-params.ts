/**
 * Where each dataset's publisher puts its file, for the scheduled ingestion: one Firebase param
 * per dataset, DATA_URL_<DATASET_ID> (e.g. DATA_URL_CT_WEEKLY_SALES); empty means not fetched.
 * Beside the ingestion rather than in config.ts: the dataset list comes from the contracts,
 * whose schemas (zod) the `api` instance should not load at its cold start.
 */
import { DATASET_IDS, type DatasetId } from '@cannabis-reports/contracts';
import { defineString } from 'firebase-functions/params';

export const dataSourceUrlParam = (id: DatasetId) => `DATA_URL_${id.toUpperCase().replaceAll('-', '_')}`;

export const dataSourceUrls = DATASET_IDS.map((id) => ({
  datasetId: id,
  url: defineString(dataSourceUrlParam(id), { default: '' }),
}));

/** The sources as the settings check reads them (settings-check.ts): param name and URL. */
export const dataSourceSettings = () => ({
  DATA_URLS: Object.fromEntries(
    dataSourceUrls.map(({ datasetId, url }) => [dataSourceUrlParam(datasetId), url.value()]),
  ),
});
