/** Washington retail: monthly sales and excise tax, store count, and the top stores. */
import { DESCRIPTION, TITLE } from './text';
import type { BuiltReport } from '../kit/definitions';
import type { ReportReader } from '../kit/reader';
import type { FigureFlag } from '@cannabis-reports/contracts';
import { monthPartId, seriesPartId } from '../kit/view-layout';
import type { WashingtonMonthPart, WashingtonSeriesPart, WashingtonSummary } from './parts';
import { clampRange, monthsBetween, roundCents } from '../kit/periods';
import {
  alignTo,
  countyFilter,
  monthRangeFilter,
  periodBounds,
  rangeParts,
  rangeTotals,
  sourceOf,
  type ReportQuery,
} from '../kit/builder-helpers';

const TOP_STORES = 10;

export async function buildWashingtonRetail(reader: ReportReader, query: ReportQuery): Promise<BuiltReport> {
  const pointer = await reader.requireView<WashingtonSummary>('washington-retail');
  const { counties, hasLicences } = pointer.summary;
  const bounds = periodBounds(pointer.months);
  const range = clampRange(query, bounds);
  const periods = monthsBetween(range.from, range.to);
  const county = query.county && counties.includes(query.county) ? query.county : '';

  const seriesId = seriesPartId(county || undefined);
  const ranking = rangeParts(pointer.months, range.from, range.to);
  const parts = await reader.requireParts(pointer, [seriesId, ...ranking.ids]);
  const series = parts.get(seriesId) as WashingtonSeriesPart;
  const align = (values: number[]) => alignTo(pointer.months, values, periods);
  const absent: Array<FigureFlag | null> = align(series.sales).map((value) =>
    value === null ? 'not-published' : null,
  );

  let top: Array<{ index: number; part: WashingtonMonthPart; total: number }> = [];
  if (ranking.first && ranking.last) {
    const first = parts.get(monthPartId(ranking.first)) as WashingtonMonthPart;
    const last = parts.get(monthPartId(ranking.last)) as WashingtonMonthPart;
    const totals = rangeTotals(first, first.licenses, last, last.licenses);
    top = last.licenses
      .map((license, index) => ({ index, part: last, total: totals.get(license) ?? 0 }))
      .filter((entry) => entry.total > 0 && (!county || last.counties[entry.index] === county))
      .sort((a, b) => b.total - a.total)
      .slice(0, TOP_STORES);
  }

  return {
    title: TITLE,
    description: DESCRIPTION,
    sample: pointer.sources.some((source) => source.sample),
    dataAsOf: range.to,
    sources: pointer.sources.map(sourceOf),
    filters: [monthRangeFilter(range, bounds), countyFilter(counties, county)],
    sections: [
      {
        kind: 'line-chart',
        title: 'Monthly sales and excise tax',
        unit: 'usd',
        x: periods,
        series: [
          { label: 'Sales', values: align(series.sales).map((value) => value && roundCents(value)), flags: absent },
          {
            label: 'Excise tax due',
            values: align(series.excise).map((value) => value && roundCents(value)),
            flags: absent,
          },
        ],
        notes: [
          "Each month is the sum of every row WSLCB publishes for it: a licensee's late or supplementary report is added to its month.",
        ],
      },
      {
        kind: 'bar-chart',
        title: 'Stores reporting sales',
        unit: 'count',
        x: periods,
        series: [{ label: 'Stores', values: align(series.stores), flags: absent }],
      },
      {
        kind: 'table',
        title: `Top ${TOP_STORES} stores by sales`,
        columns: [
          { label: 'Store' },
          { label: 'License' },
          { label: 'City' },
          { label: 'County' },
          { label: 'Sales', unit: 'usd' },
        ],
        rows: top.map(({ index, part, total }) => [
          part.names[index] || `License ${part.licenses[index]}`,
          part.licenses[index],
          part.cities[index],
          part.counties[index],
          roundCents(total),
        ]),
      },
    ],
    notes: [
      'Net sales self-reported by retail licensees; subject to change due to late reports, corrections or audit findings.',
      ...(hasLicences ? [] : ['Store names and counties appear once the WSLCB licensee list is imported.']),
    ],
  };
}
