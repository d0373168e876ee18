/** US states and DC by their two-letter codes, as the pages and the alert mails name the markets. */
export const STATE_NAMES: Record<string, string> = {
  AK: 'Alaska',
  AL: 'Alabama',
  AR: 'Arkansas',
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DC: 'District of Columbia',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  IA: 'Iowa',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  MA: 'Massachusetts',
  MD: 'Maryland',
  ME: 'Maine',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  MS: 'Mississippi',
  MT: 'Montana',
  NC: 'North Carolina',
  ND: 'North Dakota',
  NE: 'Nebraska',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NV: 'Nevada',
  NY: 'New York',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VA: 'Virginia',
  VT: 'Vermont',
  WA: 'Washington',
  WI: 'Wisconsin',
  WV: 'West Virginia',
  WY: 'Wyoming',
};

/**
 * Canada and its provinces and territories as markets: the provinces by Canada Post's codes,
 * none of which is a US state's, and Canada as 'CAN', since 'CA' is California.
 */
export const CANADIAN_MARKET_CODES = [
  'CAN', 'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT',
] as const; // prettier-ignore

export const CANADIAN_MARKET_NAMES: Record<(typeof CANADIAN_MARKET_CODES)[number], string> = {
  CAN: 'Canada',
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const CODE = '(?:[A-Z]{2}|CAN)';
/**
 * A market's code as a query takes it: two capital letters (a US state, DC, a province or
 * territory), or 'CAN' for Canada as a whole.
 */
export const MARKET_CODE = new RegExp(`^${CODE}$`);
/** Markets separated by commas, as compare takes them: 'CO,ON,CAN' (sixty at most). */
export const MARKET_LIST = new RegExp(`^${CODE}(?:,${CODE}){0,59}$`);
/** One market's page, or 'compare' where a report offers its markets side by side. */
export const MARKET_OR_COMPARE = new RegExp(`^(?:${CODE}|compare)$`);

/**
 * The market a stored row belongs to: its `state` when it has one, else Statistics Canada's
 * `province` (a city's row is its province's, as its page shows it), or Canada for a row of
 * the whole country. Undefined for a row that names no market (a single state's dataset, an
 * exchange rate).
 */
export function marketOfRow(row: Readonly<Record<string, unknown>>): string | undefined {
  if (typeof row.state === 'string') return row.state;
  if (typeof row.province === 'string') return row.province;
  return row.geoKind === 'country' ? 'CAN' : undefined;
}

/** 'CO' as 'Colorado', 'ON' as 'Ontario'; an unknown code as itself. */
export const stateName = (code: string) =>
  STATE_NAMES[code] ?? CANADIAN_MARKET_NAMES[code as keyof typeof CANADIAN_MARKET_NAMES] ?? code;

/** Whether a market is Canada or one of its provinces and territories, whose money is in Canadian dollars. */
export const isCanadianMarket = (code: string) => Object.hasOwn(CANADIAN_MARKET_NAMES, code);

/** A market as a list of markets names it: a province with its country ('Ontario (Canada)'), apart from the US states. */
export const marketLabel = (code: string, name: string) =>
  isCanadianMarket(code) && code !== 'CAN' ? `${name} (Canada)` : name;

/**
 * What a list of markets holds, as a filter or a column over them is labelled: 'State' where every
 * one is a US state (or DC), 'Province or territory' where every one is Canada's, and 'Market'
 * where they mix the two or include Canada as a whole, as the product's copy calls them all. A
 * Canadian page never says 'State', and a list offering both never names one kind for the other.
 */
export function marketsWord(codes: readonly string[], plural = false): string {
  const canadian = codes.filter(isCanadianMarket);
  if (codes.length > 0 && canadian.length === 0) return plural ? 'States' : 'State';
  if (codes.length > 0 && canadian.length === codes.length && !canadian.includes('CAN'))
    return plural ? 'Provinces and territories' : 'Province or territory';
  return plural ? 'Markets' : 'Market';
}
