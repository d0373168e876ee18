/** Prices: every price series the data holds for one state, one chart per unit, the unit in the title. */
import { DESCRIPTION, TITLE } from './text';
import { COMPARISON_CODE } from './flower-comparison';
import type { BuiltReport } from '../kit/definitions';
import type { ReportReader } from '../kit/reader';
import { marketsWord, type ReportSection } from '@cannabis-reports/contracts';
import { statePartId } from '../kit/view-layout';
import type { PriceStatePart, PricesSummary } from './parts';
import { sourceOf, type ReportQuery } from '../kit/builder-helpers';
import { PARTIAL_WEEK, SUSPECT_FIGURE } from '../kit/wording';

/** The freshest series first: Connecticut's weekly prices when imported. */
const PREFERRED_STATE = 'CT';

export async function buildPrices(reader: ReportReader, query: ReportQuery): Promise<BuiltReport> {
  const pointer = await reader.requireView<PricesSummary>('prices');
  const codes = pointer.summary.states.map((entry) => entry.code);
  const state =
    query.state && codes.includes(query.state)
      ? query.state
      : codes.includes(PREFERRED_STATE)
        ? PREFERRED_STATE
        : codes[0];
  const id = statePartId(state);
  const part = (await reader.requireParts(pointer, [id])).get(id) as PriceStatePart;
  const name = pointer.summary.states.find((entry) => entry.code === state)!.name;

  const sections: ReportSection[] = part.charts.map((chart) => ({
    kind: 'line-chart',
    // The comparison's chart names its states in its lines; a state's charts carry its name.
    title: state === COMPARISON_CODE ? chart.title : `${name}: ${chart.title}`,
    unit: 'usd-price',
    x: chart.periods,
    series: chart.series,
    // A weekly chart's own notes say how its weeks run (Connecticut's: Sunday to Saturday).
    notes: chart.notes,
  }));

  return {
    title: TITLE,
    description: DESCRIPTION,
    sample: pointer.sources.some((source) => source.sample),
    dataAsOf: part.asOf,
    sources: pointer.sources.filter((source) => !part.datasets || part.datasets.includes(source.id)).map(sourceOf),
    filters: [
      {
        kind: 'choice',
        name: 'state',
        label: marketsWord(pointer.summary.states.map((entry) => entry.code)),
        multiple: false,
        options: pointer.summary.states.map((entry) => ({ value: entry.code, label: entry.name })),
        value: [state],
      },
    ],
    sections,
    notes: [
      'Prices are in US dollars as each source publishes them; the units differ between states and sources (per gram, per eighth ounce, per pound, per product, per item) and are given in each chart’s title.',
      'A gap is a month or week without a published figure, never a zero.',
    ],
    flagNotes: { partial: PARTIAL_WEEK, suspect: SUSPECT_FIGURE },
  };
}
