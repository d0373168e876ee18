import type { StateAdultsRow } from '@cannabis-reports/contracts';
import { requireInteger } from '../readers/cell-values';
import { defineFormat } from './define-format';
import { requireStateCode } from './state-codes';

/**
 * Residents aged 21 and over, from ACS 1-year estimates: a survey's estimate for a calendar
 * year, kept apart from the Population Estimates Program's July 1 totals (`state-population`).
 */
export const stateAdults = defineFormat({
  name: 'Census ACS 1-year residents aged 21 and over by state',
  meta: {
    id: 'state-adults-21',
    title: 'Residents aged 21 and over by state and year (ACS 1-year estimates)',
    publisher:
      'U.S. Census Bureau, American Community Survey 1-year estimates, table B01001 (total minus under-21), compiled by tberrismn/minnesota-cannabis-price-scenario',
    sourceUrl: 'https://api.census.gov/data.html',
    licence: 'Public domain (U.S. Census Bureau data). Attribute the U.S. Census Bureau.',
    sample: false,
    cadence: 'Yearly (ACS 1-year, each September); this copy: 2018, 2019 and 2021-2024, for 6 states (no 2020 release)',
    units:
      'Persons aged 21 and over (survey estimate for the calendar year; not the same series as the July 1 population estimates)',
  },
  layouts: [{ state: 'state', year: 'year', adults: 'pop21', source: 'source' }],
  read(cells) {
    const state = requireStateCode(cells.text('state'), cells.title('state'));
    const year = requireInteger(cells.text('year'), cells.title('year'), 1900, 2999);
    const period = `${year}-01`;
    const row: StateAdultsRow = {
      period,
      year,
      state,
      adults: cells.count('adults'),
      source: cells.required('source'),
    };
    return { key: `${state}|${year}`, period, periodTo: `${year}-12`, row };
  },
});
