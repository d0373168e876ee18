/**
 * `GET /datasets`: the public catalogue of the data behind the reports (no sign-in needed),
 * with each market's newest month. Read by /data and by the pages that say how current the
 * data is (the sign-in pitch, the upgrade page), so it lives in lib/ beside the report catalogue.
 */
import { apiRoutes, type DatasetCatalogAnswer } from '@cannabis-reports/contracts';
import { api } from './api-client';
import { useQuery, type QueryResult } from './use-query';

export const fetchDatasets = (signal?: AbortSignal) => api(apiRoutes.datasets, { signal });

/** The catalogue, read once per component; its `data` is undefined until read (or when it could not be). */
export function useDatasetCatalog(): QueryResult<DatasetCatalogAnswer> {
  return useQuery({
    key: ['datasets'],
    fetcher: fetchDatasets,
    onError: (error) => console.warn('Could not load the data catalogue', error),
  });
}
