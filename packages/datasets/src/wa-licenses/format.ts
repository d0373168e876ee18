import type { WaLicense } from './rows';
import { requireWaLicense, RowError, titleCase } from '../kit/readers/cell-values';
import { periodOfIsoDate } from '../kit/readers/dates';
import type { SourceRow } from '../kit/readers/source-row';
import type { Columns } from '../kit/columns';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

/** Every Cannlytics licence list, whatever the state, names its regulator on each row. */
const AUTHORITY_LAYOUTS = [{ name: 'licensing_authority', id: 'licensing_authority_id' }] as const;

const LAYOUTS = [
  {
    name: 'business_dba_name',
    license: 'license_number',
    city: 'premise_city',
    county: 'premise_county',
    type: 'license_type',
    refreshed: 'data_refreshed_date',
  },
] as const;

type Authority = keyof (typeof AUTHORITY_LAYOUTS)[number];

/** The rows of WSLCB's licences, or why a licence list of other states is left out. */
function selectWslcb(rows: SourceRow[], authority: Columns<Authority>) {
  const isWslcb = (row: SourceRow) =>
    authority.text(row, 'id') === 'WSLCB' ||
    authority.text(row, 'name') === 'Washington State Liquor and Cannabis Board';
  const wslcbRows = rows.filter(isWslcb);
  if (wslcbRows.length > 0) return { rows: wslcbRows };
  const others = [...new Set(rows.map((row) => authority.text(row, 'name')).filter((name) => name !== ''))];
  return {
    ignored: `a licence list of ${others.join(', ') || 'no named regulator'}; only WSLCB licences are imported`,
  };
}

/**
 * A Cannlytics licence list. Only WSLCB's rows are imported: the lists of other states are
 * left out, not rejected. WSLCB lists a store once per license type (its Medical Retailer row
 * repeats the Adult-Use Retailer row's number), so the repeat is rejected as a duplicate.
 */
export const cannlyticsLicenses = defineFormat({
  name: 'Cannlytics licence list (WSLCB)',
  source,
  layouts: LAYOUTS,
  select: { layouts: AUTHORITY_LAYOUTS, rows: selectWslcb },
  read(cells) {
    const license = requireWaLicense(cells.text('license'), cells.title('license'));
    const name = cells.required('name');
    // The licence list is a snapshot: its month is the refresh date's.
    const period = periodOfIsoDate(cells.text('refreshed'));
    if (period === undefined)
      throw new RowError(`${cells.title('refreshed')} is not a date: "${cells.text('refreshed')}"`);
    // WSLCB pads city names with spaces and writes places in capitals.
    const row: WaLicense = {
      license,
      name,
      city: titleCase(cells.text('city')),
      county: titleCase(cells.text('county')),
      type: cells.text('type'),
    };
    return { key: license, period, row };
  },
});
