/** `GET /datasets`: the public catalogue of the data behind the reports (no sign-in needed). */
import { apiRoutes } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

export const fetchDatasets = (signal?: AbortSignal) => api(apiRoutes.datasets, { signal });
