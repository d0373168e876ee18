/**
 * Where each dataset's publisher puts its file, for the scheduled ingestion: one Firebase param
 * per dataset, DATA_URL_<DATASET_ID> (e.g. DATA_URL_CT_WEEKLY_SALES). In production a source
 * that sets a `fetchUrl` (its folder's source.ts in @cannabis-reports/datasets) is fetched from
 * there unless the param says otherwise: set, its value is fetched instead; set empty, nothing
 * is. The emulator fetches only what a param names, so the local stack stays offline.
 *
 * The params are declared here, where the ingestion runs, not when the functions load, so
 * `firebase deploy` never sees them and never applies their defaults: the default is applied by
 * `sourceUrl` below, from whether the environment sets the param at all. Beside the ingestion
 * rather than in config.ts: the dataset list comes from the contracts and the datasets table,
 * which the `api` instance should not load at its cold start.
 */
import { DATASET_IDS, type DatasetId } from '@cannabis-reports/contracts';
import { FETCH_URLS } from '@cannabis-reports/datasets';
import { defineString } from 'firebase-functions/params';
import { paramIsSet } from '../config';
import { runsInEmulator } from '../settings-check';

export const dataSourceUrlParam = (id: DatasetId) => `DATA_URL_${id.toUpperCase().replaceAll('-', '_')}`;

/** The address a source is fetched from: the param's value when set (empty: not fetched), else its publisher's outside the emulator. */
export function sourceUrl(configured: string | undefined, fetchUrl: string | undefined, emulated: boolean): string {
  if (configured !== undefined) return configured;
  return emulated ? '' : (fetchUrl ?? '');
}

export const dataSourceUrls = DATASET_IDS.map((id) => {
  const param = defineString(dataSourceUrlParam(id), {
    default: FETCH_URLS[id] ?? '',
    description: `Where the daily ingestion fetches ${id}; empty: not fetched`,
  });
  return {
    datasetId: id,
    url: () => sourceUrl(paramIsSet(param) ? param.value() : undefined, FETCH_URLS[id], runsInEmulator()),
  };
});

/** The address `datasetId` is fetched from now, as its setting says; empty: not fetched. */
export const configuredUrlOf = (datasetId: DatasetId) =>
  dataSourceUrls.find((source) => source.datasetId === datasetId)?.url() ?? '';

/** The sources as the settings check reads them (settings-check.ts): param name and URL. */
export const dataSourceSettings = () => ({
  DATA_URLS: Object.fromEntries(dataSourceUrls.map(({ datasetId, url }) => [dataSourceUrlParam(datasetId), url()])),
});
