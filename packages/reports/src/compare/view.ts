/**
 * Every state's monthly total and population, one part per state, for comparing states. The
 * total is the markets pages' own (their sources, their rule for two sources of one month:
 * contributionsByState and chooseTotal), so one quantity has one value across reports; so is
 * the population (populationOf). A state with annual totals only is listed, without a part.
 */
import { shiftMonth, stateName } from '@cannabis-reports/contracts';
import type { BuiltView } from '../kit/built-view';
import type { DatasetRows, ViewDefinition } from '../kit/definitions';
import { statePartId } from '../kit/view-layout';
import type { MarketSource } from '../markets/facts';
import { populationOf, type Count } from '../markets/per-resident';
import { MARKET_SOURCES } from '../markets/source-list';
import { chooseTotal } from '../markets/total-sales';
import { contributionsByState, marketsView } from '../markets/view';
import type { CompareStatePart, CompareSummary } from './parts';

/** How many states the report shows when none is chosen, at most, and how many it looks for at least. */
const DEFAULT_COUNT = 4;
const DEFAULT_LEAST = 3;

/**
 * The states shown when none is chosen, so that the first view compares something recent: the
 * newest month in which at least three states (or as many as ever do) have a complete total both
 * then and a year before, and of those states the ones with the longest series.
 */
function defaultsOf(parts: CompareStatePart[]): string[] {
  const completeIn = new Map<string, string[]>();
  for (const part of parts) {
    const complete = new Set(part.periods.filter((_, index) => part.totals[index] !== null && !part.flags[index]));
    for (const period of complete)
      if (complete.has(shiftMonth(period, -12)))
        completeIn.set(period, [...(completeIn.get(period) ?? []), part.state]);
  }
  const least = Math.min(DEFAULT_LEAST, Math.max(0, ...[...completeIn.values()].map((states) => states.length)));
  const newest = [...completeIn.keys()]
    .sort()
    .reverse()
    .find((period) => completeIn.get(period)!.length >= least);
  const states = newest ? completeIn.get(newest)! : parts.map((part) => part.state);
  const length = new Map(parts.map((part) => [part.state, part.periods.length]));
  return [...states]
    .sort((a, b) => length.get(b)! - length.get(a)! || a.localeCompare(b))
    .slice(0, DEFAULT_COUNT)
    .sort();
}

export function buildCompareView(
  rows: DatasetRows,
  sources: readonly MarketSource[] = MARKET_SOURCES,
): BuiltView<CompareSummary> {
  const parts = new Map<string, object>();
  const states: CompareSummary['states'] = [];
  const months = new Set<string>();
  const rates = new Map((rows['cad-per-usd'] ?? []).map((row) => [row.period, row.cadPerUsd]));
  for (const [state, contributions] of contributionsByState(rows, sources)) {
    const name = stateName(state);
    const total = chooseTotal(contributions);
    if (!total) {
      if (contributions.some((entry) => entry.facts?.some((fact) => fact.topic === 'annual')))
        states.push({ code: state, name, from: '', to: '', annualOnly: true });
      continue;
    }
    const countOf = populationOf(contributions);
    const counted = (count: Count) => total.periods.map((period) => countOf(count, period));
    const residents = counted('residents');
    const adults21 = counted('adults21');
    const part: CompareStatePart = {
      state,
      name,
      periods: total.periods,
      totals: total.figures.map((figure) => figure?.value ?? null),
      flags: total.figures.map((figure) => figure?.flag ?? (figure?.value == null ? 'not-published' : null)),
      residents: residents.map((entry) => entry?.value ?? null),
      adults21: adults21.map((entry) => entry?.value ?? null),
      covers: total.covers,
      notes: [...total.choice, ...total.notes],
      annotations: total.annotations,
      populationNotes: [...new Set([...residents, ...adults21].flatMap((entry) => (entry ? [entry.note] : [])))],
      datasets: [
        ...new Set(contributions.filter((entry) => entry.total || entry.population).map((entry) => entry.dataset)),
        ...(total.currency === 'CAD' ? ['cad-per-usd'] : []),
      ],
      // Kept in Canadian dollars as published, with each month's rate: the builder converts for a
      // chart in US dollars and leaves an index or a change on a year before in the own currency.
      ...(total.currency === 'CAD'
        ? { currency: 'CAD' as const, cadPerUsd: total.periods.map((period) => rates.get(period) ?? null) }
        : {}),
    };
    const published = part.periods.filter((_, index) => part.totals[index] !== null);
    // A market whose every month is withheld (Nunavut) has nothing to compare.
    if (published.length === 0) continue;
    parts.set(statePartId(state), part);
    states.push({ code: state, name, from: published[0], to: published.at(-1)!, annualOnly: false });
    part.periods.forEach((period) => months.add(period));
  }
  // The first view compares US states in one currency; a Canadian market is compared when chosen.
  const defaultStates = defaultsOf(([...parts.values()] as CompareStatePart[]).filter((part) => !part.currency));
  return { months: [...months].sort(), summary: { states, defaultStates }, parts };
}

/** The markets pages' datasets: any of them imported changes a total, so rebuilds this view too. */
export const compareView: ViewDefinition = {
  id: 'compare',
  // 2: each state's part keeps its series' breaks and source changes.
  // 3: Canada's markets, in Canadian dollars with FRED's monthly rate to convert them (cad-per-usd).
  // 4: the breaks and source changes carry their kind and what they mean (annotations).
  shape: 4,
  main: marketsView.main,
  extra: [...marketsView.extra, 'cad-per-usd'],
  build: (rows) => buildCompareView(rows),
};
