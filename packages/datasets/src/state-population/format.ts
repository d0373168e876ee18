import type { PopulationVintage, StatePopulationRow } from './rows';
import { requireInteger, RowError } from '../kit/readers/cell-values';
import { defineFormat } from '../kit/define-format';
import { stateOfFips } from '../kit/state-codes';
import { source } from './source';

/**
 * Which estimate each year uses: the newest vintage that covers it within its decade, since a
 * vintage's figures rest on one decennial census. Vintage 2020 (2010 Census base) for 2010 to
 * 2019, vintage 2024 (2020 Census base) from 2020. Vintage 2020 also estimates July 2020, on
 * the old base: that figure is not this series' 2020.
 */
const VINTAGES: Record<PopulationVintage, { censusBase: 2010 | 2020; from: number; to: number }> = {
  V2020: { censusBase: 2010, from: 2010, to: 2019 },
  V2024: { censusBase: 2020, from: 2020, to: 2024 },
};

const isVintage = (text: string): text is PopulationVintage => Object.hasOwn(VINTAGES, text);

/** The break a state's series takes where its census base changes, on the first year of the new base. */
function baseChange(previous: StatePopulationRow, next: StatePopulationRow): string {
  return `Census base change: from ${next.year} the estimates (vintage ${next.vintage.slice(1)}) rest on the ${next.censusBase} Census, up to ${previous.year} (vintage ${previous.vintage.slice(1)}) on the ${previous.censusBase} Census. Part of the step between ${previous.year} and ${next.year} is the new base, not growth.`;
}

/** Census Bureau state population estimates, July 1 of each year, with the vintage each year uses. */
export const statePopulation = defineFormat({
  name: 'Census Bureau state population estimates by year (vintage 2020 and 2024, SUMLEV 040)',
  source,
  layouts: [
    {
      fips: 'state_fips',
      name: 'state',
      year: 'year',
      population: 'population_july1',
      vintage: 'vintage',
    },
  ],
  read(cells) {
    const state = stateOfFips(cells);
    const year = requireInteger(cells.text('year'), cells.title('year'), 1900, 2999);
    const vintage = cells.text('vintage');
    if (!isVintage(vintage)) throw new RowError(`${cells.title('vintage')} is not V2020 or V2024: "${vintage}"`);
    const { censusBase, from, to } = VINTAGES[vintage];
    if (year < from || year > to)
      throw new RowError(
        `${year} from vintage ${vintage}: this series takes ${from}-${to} only from that vintage (${censusBase} Census base)`,
      );
    const period = `${year}-07`;
    const row: StatePopulationRow = {
      period,
      year,
      state,
      population: cells.count('population'),
      vintage,
      censusBase,
    };
    return { key: `${state}|${year}`, period, row };
  },
  finish(rows) {
    const byState = new Map<string, StatePopulationRow[]>();
    for (const row of rows) byState.set(row.state, [...(byState.get(row.state) ?? []), row]);
    for (const series of byState.values()) {
      series.sort((a, b) => a.year - b.year);
      series.forEach((row, index) => {
        const previous = series[index - 1];
        if (previous && previous.censusBase !== row.censusBase) row.seriesBreak = baseChange(previous, row);
      });
    }
  },
});
