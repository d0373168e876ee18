/**
 * The `pages` function's Express app: the public market pages, their embeddable charts, the
 * sitemap and each market's Open Graph image, all rendered on the server (decision 0141). Hosting
 * rewrites these paths to the function; its CDN keeps each answer as long as Cache-Control says.
 */
import express, { type Express, type Request, type Response } from 'express';
import { stateName, type ReportData } from '@cannabis-reports/contracts';
import { ReportError } from '@cannabis-reports/reports';
import {
  listMarkets,
  liveSavedView,
  liveTeamView,
  marketReport,
  marketsNews,
  type MarketListing,
} from '../../services/market-pages/market-pages';
import { embedPage } from './embed-page';
import { marketPage } from './market-page';
import { summariseMarket, type PublicChart } from './market-summary';
import { marketsIndexPage } from './markets-index-page';
import { notFoundPage } from './not-found-page';
import { ogImage } from './og-image';
import { marketPath, MARKETS_PATH } from './page-addresses';
import { RenderCache } from './render-cache';
import { reportsPage } from './reports-page';
import { sitemap } from './sitemap';
import { viewCharts } from './view-charts';

/**
 * Public pages change when an import publishes (daily at most): browsers keep one for 10 minutes,
 * the CDN for an hour and, while it fetches a newer one, serves the older a day longer.
 */
export const PUBLIC_CACHE = 'public, max-age=600, s-maxage=3600, stale-while-revalidate=86400';
/** A subscriber's embed goes blank soon after the subscription ends: a minute in any cache. */
export const SAVED_VIEW_CACHE = 'public, max-age=60, s-maxage=60';

interface Answer {
  status: number;
  type: string;
  body: string | Buffer;
}

const html = (body: string, status = 200): Answer => ({ status, type: 'text/html; charset=utf-8', body });

export function createPagesApp(siteUrl: string): Express {
  const app = express();
  app.disable('x-powered-by');
  // One instance renders a page once per few minutes: the CDN's misses and the emulator then cost a memory read.
  const cache = new RenderCache<Answer>();

  const marketsOf = () => cache.get('markets', listMarkets);
  const findMarket = async (slug: string): Promise<MarketListing | undefined> =>
    (await marketsOf()).find((market) => market.code.toLowerCase() === slug.toLowerCase());
  const reportOf = (code: string) => cache.get(`report:${code}`, () => marketReport(code));
  const missing = async () => html(notFoundPage(await marketsOf(), siteUrl), 404);

  const send = (res: Response, answer: Answer, cacheControl = PUBLIC_CACHE) => {
    res.removeHeader('x-powered-by');
    res
      .status(answer.status)
      .type(answer.type)
      .set('cache-control', answer.status === 200 ? cacheControl : 'public, max-age=60');
    res.send(answer.body);
  };

  /** Answers a market's path, sending a path in any other case to its lower-case address first. */
  const marketRoute =
    (build: (market: MarketListing, req: Request) => Promise<Answer>) => async (req: Request, res: Response) => {
      const slug = String(req.params.market);
      const market = await findMarket(slug);
      if (!market) return send(res, await missing());
      if (slug !== market.code.toLowerCase())
        return res.redirect(301, req.originalUrl.replace(`/${slug}`, `/${market.code.toLowerCase()}`));
      send(res, await cache.get(req.path, () => build(market, req)));
    };

  app.get('/markets', async (_req, res) => {
    send(res, await cache.get('/markets', async () => html(marketsIndexPage(await marketsOf(), siteUrl))));
  });

  app.get(
    '/markets/:market',
    marketRoute(async (market) => {
      const report = await reportOf(market.code);
      const news = await cache.get('news', marketsNews);
      return html(
        marketPage({ code: market.code, name: market.name, report, summary: summariseMarket(report), news, siteUrl }),
      );
    }),
  );

  app.get(
    '/markets/:market/chart.png',
    marketRoute(async (market) => {
      const summary = summariseMarket(await reportOf(market.code));
      const drawn = summary.charts.length > 0;
      return {
        status: drawn ? 200 : 404,
        type: 'image/png',
        body: drawn ? await ogImage({ name: market.name, summary }) : '',
      };
    }),
  );

  app.get(
    '/embed/markets/:market/:chart',
    marketRoute(async (market, req) => {
      const report = await reportOf(market.code);
      const chart = summariseMarket(report).charts.find((each) => each.id === req.params.chart);
      if (!chart) return missing();
      return html(
        embedPage({
          title: `${market.name}: ${chart.title}`,
          chart,
          report,
          backTo: `${siteUrl}${marketPath(market.code)}`,
          canonical: `${siteUrl}${req.path}`,
        }),
      );
    }),
  );

  /** A saved view's chart, read by `read` when the ids are ids at all: blank (404) while its owner is not subscribed. */
  const viewEmbed =
    (read: (ownerId: string, viewId: string) => Promise<ReportData | undefined>) =>
    async (req: Request<{ ownerId: string; viewId: string; chart: string }>, res: Response) => {
      const { ownerId, viewId, chart: number } = req.params;
      const report = /^[A-Za-z0-9]{1,128}$/.test(ownerId + viewId) ? await read(ownerId, viewId) : undefined;
      const chart: PublicChart | undefined = report ? viewCharts(report)[Number(number)] : undefined;
      if (!report || !chart) return send(res, await missing(), SAVED_VIEW_CACHE);
      send(
        res,
        html(
          embedPage({
            title: `${report.title}: ${chart.title}`,
            chart,
            report,
            backTo: `${siteUrl}${backPathOf(report)}`,
            canonical: `${siteUrl}${req.path}`,
          }),
        ),
        SAVED_VIEW_CACHE,
      );
    };
  app.get('/embed/views/:ownerId/:viewId/:chart', viewEmbed(liveSavedView));
  app.get('/embed/team-views/:ownerId/:viewId/:chart', viewEmbed(liveTeamView));

  // The one signed-in page rendered here: private, and the reader's own (reports-page.ts).
  app.get('/reports', reportsPage);

  app.get('/sitemap.xml', async (_req, res) => {
    send(
      res,
      await cache.get('/sitemap.xml', async () => ({
        status: 200,
        type: 'application/xml; charset=utf-8',
        body: sitemap(await marketsOf(), siteUrl),
      })),
    );
  });

  app.use(async (_req: Request, res: Response) => send(res, await missing()));
  app.use(async (error: unknown, _req: Request, res: Response, next: (error: unknown) => void) => {
    if (!(error instanceof ReportError)) return next(error);
    send(res, await missing());
  });
  return app;
}

/** The link back of a saved view's chart: the page of the market it chose (its state filter), else the markets' index. */
function backPathOf(report: ReportData): string {
  const state = report.filters.find((filter) => filter.kind === 'choice' && filter.name === 'state');
  const code = state?.kind === 'choice' && state.value.length === 1 ? state.value[0] : undefined;
  return code && stateName(code) !== code ? marketPath(code) : MARKETS_PATH;
}
