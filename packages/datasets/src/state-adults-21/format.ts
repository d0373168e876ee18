import type { StateAdultsRow } from './rows';
import { requireInteger } from '../kit/readers/cell-values';
import { defineFormat } from '../kit/define-format';
import { requireStateCode } from '../kit/state-codes';
import { source } from './source';

/**
 * Residents aged 21 and over, from ACS 1-year estimates: a survey's estimate for a calendar
 * year, kept apart from the Population Estimates Program's July 1 totals (`state-population`).
 */
export const stateAdults = defineFormat({
  name: 'Census ACS 1-year residents aged 21 and over by state',
  source,
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
