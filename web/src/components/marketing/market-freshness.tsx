/**
 * How current the data is, market by market, in the words of the pages that sell it: read
 * from the data catalogue (each market's date as its own page gives it: the newest complete
 * month of its sales series), never written by hand.
 */
import { formatPeriod, isCanadianMarket, type MarketCoverage } from '@cannabis-reports/contracts';
import { listInWords } from '../../config/coverage';
import { stateName } from '../../config/state-names';

const dated = (markets: readonly MarketCoverage[]) =>
  listInWords(markets.map((market) => `${stateName(market.state)} (${formatPeriod(market.periodTo)})`));

/**
 * 'Connecticut (Mar 2026), Colorado (Dec 2023) and Oregon (Nov 2021)': the newest first, as the
 * catalogue orders them. Beside Canada's markets, each country's list says its currency, the
 * currency its pages give the money in: 'US markets, in US dollars: …; Canada, its provinces and
 * territories, in Canadian dollars: Canada (Aug 2025), …'.
 */
export function newestMonths(markets: readonly MarketCoverage[]): string {
  // Canada before its provinces and territories, which keep the catalogue's order.
  const canadian = markets
    .filter((market) => isCanadianMarket(market.state))
    .sort((a, b) => Number(b.state === 'CAN') - Number(a.state === 'CAN'));
  if (canadian.length === 0) return dated(markets);
  const us = markets.filter((market) => !isCanadianMarket(market.state));
  return [
    ...(us.length ? [`US markets, in US dollars: ${dated(us)}`] : []),
    `Canada, its provinces and territories, in Canadian dollars: ${dated(canadian)}`,
  ].join('; ');
}

/** 'N markets, the newest month of each: …', or a line of the same sense until the catalogue is read. */
export function MarketFreshness({ markets }: { markets: readonly MarketCoverage[] | undefined }) {
  if (!markets?.length) return <strong>US state and Canadian markets, as their publishers give them</strong>;
  return (
    <>
      <strong>
        {markets.length} {markets.length === 1 ? 'market' : 'markets'},
      </strong>{' '}
      the newest month of each: {newestMonths(markets)}
    </>
  );
}
