/**
 * Every market we hold, one part per state: each source's contributions (source-list.ts),
 * grouped by state and laid out by the one page template (page.ts). A pure function of the rows.
 */
import type { ChartForecast, DatasetId, MarketForecastRecord } from '@cannabis-reports/contracts';
import type { BuiltView } from '../kit/built-view';
import type { DatasetRows, ViewDefinition } from '../kit/definitions';
import { statePartId } from '../kit/view-layout';
import type { MarketSource } from './facts';
import { statePage } from './page';
import type { MarketsSummary } from './parts';
import { MARKET_SOURCES } from './source-list';
import { totalForecast } from './total-forecast';
import { chooseTotal, type Sourced } from './total-sales';

/**
 * Every source's contributions with the source they came from, grouped by state in code order:
 * what the state pages are laid out from, and what other reports read a state's total from.
 */
export function contributionsByState(
  rows: DatasetRows,
  sources: readonly MarketSource[] = MARKET_SOURCES,
): Array<[string, Sourced[]]> {
  const byState = new Map<string, Sourced[]>();
  for (const source of sources) {
    const own = rows[source.dataset] as Parameters<MarketSource['contribute']>[0] | undefined;
    if (!own) continue;
    for (const contribution of source.contribute(own))
      byState.set(contribution.state, [
        ...(byState.get(contribution.state) ?? []),
        { ...contribution, dataset: source.dataset, from: source.from, rank: source.rank },
      ]);
  }
  return [...byState].sort(([a], [b]) => a.localeCompare(b));
}

const recordOf = ({ record, from, through, undercovers }: ChartForecast): MarketForecastRecord => ({
  ...record,
  from,
  through,
  undercovers,
});

export function buildMarketsView(
  rows: DatasetRows,
  sources: readonly MarketSource[] = MARKET_SOURCES,
): BuiltView<MarketsSummary> {
  const parts = new Map<string, object>();
  const states: MarketsSummary['states'] = [];
  const months = new Set<string>();
  for (const [state, contributions] of contributionsByState(rows, sources)) {
    const page = statePage(state, contributions);
    if (page.sections.length === 0) continue;
    parts.set(statePartId(state), page);
    const forecast = page.sections.find((section) => section.kind !== 'table' && section.forecast);
    states.push({
      code: state,
      name: page.name,
      asOf: page.asOf,
      annualOnly: page.annualOnly,
      ...(page.datedBy ? { datedBy: page.datedBy } : {}),
      ...(forecast?.kind !== 'table' && forecast?.forecast ? { forecast: recordOf(forecast.forecast) } : {}),
    });
    for (const section of page.sections)
      if (section.kind !== 'table')
        section.x.filter((key) => /^\d{4}-\d{2}$/.test(key)).forEach((key) => months.add(key));
  }
  // The freshest state opens by default: the first in code order among those with the newest month
  // (a state with annual totals only has no month, so it is never the freshest while one has).
  const monthly = states.filter((entry) => !entry.annualOnly);
  const candidates = monthly.length ? monthly : states;
  const newest = candidates.reduce((best, entry) => (entry.asOf > best.asOf ? entry : best), candidates[0]);
  return { months: [...months].sort(), summary: { states, defaultState: newest?.code ?? '' }, parts };
}

/** Every market's forecast and back-test alone, as the view makes them: the bench times this. Returns how many were made. */
export function forecastEveryMarket(rows: DatasetRows): number {
  return contributionsByState(rows).filter(([, contributions]) => {
    const total = chooseTotal(contributions);
    return total && totalForecast(total).forecast;
  }).length;
}

const [main, ...extra] = MARKET_SOURCES.map((source) => source.dataset);

/** The view as the importer runs it: every source's dataset, the panel's sales first. */
export const marketsView: ViewDefinition = {
  id: 'markets',
  // 4: annual bars of taxable sales are named so, and a state's part and summary entry name the dataset that dates it (datedBy).
  // 5: Canada and its provinces and territories (Statistics Canada) have pages, in Canadian dollars.
  // 6: Connecticut's page has its potency tax collected by month (ct-tax-revenue).
  // 7: the total's breaks and source changes carry their kind and what they mean (annotations).
  // 8: the monthly total's chart carries its forecast and back-test record (total-forecast.ts), the summary each record.
  // 9: the per-resident chart's title says per adult 21+ only where that line is drawn.
  // 10: the forecast's intervals are set from the earlier forecasts' errors (kit/calibrate.ts); the record gives the model's own coverage beside.
  shape: 10,
  main,
  extra: [...new Set(extra)].filter((id): id is DatasetId => id !== main),
  build: (rows) => buildMarketsView(rows),
};
