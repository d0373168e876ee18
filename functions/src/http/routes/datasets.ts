/**
 * `GET /datasets`: public, no sign-in. Only attribution and periods travel; the answer may be
 * cached for five minutes by browsers and the CDN, since it changes at most once a day.
 */
import type { DatasetCatalogAnswer } from '@cannabis-reports/contracts';
import { Router } from 'express';
import { listDatasets } from '../../services/datasets/dataset-catalog';
import { limits } from '../middleware/rate-limit';

export function datasetRoutes(): Router {
  const router = Router();
  router.get('/datasets', limits.publicCatalog, async (_req, res) => {
    const answer: DatasetCatalogAnswer = { datasets: await listDatasets() };
    res.set('cache-control', 'public, max-age=300, s-maxage=300').json(answer);
  });
  return router;
}
