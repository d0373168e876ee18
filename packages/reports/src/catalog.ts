/**
 * Every built-in report, one row each: its id (its folder's name and its URL name), its name
 * where reports are listed, who may read it, the view the importer builds for it and the
 * builder that answers its figures. The importer, the functions and the bench read this table;
 * adding a report is adding its folder and its row.
 */
import type { ReportEntry } from './kit/definitions';
import { buildColoradoCounties } from './colorado-counties/builder';
import { LABEL as COLORADO } from './colorado-counties/text';
import { coloradoView } from './colorado-counties/view';
import { buildCompare } from './compare/builder';
import { LABEL as COMPARE } from './compare/text';
import { compareView } from './compare/view';
import { buildConnecticutWeekly } from './connecticut-weekly/builder';
import { LABEL as CONNECTICUT } from './connecticut-weekly/text';
import { connecticutView } from './connecticut-weekly/view';
import { buildDemo } from './demo/builder';
import { LABEL as DEMO } from './demo/text';
import { buildMarkets } from './markets/builder';
import { LABEL as MARKETS } from './markets/text';
import { marketsView } from './markets/view';
import { buildMarketOverview } from './market-overview/builder';
import { LABEL as MARKET_OVERVIEW } from './market-overview/text';
import { stateMonthlyView } from './market-overview/view';
import { buildPerCapita } from './per-capita/builder';
import { LABEL as PER_CAPITA } from './per-capita/text';
import { perCapitaView } from './per-capita/view';
import { buildPrices } from './prices/builder';
import { LABEL as PRICES } from './prices/text';
import { pricesView } from './prices/view';
import { buildWashingtonRetail } from './washington-retail/builder';
import { LABEL as WASHINGTON } from './washington-retail/text';
import { washingtonView } from './washington-retail/view';

/**
 * In the order the viewer's tabs show the paid reports, the first opening /reports: the
 * reports with the newest figures first (a subscriber's first page is current), the ones that
 * end years ago, drawn from compilations that stopped, last.
 */
export const REPORTS: readonly ReportEntry[] = [
  { id: 'markets', label: MARKETS, access: 'paid', view: marketsView, build: buildMarkets },
  { id: 'compare', label: COMPARE, access: 'paid', view: compareView, build: buildCompare },
  { id: 'prices', label: PRICES, access: 'paid', view: pricesView, build: buildPrices },
  { id: 'per-capita', label: PER_CAPITA, access: 'paid', view: perCapitaView, build: buildPerCapita },
  {
    id: 'connecticut-weekly',
    label: CONNECTICUT,
    access: 'paid',
    market: 'CT',
    view: connecticutView,
    build: buildConnecticutWeekly,
  },
  {
    id: 'colorado-counties',
    label: COLORADO,
    access: 'paid',
    market: 'CO',
    view: coloradoView,
    build: buildColoradoCounties,
  },
  {
    id: 'washington-retail',
    label: WASHINGTON,
    access: 'paid',
    market: 'WA',
    view: washingtonView,
    build: buildWashingtonRetail,
  },
  { id: 'market-overview', label: MARKET_OVERVIEW, access: 'paid', view: stateMonthlyView, build: buildMarketOverview },
  { id: 'demo', label: DEMO, access: 'demo', view: connecticutView, build: buildDemo },
];
