import express, { type Express } from 'express';
import { BODY_LIMIT_BYTES, limitBody } from './middleware/body-limit';
import { errorHandler, notFoundHandler } from './middleware/error-handler';
import { emulatePlatformForwarding } from './middleware/local-platform-forwarding';
import { datasetRoutes } from './routes/datasets';
import { accountRoutes } from './routes/account';
import { apiKeyRoutes } from './routes/api-keys';
import { billingRoutes } from './routes/billing';
import { dataApiRoutes } from './routes/data-api';
import { followRoutes } from './routes/follows';
import { healthRoutes } from './routes/health';
import { pageSessionRoutes } from './routes/page-sessions';
import { reportRoutes } from './routes/reports';
import { reportMailRoutes } from './routes/report-mails';
import { savedViewRoutes } from './routes/saved-views';
import { stripeRoutes } from './routes/stripe';
import { teamRoutes } from './routes/teams';
import { userRoutes } from './routes/users';
import { runsInEmulator } from '../settings-check';

/**
 * The `api` function's Express app. Hosting rewrites `/api/**` to the function and the
 * function sees the full path, so every route is mounted under `/api`.
 */
export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    // The Functions runtime is an Express app that names itself before ours runs; nothing should say what serves
    // us. (Locally, the emulator's proxy in front of the runtime names itself again: only the local stack shows it.)
    res.removeHeader('x-powered-by');
    // Answers are per user (or refusals): no browser, proxy or CDN may keep one, errors included.
    res.set('cache-control', 'no-store');
    next();
  });
  // Locally nothing appends to X-Forwarded-For; this appends what the platform does in production.
  if (runsInEmulator()) app.use(emulatePlatformForwarding);
  app.use(limitBody(BODY_LIMIT_BYTES));
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));
  app.use('/api', healthRoutes());
  app.use('/api', userRoutes());
  app.use('/api', pageSessionRoutes());
  app.use('/api', stripeRoutes());
  app.use('/api', reportRoutes());
  app.use('/api', datasetRoutes());
  app.use('/api', billingRoutes());
  app.use('/api', accountRoutes());
  app.use('/api', savedViewRoutes());
  app.use('/api', apiKeyRoutes());
  app.use('/api', followRoutes());
  app.use('/api', reportMailRoutes());
  app.use('/api', teamRoutes());
  app.use('/api', dataApiRoutes());
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
