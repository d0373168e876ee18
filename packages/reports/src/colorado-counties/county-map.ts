/**
 * The county map of the selected months: each county's medical, retail and combined sales
 * over the range, as the county table shows them. A combined figure exists only where both
 * kinds are known: a withheld side leaves it withheld (never the other side alone), and a side
 * without licensees (NA, not applicable) adds nothing, as no store of that kind could sell there.
 */
import { formatMonth, type ChartSeries, type CountyMapSection, type FigureFlag } from '@cannabis-reports/contracts';
import { roundCents } from '../kit/periods';

export interface CountyCell {
  value: number | null;
  flag: FigureFlag | null;
}

export interface CountyFigures {
  name: string;
  medical: CountyCell;
  retail: CountyCell;
}

export type MapKind = 'medical' | 'retail';

/** A county's medical and retail sales together, by the rule above; the county table ranks by it. */
export function combined(medical: CountyCell, retail: CountyCell): CountyCell {
  const cells = [medical, retail];
  if (cells.some((cell) => cell.flag === 'withheld' && cell.value === null)) return { value: null, flag: 'withheld' };
  const known = cells.filter((cell) => cell.value !== null);
  if (known.length === 0) {
    const flag = cells.every((cell) => cell.flag === 'no-licensees') ? 'no-licensees' : 'not-published';
    return { value: null, flag };
  }
  // One side unknown for a reason other than no licensees: the sum would understate the county.
  if (cells.some((cell) => cell.value === null && cell.flag !== 'no-licensees')) {
    return { value: null, flag: 'not-published' };
  }
  const value = roundCents(known.reduce((sum, cell) => sum + cell.value!, 0));
  return { value, flag: known.some((cell) => cell.flag === 'partial') ? 'partial' : null };
}

const seriesOf = (label: string, cells: CountyCell[]): ChartSeries => ({
  label,
  values: cells.map((cell) => cell.value),
  flags: cells.map((cell) => cell.flag),
});

/** What the range covers, in words: one month, or its first and last. */
export function rangeWords(from: string, to: string): string {
  return from === to ? formatMonth(from) : `${formatMonth(from)} to ${formatMonth(to)}`;
}

export function countyMapSection(
  counties: CountyFigures[],
  kinds: MapKind[],
  range: { from: string; to: string },
): CountyMapSection {
  const measures: ChartSeries[] = [];
  if (kinds.length === 2) {
    measures.push(
      seriesOf(
        'Medical and retail',
        counties.map((county) => combined(county.medical, county.retail)),
      ),
    );
  }
  for (const kind of kinds) {
    measures.push(
      seriesOf(
        kind === 'medical' ? 'Medical' : 'Retail',
        counties.map((county) => county[kind]),
      ),
    );
  }
  return {
    kind: 'county-map',
    title: 'Sales by county on the map',
    state: 'CO',
    unit: 'usd',
    period: rangeWords(range.from, range.to),
    areas: counties.map((county) => county.name),
    measures,
    notes: [
      'Hatched counties are withheld by CDOR (too few licensees to publish), never zero; a county with no figure at all is left blank.',
      'Medical and retail is shown only where both are known; a kind with no licensees in the county adds nothing.',
    ],
  };
}
