/**
 * `GET /datasets`: public, no sign-in. Only attribution, periods, markets and check times
 * travel; the answer may be cached for five minutes by browsers and the CDN, since it
 * changes at most once a day. `GET /datasets/:datasetId/history` likewise: a dataset's
 * revisions and failed fetches, never its rows (an unknown dataset is a 404).
 */
import { endpoints } from '@cannabis-reports/contracts';
import { Router } from 'express';
import { listDatasets } from '../../services/datasets/dataset-catalog';
import { readDatasetHistory } from '../../services/datasets/dataset-history';
import { limits } from '../middleware/rate-limit';
import { route } from '../route';

export function datasetRoutes(): Router {
  const router = Router();
  route(router, endpoints.datasets, [limits.publicCatalog], async (_input, _req, res) => {
    res.set('cache-control', 'public, max-age=300, s-maxage=300');
    return listDatasets();
  });
  route(router, endpoints.datasetHistory, [limits.datasetHistory], async ({ params }, _req, res) => {
    const history = await readDatasetHistory(params.datasetId);
    res.set('cache-control', 'public, max-age=300, s-maxage=300');
    return history;
  });
  return router;
}
