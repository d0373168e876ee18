/** Where `state-population` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { StatePopulationRow } from './rows';
import { YEARLY } from '../kit/cadence-days';

export const source = defineSource<StatePopulationRow>()({
  id: 'state-population',
  title: 'State population by year: Census Bureau July 1 estimates',
  publisher: 'U.S. Census Bureau, Population Estimates Program (NST-EST2020-ALLDATA and NST-EST2024-ALLDATA)',
  sourceUrl: 'https://www.census.gov/programs-surveys/popest/data/tables.html',
  licence: 'Public domain (a U.S. federal government work). Attribute the U.S. Census Bureau.',
  cadence: 'Yearly (each December a new vintage re-estimates the decade); this copy: vintage 2024, to 2024',
  units:
    'Persons resident on July 1; 2010-2019 from vintage 2020 (2010 Census base), 2020-2024 from vintage 2024 (2020 Census base)',

  expectedChangeDays: YEARLY,
  // The July 1 estimates of a year come out in that year's December vintage (Census Bureau's
  // release schedule): a year's figure is out by the year's end.
  lag: { per: 'year', days: 0 },
  snapshotFile: 'census/state-population-2010-2024.csv',
});
