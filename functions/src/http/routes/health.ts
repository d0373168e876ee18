import { endpoints } from '@cannabis-reports/contracts';
import { Router } from 'express';
import { route } from '../route';

/** Liveness probe, and the baseline for the latency benchmark. */
export function healthRoutes(): Router {
  const router = Router();
  route(router, endpoints.health, [], () => ({ status: 'ok' as const }));
  return router;
}
