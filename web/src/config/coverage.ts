/**
 * What the Prices report covers, in the words of the upgrade page: the states whose own
 * price series it shows, besides the multi-state panel's. How current each market is comes
 * from the data catalogue (components/marketing/market-freshness.tsx); the reports' names
 * from the report catalogue (lib/report-catalog.ts).
 */
export const priceMarkets = ['Connecticut', 'Oregon', 'the District of Columbia'] as const;

/** 'a, b and c'. */
export const listInWords = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
