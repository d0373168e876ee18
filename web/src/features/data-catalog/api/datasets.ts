/** `GET /datasets`: the public catalogue of the data behind the reports (no sign-in needed). */
import type { DatasetCatalogAnswer } from '@cannabis-reports/contracts';
import { apiRequest } from '../../../lib/api-client';

export const fetchDatasets = (signal?: AbortSignal) => apiRequest<DatasetCatalogAnswer>('/datasets', { signal });
