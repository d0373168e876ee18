/** Where `state-adults-21` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { StateAdultsRow } from './rows';
import { YEARLY } from '../kit/cadence-days';

export const source = defineSource<StateAdultsRow>()({
  id: 'state-adults-21',
  title: 'Residents aged 21 and over by state and year (ACS 1-year estimates)',
  publisher:
    'U.S. Census Bureau, American Community Survey 1-year estimates, table B01001 (total minus under-21), compiled by tberrismn/minnesota-cannabis-price-scenario',
  sourceUrl: 'https://api.census.gov/data.html',
  licence: 'Public domain (U.S. Census Bureau data). Attribute the U.S. Census Bureau.',
  cadence: 'Yearly (ACS 1-year, each September); this copy: 2018, 2019 and 2021-2024, for 6 states (no 2020 release)',
  units:
    'Persons aged 21 and over (survey estimate for the calendar year; not the same series as the July 1 population estimates)',

  expectedChangeDays: YEARLY,
  // the ACS 1-year estimates of a year come out the next September (Census Bureau's release schedule).
  lag: { per: 'year', days: 260 },
  snapshotFile: 'census/pop21.csv',
});
