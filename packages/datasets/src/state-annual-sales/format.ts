import type { StateAnnualSalesRow } from './rows';
import { requireInteger, RowError } from '../kit/readers/cell-values';
import { defineFormat } from '../kit/define-format';
import { stateOfFips } from '../kit/state-codes';
import { source } from './source';

/** A publication's figure rounded to this or a coarser unit ($529.9 million, $1.1 billion) is flagged as rounded. */
const ROUNDED_TO = 100_000;

const SCOPES: Record<string, StateAnnualSalesRow['scope']> = {
  rec: 'adult-use',
  'rec+med': 'adult-use and medical',
};

/**
 * The months a year covers. CY is the calendar year; FY the state fiscal year, July to June,
 * labelled by the year it ends in (FY2021: July 2020 to June 2021). A row is dated by its
 * own months, so a fiscal year never stands in for the calendar year of its label.
 */
function yearMonths(basis: string, year: number, title: string) {
  if (basis === 'CY')
    return { yearBasis: 'calendar' as const, period: `${year}-01`, periodTo: `${year}-12`, label: `CY${year}` };
  if (basis === 'FY')
    return { yearBasis: 'fiscal' as const, period: `${year - 1}-07`, periodTo: `${year}-06`, label: `FY${year}` };
  throw new RowError(`${title} is not CY or FY: "${basis}"`);
}

/** Annual statewide sales of a few states, calendar or fiscal years, as a researcher compiled them from regulators' publications. */
export const stateAnnualSales = defineFormat({
  name: 'annual statewide cannabis sales, calendar and fiscal years (compiled)',
  source,
  layouts: [
    {
      name: 'state',
      fips: 'fips',
      year: 'year',
      basis: 'year_basis',
      sales: 'sales_usd',
      scope: 'scope',
      sourceUrl: 'source_url',
      notes: 'notes',
    },
  ],
  read(cells) {
    const state = stateOfFips(cells);
    const year = requireInteger(cells.text('year'), cells.title('year'), 1900, 2999);
    const months = yearMonths(cells.text('basis'), year, cells.title('basis'));
    const scope = SCOPES[cells.text('scope')];
    if (!scope) throw new RowError(`${cells.title('scope')} is not rec or rec+med: "${cells.text('scope')}"`);
    const sales = cells.amount('sales');
    const row: StateAnnualSalesRow = {
      ...months,
      state,
      sales,
      scope,
      rounded: sales % ROUNDED_TO === 0,
      sourceUrl: cells.required('sourceUrl'),
      notes: cells.text('notes'),
    };
    return { key: `${state}|${months.label}`, period: row.period, periodTo: row.periodTo, row };
  },
});
