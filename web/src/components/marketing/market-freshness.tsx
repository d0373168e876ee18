/**
 * How current the data is, market by market, in the words of the pages that sell it: read
 * from the data catalogue (each market's date as its own page gives it: the newest complete
 * month of its sales series), never written by hand.
 */
import { formatPeriod } from '@cannabis-reports/contracts';
import type { MarketCoverage } from '@cannabis-reports/contracts';
import { listInWords } from '../../config/coverage';
import { stateName } from '../../config/state-names';

/** 'Connecticut (Mar 2026), Colorado (Dec 2023) and Oregon (Nov 2021)': the newest first, as the catalogue orders them. */
export function newestMonths(markets: readonly MarketCoverage[]): string {
  return listInWords(markets.map((market) => `${stateName(market.state)} (${formatPeriod(market.periodTo)})`));
}

/** 'N markets, the newest month of each: …', or a line of the same sense until the catalogue is read. */
export function MarketFreshness({ markets }: { markets: readonly MarketCoverage[] | undefined }) {
  if (!markets?.length) return <strong>US state markets, as their regulators publish them</strong>;
  return (
    <>
      <strong>
        {markets.length} {markets.length === 1 ? 'market' : 'markets'},
      </strong>{' '}
      the newest month of each: {newestMonths(markets)}
    </>
  );
}
