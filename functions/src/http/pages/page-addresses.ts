/** The public pages' addresses: a market by its code in lower case ('/markets/md'), and its Open Graph image. */
export const MARKETS_PATH = '/markets';
export const marketPath = (code: string) => `${MARKETS_PATH}/${code.toLowerCase()}`;
export const ogImagePath = (code: string) => `${marketPath(code)}/chart.png`;
