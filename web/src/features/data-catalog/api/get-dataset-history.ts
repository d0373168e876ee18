/** `GET /datasets/:datasetId/history`: public, a dataset's revisions newest first and its failed fetches. */
import { apiRoutes, type DatasetHistoryAnswer } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

export const getDatasetHistory = (datasetId: string, signal?: AbortSignal) =>
  api(apiRoutes.datasetHistory, { params: { datasetId }, signal });

export function useDatasetHistory(datasetId: string): QueryResult<DatasetHistoryAnswer> {
  return useQuery({
    key: ['dataset-history', datasetId],
    fetcher: (signal) => getDatasetHistory(datasetId, signal),
    onError: (error) => console.warn('Could not load the dataset history', error),
  });
}
