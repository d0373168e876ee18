/** The public pages' addresses: a market by its code in lower case ('/markets/md'), its charts and its image. */
export const MARKETS_PATH = '/markets';
export const marketPath = (code: string) => `${MARKETS_PATH}/${code.toLowerCase()}`;
export const embedPath = (code: string, chart: string) => `/embed/markets/${code.toLowerCase()}/${chart}`;
export const ogImagePath = (code: string) => `${marketPath(code)}/chart.png`;
/** The script a host page includes once: it sizes every frame of ours to the height the frame reports. */
export const RESIZE_SCRIPT = '/embed-resize.js';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What a reader pastes into their page: the frame and the resize script. */
export const embedCode = (siteUrl: string, path: string, title: string) =>
  `<iframe src="${siteUrl}${path}" title="${escapeAttribute(title)}" width="100%" height="420" style="border:0" loading="lazy"></iframe>\n` +
  `<script src="${siteUrl}${RESIZE_SCRIPT}" async></script>`;
