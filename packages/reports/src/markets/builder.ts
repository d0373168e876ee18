/** A market's page: one state, chosen by the `state` filter, its sections as the view laid them out. */
import { CANADIAN_MARKET_NAMES, marketLabel, marketsWord, type DatasetId } from '@cannabis-reports/contracts';
import { sourceOf, type ReportQuery } from '../kit/builder-helpers';
import type { BuiltReport } from '../kit/definitions';
import type { ReportReader } from '../kit/reader';
import { statePartId } from '../kit/view-layout';
import type { MarketStatePart, MarketsSummary } from './parts';
import { fromStored } from './stored-sections';
import { CANADIAN_NOTES, describe, FLAG_NOTES, NOTES, titleOf } from './text';

const isCanadian = (code: string) => code in CANADIAN_MARKET_NAMES;

const optionLabel = (entry: MarketsSummary['states'][number]) => {
  const name = marketLabel(entry.code, entry.name);
  return entry.annualOnly ? `${name} (annual only)` : name;
};

export async function buildMarkets(reader: ReportReader, query: ReportQuery): Promise<BuiltReport> {
  const pointer = await reader.requireView<MarketsSummary>('markets');
  const { states, defaultState } = pointer.summary;
  const state = states.some((entry) => entry.code === query.state) ? query.state! : defaultState;
  const id = statePartId(state);
  const part = (await reader.requireParts(pointer, [id])).get(id) as MarketStatePart;
  const sources = pointer.sources.filter((source) => part.datasets.includes(source.id));
  return {
    title: titleOf(part.name),
    description: describe(part.name),
    sample: sources.some((source) => source.sample),
    dataAsOf: part.asOf,
    ...(part.datedBy ? { datedBy: part.datedBy as DatasetId } : {}),
    sources: sources.map(sourceOf),
    filters: [
      {
        kind: 'choice',
        name: 'state',
        // It offers the US states and Canada's markets alike: 'Market', never 'State' on a province's page.
        label: marketsWord(states.map((entry) => entry.code)),
        multiple: false,
        // The US states first, then Canada and its provinces and territories.
        options: [
          ...states.filter((entry) => !isCanadian(entry.code)),
          ...states.filter((entry) => entry.code === 'CAN'),
          ...states.filter((entry) => isCanadian(entry.code) && entry.code !== 'CAN'),
        ].map((entry) => ({ value: entry.code, label: optionLabel(entry) })),
        value: [state],
      },
    ],
    sections: part.sections.map(fromStored),
    notes: [...part.notes, ...(isCanadian(part.state) ? CANADIAN_NOTES : NOTES)],
    flagNotes: FLAG_NOTES,
  };
}
