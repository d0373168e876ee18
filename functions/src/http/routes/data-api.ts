/**
 * The data API, `/v1/`: the datasets, a dataset's rows and any report's figures, for the
 * holder of an API key whose owner has paid access (require-api-key), as JSON or CSV; and its
 * OpenAPI document and the markets' dated events (annotations), public. Every keyed route is counted against the key's rate and quota.
 */
import {
  buildOpenApiDocument,
  endpoints,
  FIGURE_COLUMNS,
  reportFigures,
  type DatasetRowsAnswer,
} from '@cannabis-reports/contracts';
import { MARKET_EVENTS } from '@cannabis-reports/datasets';
import { REPORTS, reportById } from '@cannabis-reports/reports';
import { Router, type Request } from 'express';
import { HttpError, notFound } from '../../errors';
import { reportData } from '../../reports/report-data';
import { chargePool } from '../../services/api-keys/key-store';
import { listDatasets } from '../../services/datasets/dataset-catalog';
import { currentMatches } from '../../services/datasets/dataset-rows';
import { pageOf } from '../../services/datasets/row-pages';
import { jsonOrCsv } from '../formats/answer-format';
import { csvOf } from '../formats/csv';
import { limits } from '../middleware/rate-limit';
import { keyHolderOf, requireApiKey } from '../middleware/require-api-key';
import { route } from '../route';

/** The next page's address, for clients that follow links (RFC 8288). */
function linkToNext(req: Request, cursor: string): string {
  const url = new URL(req.originalUrl, 'http://api.invalid');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

const rowsCsv = ({ columns, rows }: DatasetRowsAnswer) =>
  csvOf(
    columns,
    rows.map((row) => columns.map((column) => row[column])),
  );

/** The CSV's columns: every field of an event, in the order the table writes them. */
const EVENT_COLUMNS = ['market', 'from', 'to', 'kind', 'label', 'text', 'sourceUrl', 'dataset'] as const;

const secondsToMidnightUtc = (now: number) => Math.ceil((86_400_000 - (now % 86_400_000)) / 1000);

let openApiDocument: Record<string, unknown> | undefined;

export function dataApiRoutes(): Router {
  const router = Router();
  // Before the key is looked up: a flood of made-up keys is bounded per address.
  const keyed = [limits.dataApiAddress, requireApiKey];

  route(router, endpoints.apiOpenApi, [limits.publicCatalog], (_input, _req, res) => {
    res.set('cache-control', 'public, max-age=300');
    openApiDocument ??= buildOpenApiDocument();
    return openApiDocument;
  });

  route(router, endpoints.apiDatasets, keyed, () => listDatasets());

  route(
    router,
    endpoints.apiDatasetRows,
    keyed,
    async ({ params, query }, req, res) => {
      const { pool } = keyHolderOf(req);
      const { version, money, units, rows, columns } = await currentMatches(params.datasetId, query, {
        asOf: query.asOf,
        chargeLoad: async (cost) => {
          if (!(await chargePool(pool, cost)))
            throw new HttpError(
              429,
              'quota_exceeded',
              `Reading ${params.datasetId} as of ${query.asOf} loads an older version, which counts as ${cost} requests: more than your API keys have left today`,
              secondsToMidnightUtc(Date.now()),
            );
        },
      });
      const page = pageOf(rows, version, query, query.cursor, query.limit);
      if (page.nextCursor) res.set('link', linkToNext(req, page.nextCursor));
      return { dataset: params.datasetId, version, money, units, total: rows.length, columns, ...page };
    },
    jsonOrCsv(rowsCsv, (answer) => answer.dataset),
  );

  route(router, endpoints.apiReports, keyed, () => ({
    reports: REPORTS.map(({ id, label, access }) => ({ id, label, access })),
  }));

  route(
    router,
    endpoints.apiReportFigures,
    keyed,
    async ({ params, query: { format: _format, ...query } }) => {
      if (!reportById(params.reportId)) throw notFound('not_found', `No report ${params.reportId}`);
      return reportData(params.reportId, query);
    },
    jsonOrCsv(
      (report) => csvOf(FIGURE_COLUMNS, reportFigures(report)),
      (report) => report.reportId,
    ),
  );

  route(
    router,
    endpoints.apiAnnotations,
    [limits.publicCatalog],
    ({ query }, _req, res) => {
      res.set('cache-control', 'public, max-age=300');
      return { annotations: MARKET_EVENTS.filter((event) => !query.state || event.market === query.state) };
    },
    jsonOrCsv(
      ({ annotations }) =>
        csvOf(
          EVENT_COLUMNS,
          annotations.map((event) => EVENT_COLUMNS.map((column) => event[column] ?? null)),
        ),
      () => 'annotations',
    ),
  );

  return router;
}
