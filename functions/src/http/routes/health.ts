import { Router } from 'express';

/** Liveness probe, and the baseline for the latency benchmark. */
export function healthRoutes(): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  return router;
}
