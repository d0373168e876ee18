/**
 * The states (with DC and Puerto Rico) as the Census Bureau codes them, so that files keyed by
 * FIPS code or by name join the others, which use the two-letter USPS code.
 */
import { RowError } from './readers/cell-values';
import type { RowCells } from './row-cells';

/** FIPS state code → USPS code and name. */
const STATES: Record<string, [code: string, name: string]> = {
  '01': ['AL', 'Alabama'],
  '02': ['AK', 'Alaska'],
  '04': ['AZ', 'Arizona'],
  '05': ['AR', 'Arkansas'],
  '06': ['CA', 'California'],
  '08': ['CO', 'Colorado'],
  '09': ['CT', 'Connecticut'],
  '10': ['DE', 'Delaware'],
  '11': ['DC', 'District of Columbia'],
  '12': ['FL', 'Florida'],
  '13': ['GA', 'Georgia'],
  '15': ['HI', 'Hawaii'],
  '16': ['ID', 'Idaho'],
  '17': ['IL', 'Illinois'],
  '18': ['IN', 'Indiana'],
  '19': ['IA', 'Iowa'],
  '20': ['KS', 'Kansas'],
  '21': ['KY', 'Kentucky'],
  '22': ['LA', 'Louisiana'],
  '23': ['ME', 'Maine'],
  '24': ['MD', 'Maryland'],
  '25': ['MA', 'Massachusetts'],
  '26': ['MI', 'Michigan'],
  '27': ['MN', 'Minnesota'],
  '28': ['MS', 'Mississippi'],
  '29': ['MO', 'Missouri'],
  '30': ['MT', 'Montana'],
  '31': ['NE', 'Nebraska'],
  '32': ['NV', 'Nevada'],
  '33': ['NH', 'New Hampshire'],
  '34': ['NJ', 'New Jersey'],
  '35': ['NM', 'New Mexico'],
  '36': ['NY', 'New York'],
  '37': ['NC', 'North Carolina'],
  '38': ['ND', 'North Dakota'],
  '39': ['OH', 'Ohio'],
  '40': ['OK', 'Oklahoma'],
  '41': ['OR', 'Oregon'],
  '42': ['PA', 'Pennsylvania'],
  '44': ['RI', 'Rhode Island'],
  '45': ['SC', 'South Carolina'],
  '46': ['SD', 'South Dakota'],
  '47': ['TN', 'Tennessee'],
  '48': ['TX', 'Texas'],
  '49': ['UT', 'Utah'],
  '50': ['VT', 'Vermont'],
  '51': ['VA', 'Virginia'],
  '53': ['WA', 'Washington'],
  '54': ['WV', 'West Virginia'],
  '55': ['WI', 'Wisconsin'],
  '56': ['WY', 'Wyoming'],
  '72': ['PR', 'Puerto Rico'],
};

const CODES = new Set(Object.values(STATES).map(([code]) => code));

/**
 * The USPS code of a row's state, given by FIPS code (written with or without its leading
 * zero) and name: both must name the same state, else the row is one we cannot place.
 */
export function stateOfFips<F extends string>(cells: RowCells<F | 'fips' | 'name'>): string {
  const fips = cells.required('fips');
  const name = cells.text('name');
  const state = STATES[fips.padStart(2, '0')];
  if (!state) throw new RowError(`${cells.title('fips')} is not a state's FIPS code: "${fips}"`);
  if (state[1] !== name) throw new RowError(`${cells.title('name')} "${name}" is not FIPS ${fips} (${state[1]})`);
  return state[0];
}

/** A two-letter USPS state code as given, checked. */
export function requireStateCode(code: string, title: string): string {
  if (!CODES.has(code)) throw new RowError(`${title} is not a state's two-letter code: "${code}"`);
  return code;
}
