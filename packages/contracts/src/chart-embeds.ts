/**
 * The embeddable charts' addresses and the code a reader pastes into their page: the public
 * market pages write it under each chart, the saved-views menu copies it for a subscriber's view.
 * Both sides build it here, so the frame, the resize script and the height message agree.
 */

/** The script a host page includes once: it sizes every frame of ours to the height the frame reports. */
export const EMBED_RESIZE_SCRIPT = '/embed-resize.js';
/** The message a framed chart posts to its host page (`{ type, height }`). */
export const EMBED_HEIGHT_MESSAGE = 'cannabis-reports:embed-height';

/** A market's public chart: '/embed/markets/md/sales'. */
export const marketChartEmbedPath = (market: string, chart: string) =>
  `/embed/markets/${market.toLowerCase()}/${chart}`;

/** A subscriber's saved view's `chart`-th line chart (from 0), shown while the subscription is live. */
export const savedViewEmbedPath = (uid: string, viewId: string, chart = 0) =>
  `/embed/views/${encodeURIComponent(uid)}/${encodeURIComponent(viewId)}/${chart}`;

/** A team's saved view's `chart`-th line chart, shown while the team's subscription is live. */
export const teamViewEmbedPath = (teamId: string, viewId: string, chart = 0) =>
  `/embed/team-views/${encodeURIComponent(teamId)}/${encodeURIComponent(viewId)}/${chart}`;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The frame and the resize script, for the page at `siteUrl` (no trailing slash). */
export const chartEmbedCode = (siteUrl: string, path: string, title: string) =>
  `<iframe src="${siteUrl}${path}" title="${escapeAttribute(title)}" width="100%" height="420" style="border:0" loading="lazy"></iframe>\n` +
  `<script src="${siteUrl}${EMBED_RESIZE_SCRIPT}" async></script>`;
