/**
 * A link's filters, each checked on its own against the report data API's query schema: what
 * the API would refuse is left out of the request. Apart from view-search.ts because it brings
 * in the schema library, which only the views kept in the URL need.
 */
import { reportQuerySchema } from '@cannabis-reports/contracts';
import type { ReportParams } from '../api/report-data';
import { REPORT_KEY, type ViewParams } from './view-search';

/** Each filter checked on its own: a malformed one is left out, not the whole link. */
export function readViewParams(search: URLSearchParams): ViewParams {
  const params: ReportParams = {};
  const malformed: ReportParams = {};
  for (const [key, value] of search) {
    if (key === REPORT_KEY || key in params || key in malformed) continue;
    const valid = reportQuerySchema.safeParse({ [key]: value }).success;
    if (valid) params[key] = value;
    else malformed[key] = value;
  }
  return { params, malformed };
}
