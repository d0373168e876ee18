/**
 * The built-in report data API takes a report token (issued with the embed configuration)
 * instead of an ID token: it opens one report for one user for an hour.
 */
import type { Request, RequestHandler } from 'express';
import { reportTokenSecret } from '../../config';
import { unauthorized } from '../../errors';
import { verifyReportToken, type ReportTokenClaims } from '../../reports/report-token';
import { bearerToken } from './bearer';

const readers = new WeakMap<Request, ReportTokenClaims>();

/** The claims of the report token of a request that passed requireReportToken. */
export function reportReaderOf(req: Request): ReportTokenClaims {
  const claims = readers.get(req);
  if (!claims) throw unauthorized('report_token_invalid', 'This report link has expired. Reload the page.');
  return claims;
}

/** Checks the token against the report named by the route's `:reportId`. */
export const requireReportToken: RequestHandler = (req, _res, next) => {
  const token = bearerToken(req);
  const claims = token && verifyReportToken(token, String(req.params.reportId), reportTokenSecret.value());
  if (!claims) throw unauthorized('report_token_invalid', 'This report link has expired. Reload the page.');
  readers.set(req, claims);
  next();
};
