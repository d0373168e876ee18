/** `/markets`: every market with a page, the US states, then Canada and its provinces and territories. */
import type { MarketListing } from '../../services/market-pages/market-pages';
import { marketPath, MARKETS_PATH } from './page-addresses';
import { formatMonth } from './page-format';
import { renderPage, SiteFrame } from './page-document';

const asOfWords = (asOf: string) => (/^\d{4}-\d{2}$/.test(asOf) ? formatMonth(asOf) : `${asOf}, annual totals only`);

function MarketList({ markets, heading, id }: { markets: MarketListing[]; heading: string; id: string }) {
  if (markets.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="market-list">
        {markets.map((market) => (
          <li key={market.code}>
            <a href={marketPath(market.code)}>{market.name}</a> <span>data as of {asOfWords(market.asOf)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function marketsIndexPage(markets: MarketListing[], siteUrl: string): string {
  return renderPage({
    meta: {
      title: 'Cannabis sales by state and province',
      description: `Legal cannabis sales month by month in ${markets.length} markets of the United States and Canada, from the regulators' own figures, with sources and licences.`,
      canonical: `${siteUrl}${MARKETS_PATH}`,
    },
    children: (
      <SiteFrame>
        <h1>Cannabis sales by state and province</h1>
        <p>Each market's newest month, five years of monthly sales and where the figures come from.</p>
        <MarketList markets={markets.filter((market) => market.country === 'US')} heading="United States" id="us" />
        <MarketList markets={markets.filter((market) => market.country === 'CA')} heading="Canada" id="canada" />
      </SiteFrame>
    ),
  });
}
