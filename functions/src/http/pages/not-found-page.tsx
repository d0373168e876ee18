/** The public pages' 404: what was asked is not a market we have, and every market that is. */
import type { MarketListing } from '../../services/market-pages/market-pages';
import { marketPath, MARKETS_PATH } from './page-addresses';
import { renderPage, SiteFrame } from './page-document';

export function notFoundPage(markets: MarketListing[], siteUrl: string): string {
  return renderPage({
    meta: {
      title: 'No such market page',
      description: 'This address is not one of our market pages.',
      canonical: `${siteUrl}${MARKETS_PATH}`,
    },
    children: (
      <SiteFrame>
        <h1>No such market page</h1>
        <p>This address is not one of our market pages. These are:</p>
        <ul className="market-list">
          {markets.map((market) => (
            <li key={market.code}>
              <a href={marketPath(market.code)}>{market.name}</a>
            </li>
          ))}
        </ul>
      </SiteFrame>
    ),
  });
}
