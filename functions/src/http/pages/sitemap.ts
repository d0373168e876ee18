/** `/sitemap.xml`: the markets' index and every market's page. */
import type { MarketListing } from '../../services/market-pages/market-pages';
import { marketPath, MARKETS_PATH } from './page-addresses';

export function sitemap(markets: MarketListing[], siteUrl: string): string {
  const entry = (path: string) => `  <url><loc>${siteUrl}${path}</loc></url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(MARKETS_PATH),
    ...markets.map((market) => entry(marketPath(market.code))),
    '</urlset>',
    '',
  ].join('\n');
}
