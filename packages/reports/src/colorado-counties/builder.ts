/** Colorado: medical and retail sales, statewide and by county, with CDOR's withheld figures shown as withheld. */
import { DESCRIPTION, TITLE } from './text';
import type { BuiltReport } from '../kit/definitions';
import type { ReportReader } from '../kit/reader';
import type { ChartSeries, CountyMapSection, FigureFlag } from '@cannabis-reports/contracts';
import { combined, countyMapSection } from './county-map';
import {
  COUNTIES_NOT_REPORTED,
  type BlankCode,
  type ColoradoCountyPart,
  type ColoradoMonthPart,
  type ColoradoStatewidePart,
  type ColoradoSummary,
} from './parts';
import { monthPartId, seriesPartId } from '../kit/view-layout';
import { statewideNotes } from './statewide-notes';
import { clampRange, monthsBetween, roundCents } from '../kit/periods';
import {
  alignTo,
  countyFilter,
  monthRangeFilter,
  periodBounds,
  rangeParts,
  sourceOf,
  type ReportQuery,
} from '../kit/builder-helpers';

const TYPES = ['all', 'medical', 'retail'] as const;
type Kind = 'medical' | 'retail';

const codeFlag = (code: BlankCode | null): FigureFlag =>
  code === 'NA' ? 'no-licensees' : code === 'NR' ? 'withheld' : 'not-published';

function countySeries(
  part: ColoradoCountyPart,
  kind: Kind,
  label: string,
  months: string[],
  periods: string[],
): ChartSeries {
  const values = alignTo(months, part[kind], periods);
  const codes = alignTo(months, part[`${kind}Code`], periods);
  return { label, values, flags: values.map((value, index) => (value === null ? codeFlag(codes[index]) : null)) };
}

function statewideSeries(
  part: ColoradoStatewidePart,
  kind: Kind | 'total',
  months: string[],
  periods: string[],
): ChartSeries {
  const label = kind === 'total' ? 'Medical and retail' : kind === 'medical' ? 'Medical' : 'Retail';
  const present = alignTo(months, months, periods);
  const partial = kind === 'total' ? part.total.map((total) => total === null) : part[`${kind}Partial`];
  const raw =
    kind === 'total' ? part.total.map((total, index) => total ?? part.medical[index] + part.retail[index]) : part[kind];
  const values = alignTo(months, raw, periods).map((value) => (value === null ? null : roundCents(value)));
  const flags = alignTo(months, partial, periods).map((isPartial, index) =>
    present[index] === null ? 'not-published' : isPartial ? 'partial' : null,
  );
  return { label, values, flags: flags as Array<FigureFlag | null> };
}

/** A county's total of one kind over the range: the published sum, flagged when months were withheld. */
function rangeCell(first: ColoradoMonthPart, last: ColoradoMonthPart, county: string, kind: Kind) {
  const at = (part: ColoradoMonthPart) => part.counties.indexOf(county);
  const [i, j] = [at(first), at(last)];
  const diff = (field: keyof ColoradoMonthPart['through']) =>
    last.through[field][j] - (i >= 0 ? first.before[field][i] : 0);
  const value = roundCents(diff(kind));
  const withheld = diff(`${kind}Withheld`);
  const unlicensed = diff(`${kind}Unlicensed`);
  const missing = diff(`${kind}Missing`);
  const blanks = withheld + unlicensed + missing;
  const published = value !== 0 || blanks === 0;
  const flag: FigureFlag | null = !published
    ? withheld > 0
      ? 'withheld'
      : unlicensed > 0
        ? 'no-licensees'
        : 'not-published'
    : withheld > 0 || missing > 0
      ? 'partial'
      : null;
  return { value: published ? value : null, flag, withheld };
}

export async function buildColoradoCounties(reader: ReportReader, query: ReportQuery): Promise<BuiltReport> {
  const pointer = await reader.requireView<ColoradoSummary>('colorado-counties');
  const { counties } = pointer.summary;
  const bounds = periodBounds(pointer.months);
  const range = clampRange(query, bounds);
  const periods = monthsBetween(range.from, range.to);
  const county = query.county && counties.includes(query.county) ? query.county : '';
  const type = (TYPES as readonly string[]).includes(query.type ?? '') ? (query.type as (typeof TYPES)[number]) : 'all';
  const kinds: Kind[] = type === 'all' ? ['medical', 'retail'] : [type];

  const seriesId = seriesPartId(county || undefined);
  const ranking = rangeParts(pointer.months, range.from, range.to);
  const parts = await reader.requireParts(pointer, [seriesId, ...ranking.ids]);

  let series: ChartSeries[];
  let chartNotes: string[];
  if (county) {
    const part = parts.get(seriesId) as ColoradoCountyPart;
    series = kinds.map((kind) =>
      countySeries(part, kind, kind === 'medical' ? 'Medical' : 'Retail', pointer.months, periods),
    );
    chartNotes = [`${county} County as CDOR publishes it: a withheld month is a gap in the line, never zero.`];
  } else {
    const part = parts.get(seriesId) as ColoradoStatewidePart;
    series = [
      ...(type === 'all' ? [statewideSeries(part, 'total', pointer.months, periods)] : []),
      ...kinds.map((kind) => statewideSeries(part, kind, pointer.months, periods)),
    ];
    chartNotes = statewideNotes(pointer.months, part, (index) => {
      const period = pointer.months[index];
      return period >= range.from && period <= range.to;
    });
  }

  const rows: Array<Array<string | number | null>> = [];
  const flags: Array<Array<FigureFlag | null>> = [];
  let map: CountyMapSection | undefined;
  if (ranking.first && ranking.last) {
    const first = parts.get(monthPartId(ranking.first)) as ColoradoMonthPart;
    const last = parts.get(monthPartId(ranking.last)) as ColoradoMonthPart;
    const names = county ? [county] : [...counties, COUNTIES_NOT_REPORTED];
    const entries = names.map((name) => {
      const [medical, retail] = [rangeCell(first, last, name, 'medical'), rangeCell(first, last, name, 'retail')];
      return { name, medical, retail, both: combined(medical, retail) };
    });
    // Ranked by the combined figure; a county without one (a kind withheld) follows them all,
    // by what it has published, and the remainder of the statewide total comes last.
    const known = (entry: (typeof entries)[number]) => (entry.both.value === null ? 1 : 0);
    const published = (entry: (typeof entries)[number]) =>
      entry.both.value ?? (entry.medical.value ?? 0) + (entry.retail.value ?? 0);
    const ranked = entries
      .filter((entry) => entry.name !== COUNTIES_NOT_REPORTED)
      .sort((a, b) => known(a) - known(b) || published(b) - published(a))
      .concat(entries.filter((entry) => entry.name === COUNTIES_NOT_REPORTED));
    for (const { name, medical, retail, both } of ranked) {
      rows.push([name, both.value, medical.value, retail.value, medical.withheld, retail.withheld]);
      flags.push([null, both.flag, medical.flag, retail.flag, null, null]);
    }
    if (!county) {
      const named = entries.filter((entry) => entry.name !== COUNTIES_NOT_REPORTED);
      map = countyMapSection(named, kinds, { from: ranking.first, to: ranking.last });
    }
  }

  const missingMonths = periods.filter((period) => !pointer.months.includes(period));
  return {
    title: TITLE,
    description: DESCRIPTION,
    sample: pointer.sources.some((source) => source.sample),
    dataAsOf: ranking.last ?? range.to,
    sources: pointer.sources.map(sourceOf),
    filters: [
      monthRangeFilter(range, bounds),
      countyFilter(counties, county),
      {
        kind: 'choice',
        name: 'type',
        label: 'Sales type',
        multiple: false,
        options: [
          { value: 'all', label: 'Medical and retail' },
          { value: 'medical', label: 'Medical' },
          { value: 'retail', label: 'Retail' },
        ],
        value: [type],
      },
    ],
    sections: [
      { kind: 'line-chart', title: 'Monthly sales', unit: 'usd', x: periods, series, notes: chartNotes },
      ...(map ? [map] : []),
      {
        kind: 'table',
        title: 'Sales by county in the selected months',
        columns: [
          { label: 'County' },
          { label: 'Medical and retail', unit: 'usd' },
          { label: 'Medical', unit: 'usd' },
          { label: 'Retail', unit: 'usd' },
          { label: 'Medical months withheld', unit: 'count' },
          { label: 'Retail months withheld', unit: 'count' },
        ],
        rows,
        flags,
        notes: [
          'Ranked by medical and retail sales, shown only where both are known; a county with a kind withheld follows those ranked.',
          `${COUNTIES_NOT_REPORTED}: CDOR's statewide total less the figures it publishes by county, that is the figures it withholds (NR).`,
        ],
      },
    ],
    notes: [
      'The Department of Revenue withholds the figures of counties with too few licensees (NR) and marks counties without licensees of a kind as not applicable (NA); neither is ever shown as $0.',
      ...(missingMonths.length ? [`Months missing from the source: ${missingMonths.join(', ')}.`] : []),
    ],
    flagNotes: {
      withheld: 'Withheld by CDOR for confidentiality (NR): too few licensees to publish.',
      'no-licensees': 'No licensees of this kind in the county (NA, not applicable).',
      'not-published': 'Not in the source for this month.',
      partial:
        'Partial: covers only what CDOR publishes (months withheld, or named counties without the statewide total, are not in it).',
    },
  };
}
