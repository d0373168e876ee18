/** A market's page: one state, chosen by the `state` filter, its sections as the view laid them out. */
import type { DatasetId } from '@cannabis-reports/contracts';
import { sourceOf, type ReportQuery } from '../kit/builder-helpers';
import type { BuiltReport } from '../kit/definitions';
import type { ReportReader } from '../kit/reader';
import { statePartId } from '../kit/view-layout';
import type { MarketStatePart, MarketsSummary } from './parts';
import { fromStored } from './stored-sections';
import { describe, FLAG_NOTES, NOTES, titleOf } from './text';

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
        label: 'State',
        multiple: false,
        options: states.map((entry) => ({
          value: entry.code,
          label: entry.annualOnly ? `${entry.name} (annual only)` : entry.name,
        })),
        value: [state],
      },
    ],
    sections: part.sections.map(fromStored),
    notes: [...part.notes, ...NOTES],
    flagNotes: FLAG_NOTES,
  };
}
