/**
 * What the reports cover, in the words of the sign-in and upgrade pages. It describes the
 * regulators' publications the product imports (docs/data.md, "Built-in reports and their data"):
 * change it with them. The reports' names are the catalogue's (lib/report-catalog.ts).
 */
/** Each state market of the multi-state panel and the year its monthly figures start. */
export const markets = [
  { state: 'Colorado', from: 2014 },
  { state: 'Oregon', from: 2016 },
  { state: 'Washington', from: 2017 },
  { state: 'Massachusetts', from: 2018 },
  { state: 'Illinois', from: 2020 },
  { state: 'Maryland', from: 2020 },
  { state: 'Maine', from: 2020 },
] as const;

export const coverageEnd = 2021;

/** The freshest series: Connecticut's weekly sales (DCP), which the demo shows too. */
export const weeklyMarket = { state: 'Connecticut', from: 'January 2023', through: 'March 2026' } as const;

/** The states whose prices the Prices report shows, with the panel's. */
export const priceMarkets = ['Connecticut', 'Oregon', 'the District of Columbia'] as const;

/** 'a, b and c'. */
export const listInWords = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
